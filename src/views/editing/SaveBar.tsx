import { Button, HStack, Text } from '@chakra-ui/react';
import type { Failure } from '../../lib/failure';
import { FailureAlert } from '../lessons/parts';

export interface SaveBarTexts {
  save: string;
  saving: string;
  saved: string;
  discard: string;
  unsaved: string;
}

export interface DraftState {
  failure: Failure | null;
  canSave: boolean;
  isSaving: boolean;
  isDirty: boolean;
  justSaved: boolean;
  save: () => void;
  discard: () => void;
}

/**
 * Save and discard for an editor's draft, kept in view at the bottom; what went wrong is said above it, except the
 * field messages (`claimed`) shown at their fields. `busy` holds "Discard changes" while the editor works.
 */
export function SaveBar({ draft, texts, claimed = () => false, busy = draft.isSaving }: { draft: DraftState; texts: SaveBarTexts; claimed?: (field: string) => boolean; busy?: boolean }) {
  return (
    <>
      <FailureAlert failure={draft.failure} claimed={claimed} draftKept />
      <HStack gap="3" wrap="wrap" position="sticky" bottom="0" bg="page.bg" py="3" zIndex="docked">
        <Button colorPalette="brand" onClick={draft.save} disabled={!draft.canSave} loading={draft.isSaving} loadingText={texts.saving}>
          {texts.save}
        </Button>
        <Button variant="outline" onClick={draft.discard} disabled={!draft.isDirty || busy}>
          {texts.discard}
        </Button>
        <Text role="status" color="page.muted">
          {draft.justSaved ? texts.saved : draft.isDirty ? texts.unsaved : ''}
        </Text>
      </HStack>
    </>
  );
}
