import { Box, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CodeBadge, wrapsAnywhere } from '../../components/CodeBadge';
import { attributionsFor } from '../../machines/outcomePicker/selectors';
import type { CurriculumOptions } from '../../services/syllabusApi';
import { outcomeTexts } from './texts';

export interface ListedOutcome {
  code: string;
  shortCode?: string | undefined;
  statement: string;
  framework: string;
  levelLabel?: string | undefined;
  subject?: string | undefined;
}

/** Outcomes with their code and statement, each with an optional action; presentational. */
export function OutcomeList({ outcomes, label, action }: { outcomes: ListedOutcome[]; label: string; action?: (outcome: ListedOutcome) => ReactNode }) {
  return (
    <List.Root variant="plain" gap="3" aria-label={label}>
      {outcomes.map((outcome) => (
        <List.Item key={outcome.code} display="block" borderBottomWidth="1px" borderColor="page.border" pb="3">
          <HStack align="start" justify="space-between" gap="4">
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <CodeBadge code={outcome.code} shortCode={outcome.shortCode} />
                {outcome.levelLabel && <Text fontSize="xs" color="page.muted">{outcome.levelLabel}</Text>}
                {outcome.subject && <Text fontSize="xs" color="page.muted">{outcome.subject}</Text>}
              </HStack>
              <Text {...wrapsAnywhere}>{outcome.statement}</Text>
            </Stack>
            {action?.(outcome)}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The curriculum's attribution texts for the frameworks whose outcomes are shown (their licences ask for it). */
export function Attribution({ options, frameworks }: { options: CurriculumOptions | null; frameworks: string[] }) {
  const items = attributionsFor(options, frameworks);
  if (!items.length) return null;
  return (
    <Box as="footer" aria-label={outcomeTexts.attribution} fontSize="xs" color="page.muted" borderTopWidth="1px" borderColor="page.border" pt="3">
      {items.map((item) => (
        <Text key={item.id}>
          {item.text}{' '}
          {item.licenceUrl && (
            <Link href={item.licenceUrl} target="_blank" rel="noopener noreferrer">
              {`${outcomeTexts.licence}: ${item.licence}`}
            </Link>
          )}
        </Text>
      ))}
    </Box>
  );
}

export function PickButton({ outcome, chosen, onPick }: { outcome: ListedOutcome; chosen: boolean; onPick: () => void }) {
  return (
    <Button size="sm" variant={chosen ? 'subtle' : 'outline'} disabled={chosen} onClick={onPick} aria-label={outcomeTexts.pickLabel(outcome.shortCode || outcome.code)}>
      {chosen ? outcomeTexts.picked : outcomeTexts.pick}
    </Button>
  );
}
