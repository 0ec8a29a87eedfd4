import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { useLessonEditor } from '../../../machines/lessonEditor/useLessonEditor';
import type { CheckList } from '../../../machines/lessonEditor/types';
import type { CheckItem, LessonPhase } from '../../../services/lessonApi';
import { keywordSourceLabel, Section, SupplyNotes } from '../content';
import { fieldError, LinesField } from '../parts';
import { lessonTexts } from '../texts';
import { ListEntry, TextField } from './fields';
import { TextsEditor } from './TextsEditor';

/** The fields of the teaching content this editor shows at the field itself (the alert above lists the others). */
export const contentFields =
  /^(learningOutcome|drivingQuestion|priorKnowledge|keyLearningPoints|misconceptions|keywords|starterCheck|exitCheck|sequence|phases\.\d+\.(explanation|workedExample|texts|check|practice|safety|supply))(\.|$)/;

/** The editor as the plan tab reads it once; its parts take it as a prop rather than each subscribing again. */
type Editor = ReturnType<typeof useLessonEditor>;

const listPath = (list: CheckList) => ('phase' in list ? `phases.${list.phase}.${list.field}` : list.field);

/** Questions with their answers (and choices for a hinge question), for the lesson's checks or a phase's. */
function ChecksEditor({ e, label, list, items }: { e: Editor; label: string; list: CheckList; items: CheckItem[] }) {
  const error = (path: string) => fieldError(e.failure, `${listPath(list)}.${path}`);
  return (
    <Section label={label} level={'phase' in list ? 'h4' : 'h2'}>
      {items.map((item, index) => (
        <ListEntry
          key={index}
          label={`${label}: ${lessonTexts.question(index + 1)}`}
          number={lessonTexts.question(index + 1)}
          removeLabel={lessonTexts.removeQuestion(index + 1)}
          onRemove={() => e.removeCheck(list, index)}
        >
          <TextField label={lessonTexts.prompt} value={item.prompt} error={error(`${index}.prompt`)} onChange={(prompt) => e.editCheck(list, index, { prompt })} multiline />
          {item.options && (
            <LinesField label={lessonTexts.options} value={item.options} error={error(`${index}.options`)} onChange={(options) => e.editCheck(list, index, { options })} />
          )}
          <TextField label={lessonTexts.answer} value={item.answer} error={error(`${index}.answer`)} onChange={(answer) => e.editCheck(list, index, { answer })} />
        </ListEntry>
      ))}
      <Button alignSelf="start" size="sm" variant="outline" onClick={() => e.addCheck(list)}>
        {lessonTexts.addQuestion}
      </Button>
    </Section>
  );
}

/** Before the phases: the learning outcome, what students bring, the misconceptions, the keywords and the starter check. */
export function PlanIntroEditor({ e }: { e: Editor }) {
  const draft = e.draft;
  if (!draft) return null;
  const error = (field: string) => fieldError(e.failure, field);
  const level = e.lesson?.readingLevel;
  return (
    <>
      {draft.learningOutcome !== undefined && (
        <Section label={lessonTexts.learningOutcome}>
          <TextField label={lessonTexts.learningOutcome} value={draft.learningOutcome} error={error('learningOutcome')} onChange={(learningOutcome) => e.editContent({ learningOutcome })} multiline />
          {draft.drivingQuestion !== undefined && (
            <TextField label={lessonTexts.drivingQuestion} value={draft.drivingQuestion} error={error('drivingQuestion')} onChange={(drivingQuestion) => e.editContent({ drivingQuestion })} />
          )}
          {level && (
            <Text fontSize="sm" color="page.muted">
              {lessonTexts.readingLevelOf(level.targetGrade, level.measuredGrade)}
            </Text>
          )}
        </Section>
      )}
      {draft.priorKnowledge && (
        <LinesField label={lessonTexts.priorKnowledge} value={draft.priorKnowledge} error={error('priorKnowledge')} onChange={(priorKnowledge) => e.editContent({ priorKnowledge })} />
      )}
      {draft.keyLearningPoints && (
        <LinesField label={lessonTexts.keyLearningPoints} value={draft.keyLearningPoints} error={error('keyLearningPoints')} onChange={(keyLearningPoints) => e.editContent({ keyLearningPoints })} />
      )}
      {draft.misconceptions && (
        <Section label={lessonTexts.misconceptions}>
          {draft.misconceptions.map((m, index) => (
            <Stack key={index} as="fieldset" aria-label={lessonTexts.misconceptionNumber(index + 1)} gap="2" borderStartWidth="2px" borderColor="page.border" ps="3">
              <TextField label={lessonTexts.misconception} value={m.misconception} error={error(`misconceptions.${index}.misconception`)} onChange={(misconception) => e.editMisconception(index, { misconception })} multiline />
              <TextField label={lessonTexts.misconceptionResponse} value={m.response} error={error(`misconceptions.${index}.response`)} onChange={(response) => e.editMisconception(index, { response })} multiline />
              <HStack justify="space-between">
                <Text fontSize="sm" color="page.muted">
                  {m.source && lessonTexts.materialSource(m.source)}
                </Text>
                <Button size="xs" variant="ghost" onClick={() => e.removeMisconception(index)} aria-label={`${lessonTexts.remove} ${lessonTexts.misconceptionNumber(index + 1)}`}>
                  {lessonTexts.remove}
                </Button>
              </HStack>
            </Stack>
          ))}
          <Button alignSelf="start" size="sm" variant="outline" onClick={e.addMisconception}>
            {lessonTexts.addMisconception}
          </Button>
        </Section>
      )}
      {draft.keywords && (
        <Section label={lessonTexts.keywords}>
          {draft.keywords.map((k, index) => (
            <Stack key={index} as="fieldset" aria-label={lessonTexts.keywordNumber(index + 1)} gap="2" borderStartWidth="2px" borderColor="page.border" ps="3">
              <HStack align="start" gap="3">
                <TextField label={lessonTexts.keyword} value={k.term} error={error(`keywords.${index}.term`)} onChange={(term) => e.editKeyword(index, { term })} />
                <Button size="xs" variant="ghost" mt="8" onClick={() => e.removeKeyword(index)} aria-label={`${lessonTexts.remove} ${lessonTexts.keywordNumber(index + 1)}`}>
                  {lessonTexts.remove}
                </Button>
              </HStack>
              <TextField label={lessonTexts.definition} value={k.definition} error={error(`keywords.${index}.definition`)} onChange={(definition) => e.editKeyword(index, { definition })} multiline />
              <Text fontSize="sm" color="page.muted">
                {keywordSourceLabel(k.source)}
              </Text>
            </Stack>
          ))}
          <Button alignSelf="start" size="sm" variant="outline" onClick={e.addKeyword}>
            {lessonTexts.addKeyword}
          </Button>
        </Section>
      )}
      {draft.starterCheck && <ChecksEditor e={e} label={lessonTexts.starterCheck} list={{ field: 'starterCheck' }} items={draft.starterCheck} />}
    </>
  );
}

