import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/link';
import type { useSharingOverview } from '../../machines/sharingOverview/useSharingOverview';
import type { ListedShare } from '../../services/sharingApi';
import { formatDate } from '../account/texts';
import { overviewTexts as t } from './overviewTexts';
import { ShareModeFields } from './ShareModeFields';
import { sharingTexts } from './texts';

type Overview = ReturnType<typeof useSharingOverview>;

function ItemTitle({ share }: { share: ListedShare }) {
  const to = t.editorPath(share.type, share.id);
  return (
    <Heading as="h3" size="md" wordBreak="break-word">
      {to ? <RouterLink to={to}>{share.title}</RouterLink> : share.title}
    </Heading>
  );
}

/** The share being changed: its modes and people, "Save sharing" and "Cancel". */
function ChangeShare({ o }: { o: Overview }) {
  const draft = o.draft!;
  return (
    <Stack
      gap="3"
      as="form"
      aria-label={t.changeLabel(draft.share.title)}
      onSubmit={(e) => {
        e.preventDefault();
        o.save();
      }}
    >
      <ShareModeFields mode={draft.mode} emailsText={draft.emailsText} onMode={o.chooseMode} onEmails={o.editEmails} />
      <HStack gap="2" wrap="wrap">
        <Button type="submit" colorPalette="brand" size="sm" disabled={!o.canSave} loading={o.isSaving} loadingText={sharingTexts.saving}>
          {sharingTexts.save}
        </Button>
        <Button size="sm" variant="outline" onClick={o.cancelEdit} disabled={o.isSaving}>
          {t.cancel}
        </Button>
      </HStack>
    </Stack>
  );
}

function ShareCard({ o, share }: { o: Overview; share: ListedShare }) {
  const link = o.linkOf(share);
  const editing = o.draft?.share.type === share.type && o.draft.share.id === share.id;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="4" minW="0">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <ItemTitle share={share} />
          <Badge>{t.kind(share.type)}</Badge>
        </HStack>
        <Text>
          {t.mode(share.mode)} · {t.changed(formatDate(share.updatedAt))}
        </Text>
        {share.mode === 'people' && <Text color="page.muted" wordBreak="break-word">{t.people(share.emails)}</Text>}
        {link && (
          <Field.Root>
            <Field.Label>{sharingTexts.link}</Field.Label>
            <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="2">
              <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" aria-label={t.copyLabel(share.title)} onClick={() => o.copyLink(share)}>
                {o.copied === share.id ? sharingTexts.copied : sharingTexts.copyLink}
              </Button>
            </Stack>
          </Field.Root>
        )}
        {editing ? (
          <ChangeShare o={o} />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" aria-label={t.changeLabel(share.title)} onClick={() => o.edit(share)}>
              {t.change}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" aria-label={t.stopLabel(share.title)} onClick={() => o.stop(share)}>
              {t.stop}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

/** What I share: each item with its kind, who can see it, its link to copy, and what can be changed. */
export function MyShares({ o }: { o: Overview }) {
  return (
    <Stack gap="4" as="section" aria-labelledby="my-shares-heading">
      <Heading as="h2" size="lg" id="my-shares-heading">
        {t.mineHeading}
      </Heading>
      {o.mine.length === 0 ? (
        <Text color="page.muted">{t.mineEmpty}</Text>
      ) : (
        <Stack as="ul" gap="3" aria-label={t.mineHeading}>
          {o.mine.map((share) => (
            <ShareCard key={`${share.type}/${share.id}`} o={o} share={share} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
