import { Stack, Text } from '@chakra-ui/react';
import { useCommentEditor, useCommentEditorRef } from '../../../machines/commentEditor/useCommentEditor';
import { useOutcomePickerActor } from '../../../machines/outcomePicker/useOutcomePicker';
import { fieldError } from '../../lessons/parts';
import { ChosenOutcomes } from '../../outcomes/ChosenOutcomes';
import { commentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

/** The outcomes the comments speak to: removed (with their ratings) or added with the outcome picker. */
export function OutcomesTab() {
  const e = useCommentEditor(useCommentEditorRef());
  const picker = useOutcomePickerActor();
  if (!e.draft) return null;
  return (
    <Stack gap="5" maxW="3xl">
      <Text color="page.muted">{t.outcomesIntro}</Text>
      <ChosenOutcomes
        outcomes={e.draft.outcomes}
        error={fieldError(e.failure, 'outcomes')}
        texts={{ heading: t.chosenOutcomes, none: t.noOutcomesChosen, remove: t.remove }}
        picker={picker}
        onAdd={e.addOutcome}
        onRemove={e.removeOutcome}
      />
      <SaveBar editor={e} claimed={(f) => f === 'outcomes' || f.startsWith('outcomes.')} />
    </Stack>
  );
}
