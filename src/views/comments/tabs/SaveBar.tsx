import { Button, HStack, Text } from '@chakra-ui/react';
import type { useCommentEditor } from '../../../machines/commentEditor/useCommentEditor';
import { FailureAlert } from '../../lessons/parts';
import { commentTexts as t } from '../texts';

/** Save and discard for the draft the class, outcomes and comments tabs share; field messages stay at their fields. */
export function SaveBar({ editor, claimed = () => false }: { editor: ReturnType<typeof useCommentEditor>; claimed?: (field: string) => boolean }) {
  return (
    <>
      <FailureAlert failure={editor.failure} claimed={claimed} draftKept />
      <HStack gap="3" wrap="wrap" position="sticky" bottom="0" bg="page.bg" py="3" zIndex="docked">
        <Button colorPalette="brand" onClick={editor.save} disabled={!editor.canSave} loading={editor.isSaving} loadingText={t.saving}>
          {t.save}
        </Button>
        <Button variant="outline" onClick={editor.discard} disabled={!editor.isDirty || editor.isBusy}>
          {t.discard}
        </Button>
        <Text role="status" color="page.muted">
          {editor.justSaved ? t.saved : editor.isDirty ? t.unsaved : ''}
        </Text>
      </HStack>
    </>
  );
}
