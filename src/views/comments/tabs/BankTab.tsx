import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCommentBank } from '../../../machines/commentBank/useCommentBank';
import { useCommentEditor, useCommentEditorRef } from '../../../machines/commentEditor/useCommentEditor';
import { FailureAlert, LoadState } from '../../lessons/parts';
import { commentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

/** The teacher's comment bank: each kept comment added to a student's comment, or deleted. */
export function BankTab() {
  const e = useCommentEditor(useCommentEditorRef());
  const bank = useCommentBank();
  const students = e.draft?.students ?? [];
  return (
    <Stack gap="5" maxW="4xl">
      <Text color="page.muted">{t.bankIntro}</Text>
      <LoadState isLoading={bank.isLoading} failed={bank.loadFailed} failure={bank.failure} retry={bank.retry} loadingLabel={t.loadingBank}>
        <FailureAlert failure={bank.failure} />
        {bank.comments.length === 0 && <Text color="page.muted">{t.emptyBank}</Text>}
        <Stack as="ul" gap="3" listStyleType="none">
          {bank.comments.map((saved, n) => (
            <Stack as="li" key={saved.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
              <Text whiteSpace="pre-wrap">{saved.text}</Text>
              <HStack gap="3" wrap="wrap">
                <NativeSelect.Root size="sm" maxW="64" disabled={students.length === 0}>
                  <NativeSelect.Field
                    aria-label={`${t.addTo} (${n + 1})`}
                    value=""
                    onChange={(ev) => ev.target.value !== '' && e.appendComment(Number(ev.target.value), saved.text)}
                  >
                    <option value="">{t.addTo}</option>
                    {students.map((s, i) => (
                      <option key={s.id || `new-${i}`} value={String(i)}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => bank.remove(saved.id)} loading={bank.deleting === saved.id} aria-label={`${t.deleteSaved} (${n + 1})`}>
                  {t.deleteSaved}
                </Button>
              </HStack>
            </Stack>
          ))}
        </Stack>
      </LoadState>
      <SaveBar editor={e} />
    </Stack>
  );
}
