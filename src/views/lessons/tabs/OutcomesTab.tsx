import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { describeFailure } from '../../../lib/failure';
import { useLessonReplan } from '../../../machines/lessonReplan/useLessonReplan';
import type { Lesson } from '../../../services/lessonApi';
import { useLessonEditor, useLessonEditorRef } from '../../../machines/lessonEditor/useLessonEditor';
import { useCurriculumOptions, useOutcomePickerActor } from '../../../machines/outcomePicker/useOutcomePicker';
import { Attribution, OutcomeList } from '../../outcomes/OutcomeList';
import { OutcomePicker } from '../../outcomes/OutcomePicker';
import { FailureAlert } from '../parts';
import { lessonTexts } from '../texts';
import { SaveBar } from './PlanTab';

/**
 * Once saved outcomes differ from those the plan was made from: plan again, or keep the plan. Both answer with the
 * saved lesson, which replaces the draft, so both wait until the draft is saved.
 */
function ReplanOffer({ lesson, dirty, onLessonChanged }: { lesson: Lesson; dirty: boolean; onLessonChanged: (lesson: Lesson) => void }) {
  const r = useLessonReplan(lesson, onLessonChanged);
  if (!r.offered) return null;
  return (
    <Alert.Root status="info" role="region" aria-label={lessonTexts.replanTitle}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{lessonTexts.replanTitle}</Alert.Title>
        <Alert.Description>{dirty ? lessonTexts.saveBeforeReplan : lessonTexts.replanText}</Alert.Description>
        {r.failure && <Text color="fg.error">{describeFailure(r.failure)}</Text>}
        <HStack gap="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={r.replan} disabled={dirty || r.isKeeping} loading={r.isReplanning} loadingText={lessonTexts.replanning}>
            {lessonTexts.replan}
          </Button>
          <Button size="sm" variant="ghost" onClick={r.keep} disabled={dirty || r.isReplanning} loading={r.isKeeping} loadingText={lessonTexts.keepingPlan}>
            {lessonTexts.keepPlan}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

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
      {e.lesson && <ReplanOffer lesson={e.lesson} dirty={e.isDirty} onLessonChanged={e.replaced} />}
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
