import { Button, Stack, Text } from '@chakra-ui/react';
import { useLessonEditor, useLessonEditorRef } from '../../../machines/lessonEditor/useLessonEditor';
import { useCurriculumOptions, useOutcomePickerActor } from '../../../machines/outcomePicker/useOutcomePicker';
import { Attribution, OutcomeList } from '../../outcomes/OutcomeList';
import { OutcomePicker } from '../../outcomes/OutcomePicker';
import { FailureAlert } from '../parts';
import { lessonTexts } from '../texts';
import { SaveBar } from './PlanTab';

/** The lesson's outcomes: remove one (its citations go too) or add from the real curriculum; saved with Save. */
export function OutcomesTab() {
  const e = useLessonEditor(useLessonEditorRef());
  const picker = useOutcomePickerActor();
  const options = useCurriculumOptions(picker);
  if (!e.draft) return null;
  const outcomes = e.draft.outcomes;
  return (
    <Stack gap="6">
      <FailureAlert failure={e.failure} draftKept />
      <Text color="page.muted">{lessonTexts.lessonOutcomesIntro}</Text>
      {outcomes.length === 0 ? (
        <Text color="page.muted">{lessonTexts.noOutcomesChosen}</Text>
      ) : (
        <OutcomeList
          outcomes={outcomes}
          label={lessonTexts.chosenOutcomes}
          action={(o) => (
            <Button size="sm" variant="ghost" onClick={() => e.removeOutcome(o.code)} aria-label={`${lessonTexts.remove} ${o.shortCode || o.code}`}>
              {lessonTexts.remove}
            </Button>
          )}
        />
      )}
      <Attribution options={options} frameworks={outcomes.map((o) => o.framework)} />
      <OutcomePicker picker={picker} chosen={outcomes.map((o) => o.code)} onPick={e.addOutcome} />
      <SaveBar />
    </Stack>
  );
}
