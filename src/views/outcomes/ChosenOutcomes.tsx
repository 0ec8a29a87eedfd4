import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { OutcomePickerRef } from '../../machines/outcomePicker/useOutcomePicker';
import type { LessonOutcome } from '../../services/lessonApi';
import { OutcomeList } from './OutcomeList';
import { OutcomePicker } from './OutcomePicker';

export interface ChosenOutcomesTexts {
  heading: string;
  none: string;
  remove: string;
}

/** The outcomes a brief has chosen, each removable, with the search-and-browse picker to add more. */
export function ChosenOutcomes({
  outcomes,
  error,
  texts,
  picker,
  onAdd,
  onRemove,
}: {
  outcomes: LessonOutcome[];
  error: string | undefined;
  texts: ChosenOutcomesTexts;
  picker: OutcomePickerRef;
  onAdd: (outcome: LessonOutcome) => void;
  onRemove: (code: string) => void;
}) {
  return (
    <Stack gap="3" as="section" aria-label={texts.heading}>
      <Heading as="h2" size="lg">
        {texts.heading}
      </Heading>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {outcomes.length === 0 ? (
        <Text color="page.muted">{texts.none}</Text>
      ) : (
        <OutcomeList
          outcomes={outcomes}
          label={texts.heading}
          action={(o) => (
            <Button size="sm" variant="ghost" onClick={() => onRemove(o.code)} aria-label={`${texts.remove} ${o.shortCode || o.code}`}>
              {texts.remove}
            </Button>
          )}
        />
      )}
      <OutcomePicker picker={picker} chosen={outcomes.map((o) => o.code)} onPick={onAdd} />
    </Stack>
  );
}
