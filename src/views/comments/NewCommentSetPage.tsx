import { Field, HStack, Input, NativeSelect, RadioGroup, Textarea } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { CommentSource } from '../../machines/commentBrief/types';
import { useCommentBrief } from '../../machines/commentBrief/useCommentBrief';
import { useOutcomePickerActor } from '../../machines/outcomePicker/useOutcomePicker';
import { NewItemFrame } from '../editing/NewItemPage';
import { fieldError } from '../lessons/parts';
import { ChosenOutcomes } from '../outcomes/ChosenOutcomes';
import { commentTexts as t } from './texts';

const briefFields = ['title', 'yearLevel', 'subject', 'outcomes', 'students', 'fromAssessment'];
const sources: CommentSource[] = ['outcomes', 'assessment'];

/** /comments/editor/new (?fromAssessment=): what a comment set starts from. */
export function NewCommentSetPage() {
  const [params] = useSearchParams();
  const brief = useCommentBrief(params.get('fromAssessment'));
  const picker = useOutcomePickerActor();
  const { draft, failure } = brief;
  const error = (field: string) => fieldError(failure, field);
  return (
    <NewItemFrame texts={t} listPath="/comments" failure={failure} fields={briefFields} create={brief}>
      <Field.Root required invalid={Boolean(error('title'))}>
        <Field.Label>{t.title}</Field.Label>
        <Input value={draft.title} onChange={(e) => brief.edit({ title: e.target.value })} />
        <Field.ErrorText>{error('title')}</Field.ErrorText>
      </Field.Root>
      <HStack gap="4" align="start" wrap="wrap">
        <Field.Root invalid={Boolean(error('yearLevel'))} maxW="48">
          <Field.Label>{t.yearLevel}</Field.Label>
          <Input value={draft.yearLevel} onChange={(e) => brief.edit({ yearLevel: e.target.value })} />
          <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('subject'))} maxW="64">
          <Field.Label>{t.subject}</Field.Label>
          <Input value={draft.subject} onChange={(e) => brief.edit({ subject: e.target.value })} />
          <Field.ErrorText>{error('subject')}</Field.ErrorText>
        </Field.Root>
      </HStack>
      <RadioGroup.Root value={draft.source} onValueChange={(d) => brief.edit({ source: d.value as CommentSource })}>
        <RadioGroup.Label>{t.startFrom}</RadioGroup.Label>
        <HStack gap="6" wrap="wrap" mt="2">
          {sources.map((source) => (
            <RadioGroup.Item key={source} value={source}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t.sources[source]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {draft.source === 'assessment' ? (
        // Inside a field, the select follows the field's disabled, not its own root's.
        <Field.Root required invalid={Boolean(error('fromAssessment'))} disabled={brief.isLoadingAssessments}>
          <Field.Label>{t.assessment}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.assessmentId} onChange={(e) => brief.edit({ assessmentId: e.target.value })}>
              <option value="">{brief.isLoadingAssessments ? t.loadingAssessments : t.chooseAssessment}</option>
              {brief.assessments.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            {brief.assessmentsFailed ? t.assessmentsFailed : !brief.isLoadingAssessments && brief.assessments.length === 0 ? t.noAssessments : t.assessmentHelp}
          </Field.HelperText>
          <Field.ErrorText>{error('fromAssessment')}</Field.ErrorText>
        </Field.Root>
      ) : (
        <>
          <ChosenOutcomes
            outcomes={draft.outcomes}
            error={error('outcomes')}
            texts={{ heading: t.chosenOutcomes, none: t.noOutcomesChosen, remove: t.remove }}
            picker={picker}
            onAdd={brief.addOutcome}
            onRemove={brief.removeOutcome}
          />
          <Field.Root invalid={Boolean(error('students'))}>
            <Field.Label>{t.classList}</Field.Label>
            <Textarea value={draft.classText} onChange={(e) => brief.edit({ classText: e.target.value })} rows={6} />
            <Field.HelperText>{t.classHelp}</Field.HelperText>
            <Field.ErrorText>{error('students')}</Field.ErrorText>
          </Field.Root>
        </>
      )}
    </NewItemFrame>
  );
}