/** After the phases: the exit check and, for a project across lessons, what each lesson covers. */
export function PlanCloseEditor({ e }: { e: Editor }) {
  const draft = e.draft;
  if (!draft) return null;
  return (
    <>
      {draft.exitCheck && <ChecksEditor e={e} label={lessonTexts.exitCheck} list={{ field: 'exitCheck' }} items={draft.exitCheck} />}
      {draft.sequence && (
        <Section label={lessonTexts.sequence(draft.sequence.lessons)}>
          <LinesField label={lessonTexts.sequenceOutline} value={draft.sequence.outline} error={fieldError(e.failure, 'sequence')} onChange={e.editSequence} />
        </Section>
      )}
    </>
  );
}

/** A phase's teaching content: the model and worked example, the texts, the questions with answers, the notes. */
export function PhaseContentEditor({ e, index, phase }: { e: Editor; index: number; phase: LessonPhase }) {
  const error = (field: string) => fieldError(e.failure, `phases.${index}.${field}`);
  const example = phase.workedExample;
  return (
    <>
      {phase.explanation && (
        <LinesField label={lessonTexts.explanation} value={phase.explanation} error={error('explanation')} onChange={(explanation) => e.editPhase(index, { explanation })} />
      )}
      {example && (
        <Section label={lessonTexts.workedExample} level="h4">
          <TextField label={lessonTexts.problem} value={example.problem} error={error('workedExample.problem')} onChange={(problem) => e.editWorkedExample(index, { problem })} multiline />
          <LinesField label={lessonTexts.steps} value={example.steps} error={error('workedExample.steps')} onChange={(steps) => e.editWorkedExample(index, { steps })} />
          <TextField label={lessonTexts.answer} value={example.answer} error={error('workedExample.answer')} onChange={(answer) => e.editWorkedExample(index, { answer })} />
        </Section>
      )}
      <TextsEditor e={e} phase={index} texts={phase.texts ?? []} />
      {phase.check && <ChecksEditor e={e} label={lessonTexts.check} list={{ field: 'check', phase: index }} items={phase.check} />}
      {phase.practice && <ChecksEditor e={e} label={lessonTexts.practice} list={{ field: 'practice', phase: index }} items={phase.practice} />}
      {phase.safety && <LinesField label={lessonTexts.safety} value={phase.safety} error={error('safety')} onChange={(safety) => e.editPhase(index, { safety })} />}
      {phase.supply && (
        <Stack gap="2">
          <SupplyNotes lines={phase.supply.filter((line) => line.trim())} />
          <LinesField label={lessonTexts.supply} value={phase.supply} error={error('supply')} onChange={(supply) => e.editPhase(index, { supply })} />
        </Stack>
      )}
    </>
  );
}
