import type { ReactNode } from 'react';
import { Button, Field, Heading, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLessonEditor, useLessonEditorRef } from '../../../machines/lessonEditor/useLessonEditor';
import type { LessonOutcome, LessonPhase } from '../../../services/lessonApi';
import type { Failure } from '../../../lib/failure';
import { useLocation } from 'react-router-dom';
import { phaseAnchor, SUCCESS_CRITERIA_ANCHOR } from '../../../machines/lessonSuggestions/landing';
import { FailureAlert, fieldError, HighlightNote, highlightProps, LinesField, MaterialNotice, OutcomeCode, PhaseMaterials, ScrollToAnchor } from '../parts';
import { lessonTexts } from '../texts';
import { contentFields, PhaseContentEditor, PlanCloseEditor, PlanIntroEditor } from './ContentEditor';
import { detailFields, LessonDetailsEditor } from './DetailsEditor';

const claimedFields = /^(title|description|phases\.\d+\.(title|minutes|teacherActions|studentActions|resources|materials)|successCriteria\.\d+)(\.|$)/;

function PhaseEditor({
  index,
  phase,
  outcomes,
  failure,
  onEdit,
  onRemove,
  canRemove,
  content,
  highlighted,
}: {
  index: number;
  phase: LessonPhase;
  outcomes: LessonOutcome[];
  failure: Failure | null;
  onEdit: (changes: Partial<LessonPhase>) => void;
  onRemove: () => void;
  canRemove: boolean;
  /** The phase's teaching content, edited in place. */
  content: ReactNode;
  /** The anchor the address points at (a suggestion's change), or ''. */
  highlighted: string;
}) {
  const mark = (field: 'teacherActions' | 'studentActions' | 'minutes') => ({ anchor: phaseAnchor(index, field), highlighted: highlighted === phaseAnchor(index, field) });
  const error = (field: string) => fieldError(failure, `phases.${index}.${field}`);
  const label = lessonTexts.phase(index + 1);
  return (
    <Stack as="fieldset" aria-label={label} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
      <HStack justify="space-between">
        <Heading as="h3" size="sm" color="page.muted">
          {label}
        </Heading>
        {canRemove && (
          <Button size="xs" variant="ghost" onClick={onRemove} aria-label={`${lessonTexts.removePhase} ${index + 1}`}>
            {lessonTexts.removePhase}
          </Button>
        )}
      </HStack>
      <HStack align="start" gap="3">
        <Field.Root invalid={Boolean(error('title'))} flex="1">
          <Field.Label>{lessonTexts.phaseTitle}</Field.Label>
          <Input value={phase.title} onChange={(e) => onEdit({ title: e.target.value })} />
          <Field.ErrorText>{error('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('minutes'))} maxW="32" {...highlightProps(mark('minutes'))}>
          <HighlightNote highlighted={mark('minutes').highlighted} />
          <Field.Label>{lessonTexts.phaseMinutes}</Field.Label>
          <Input type="number" value={Number.isFinite(phase.minutes) ? String(phase.minutes) : ''} onChange={(e) => onEdit({ minutes: e.target.valueAsNumber || 0 })} />
          <Field.ErrorText>{error('minutes')}</Field.ErrorText>
        </Field.Root>
      </HStack>
      <LinesField label={lessonTexts.teacherActions} value={phase.teacherActions} onChange={(teacherActions) => onEdit({ teacherActions })} error={error('teacherActions')} {...mark('teacherActions')} />
      <LinesField label={lessonTexts.studentActions} value={phase.studentActions} onChange={(studentActions) => onEdit({ studentActions })} error={error('studentActions')} {...mark('studentActions')} />
      {content}
      <PhaseMaterials phase={phase} onRemove={(sliceId) => onEdit({ materials: (phase.materials ?? []).filter((m) => m.sliceId !== sliceId) })} />
      {error('materials') && <Text color="fg.error">{error('materials')}</Text>}
      <LinesField label={lessonTexts.resources} value={phase.resources} onChange={(resources) => onEdit({ resources })} error={error('resources')} />
      {phase.outcomeCodes.length > 0 && (
        <HStack gap="2" wrap="wrap" aria-label={`${lessonTexts.cites}: ${phase.title}`}>
          {phase.outcomeCodes.map((code) => (
            <OutcomeCode key={code} outcome={outcomes.find((o) => o.code === code) ?? { code }} />
          ))}
        </HStack>
      )}
      {error('outcomeCodes') && <Text color="fg.error">{error('outcomeCodes')}</Text>}
    </Stack>
  );
}

/** Save and discard, enabled only when the machine says so (the draft differs from the saved lesson). */
export function SaveBar() {
  const e = useLessonEditor(useLessonEditorRef());
  return (
    <HStack gap="3" position="sticky" bottom="0" bg="page.bg" py="3" borderTopWidth="1px" borderColor="page.border">
      <Button colorPalette="brand" onClick={e.save} disabled={!e.canSave} loading={e.isSaving} loadingText={lessonTexts.saving}>
        {lessonTexts.save}
      </Button>
      <Button variant="ghost" onClick={e.discard} disabled={!e.isDirty || e.isSaving}>
        {lessonTexts.discard}
      </Button>
      <Text role="status" color="page.muted" fontSize="sm">
        {e.isDirty ? lessonTexts.unsaved : e.justSaved ? lessonTexts.saved : ''}
      </Text>
    </HStack>
  );
}

/** The plan tab: the teaching content, phases and success criteria, edited in the machine's draft. */
export function PlanTab() {
  const e = useLessonEditor(useLessonEditorRef());
  // "Show it in the plan" after a suggestion went in: the address names the field it changed.
  const highlighted = useLocation().hash.slice(1);
  const draft = e.draft;
  if (!draft) return null;
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="6">
      <ScrollToAnchor anchor={highlighted} />
      <FailureAlert failure={e.failure} draftKept claimed={(f) => claimedFields.test(f) || contentFields.test(f) || detailFields.test(f)} />
      <Field.Root invalid={Boolean(error('title'))}>
        <Field.Label>{lessonTexts.title}</Field.Label>
        <Input value={draft.title} onChange={(ev) => e.editDetails({ title: ev.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error('description'))}>
        <Field.Label>{lessonTexts.description}</Field.Label>
        <Textarea value={draft.description} onChange={(ev) => e.editDetails({ description: ev.target.value })} rows={2} />
        <Field.ErrorText>{error('description')}</Field.ErrorText>
      </Field.Root>
      <LessonDetailsEditor e={e} highlighted={highlighted} />
      <PlanIntroEditor e={e} />
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {lessonTexts.phases}
        </Heading>
        <MaterialNotice notice={e.lesson?.materialNotice} />
        {draft.phases.map((phase, index) => (
          <PhaseEditor
            key={index}
            index={index}
            phase={phase}
            outcomes={draft.outcomes}
            failure={e.failure}
            onEdit={(changes) => e.editPhase(index, changes)}
            onRemove={() => e.removePhase(index)}
            canRemove={draft.phases.length > 1}
            content={<PhaseContentEditor e={e} index={index} phase={phase} />}
            highlighted={highlighted}
          />
        ))}
        <Button alignSelf="start" variant="outline" onClick={e.addPhase}>
          {lessonTexts.addPhase}
        </Button>
      </Stack>
      <PlanCloseEditor e={e} />
      <Stack gap="3" as="fieldset" aria-label={lessonTexts.successCriteria} {...highlightProps({ anchor: SUCCESS_CRITERIA_ANCHOR, highlighted: highlighted === SUCCESS_CRITERIA_ANCHOR })}>
        <Heading as="h2" size="lg">
          {lessonTexts.successCriteria}
        </Heading>
        <HighlightNote highlighted={highlighted === SUCCESS_CRITERIA_ANCHOR} />
        {draft.successCriteria.map((criterion, index) => {
          const message = error(`successCriteria.${index}`);
          return (
            <HStack key={index} align="start">
              <Field.Root invalid={Boolean(message)}>
                <Field.Label srOnly>{lessonTexts.criterion(index + 1)}</Field.Label>
                <Input value={criterion.text} onChange={(ev) => e.editCriterion(index, ev.target.value)} />
                <Field.ErrorText>{message}</Field.ErrorText>
              </Field.Root>
              <IconButton variant="ghost" aria-label={`${lessonTexts.removeCriterion} ${index + 1}`} onClick={() => e.removeCriterion(index)}>
                ×
              </IconButton>
            </HStack>
          );
        })}
        <Button alignSelf="start" variant="outline" onClick={e.addCriterion}>
          {lessonTexts.addCriterion}
        </Button>
      </Stack>
      <SaveBar />
    </Stack>
  );
}
