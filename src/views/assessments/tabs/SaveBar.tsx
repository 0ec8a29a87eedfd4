import { Button, HStack, Text } from '@chakra-ui/react';
import type { Failure } from '../../../lib/failure';
import { FailureAlert } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';

/** What an editor's hook hands the save bar (an assessment's, a unit's). */
export interface SavingDraft {
  failure: Failure | null;
  canSave: boolean;
  isSaving: boolean;
  isDirty: boolean;
  justSaved: boolean;
  save: () => void;
  discard: () => void;
}

/** Save and discard for the draft an editor's tabs share; field messages stay at their fields. */
export function SaveBar({ editor, claimed }: { editor: SavingDraft; claimed: (field: string) => boolean }) {
  return (
    <>
      <FailureAlert failure={editor.failure} claimed={claimed} draftKept />
      <HStack gap="3" wrap="wrap" position="sticky" bottom="0" bg="page.bg" py="3">
        <Button colorPalette="brand" onClick={editor.save} disabled={!editor.canSave} loading={editor.isSaving} loadingText={t.saving}>
          {t.save}
        </Button>
        <Button variant="outline" onClick={editor.discard} disabled={!editor.isDirty || editor.isSaving}>
          {t.discard}
        </Button>
        <Text role="status" color="page.muted">
          {editor.justSaved ? t.saved : editor.isDirty ? t.unsaved : ''}
        </Text>
      </HStack>
    </>
  );
}
