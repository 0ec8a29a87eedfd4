import { Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../../components/ui/select-field';
import { lessonHeaderTexts } from '../../../components/texts';
import type { useLessonEditor } from '../../../machines/lessonEditor/useLessonEditor';
import { methodologies, type Methodology } from '../../../services/lessonApi';
import { differentiationAnchor, KEY_VOCABULARY_ANCHOR } from '../../../machines/lessonSuggestions/landing';
import type { Differentiation } from '../../../services/lessonApi';
import { fieldError, LinesField } from '../parts';
import { lessonTexts } from '../texts';

type Editor = ReturnType<typeof useLessonEditor>;

/** Fields this editor shows its own errors for, so the alert above the plan does not repeat them. */
export const detailFields = /^(yearLevel|subject|durationMinutes|methodology|keyVocabulary|differentiation)(\.|$)/;

/** What the brief said (year level, subject, duration, methodology), the key vocabulary and the differentiation. */
export function LessonDetailsEditor({ e, highlighted }: { e: Editor; highlighted: string }) {
  const draft = e.draft;
  if (!draft) return null;
  const error = (field: string) => fieldError(e.failure, field);
  const differentiation = draft.differentiation;
  const mark = (field: keyof Differentiation) => ({ anchor: differentiationAnchor(field), highlighted: highlighted === differentiationAnchor(field) });
  return (
    <Stack gap="4" as="fieldset" aria-label={lessonTexts.details}>
      <Heading as="h2" size="lg">
        {lessonTexts.details}
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
        <Field.Root invalid={Boolean(error('yearLevel'))}>
          <Field.Label>{lessonTexts.yearLevel}</Field.Label>
          <Input value={draft.yearLevel} onChange={(ev) => e.editDetails({ yearLevel: ev.target.value })} />
          <Field.ErrorText>{error('yearLevel')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('subject'))}>
          <Field.Label>{lessonTexts.subject}</Field.Label>
          <Input value={draft.subject} onChange={(ev) => e.editDetails({ subject: ev.target.value })} />
          <Field.ErrorText>{error('subject')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('durationMinutes'))}>
          <Field.Label>{lessonTexts.durationMinutes}</Field.Label>
          <Input
            type="number"
            min={10}
            max={300}
            value={Number.isFinite(draft.durationMinutes) ? String(draft.durationMinutes) : ''}
            onChange={(ev) => e.editDetails({ durationMinutes: ev.target.valueAsNumber || 0 })}
          />
          <Field.ErrorText>{error('durationMinutes')}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <SelectField
        maxW="sm"
        label={lessonTexts.methodology}
        value={draft.methodology}
        invalid={Boolean(error('methodology'))}
        options={methodologies.map((m) => ({ value: m, label: lessonHeaderTexts.methodology[m] }))}
        onChange={(value) => e.editDetails({ methodology: value as Methodology })}
      >
        <Field.HelperText>{lessonTexts.methodologyKeepsPhases}</Field.HelperText>
      </SelectField>
      {draft.keywords ? (
        <Text color="page.muted" fontSize="sm">
          {lessonTexts.vocabularyFromKeywords}
        </Text>
      ) : (
        <LinesField label={lessonTexts.keyVocabulary} value={draft.keyVocabulary} onChange={(keyVocabulary) => e.editDetails({ keyVocabulary })}
          error={error('keyVocabulary')}
          anchor={KEY_VOCABULARY_ANCHOR}
          highlighted={highlighted === KEY_VOCABULARY_ANCHOR}
        />
      )}
      <LinesField
        label={`${lessonTexts.differentiation}: ${lessonTexts.support}`}
        value={differentiation.support}
        onChange={(support) => e.editDetails({ differentiation: { ...differentiation, support } })}
        error={error('differentiation.support')}
        {...mark('support')}
      />
      <LinesField
        label={`${lessonTexts.differentiation}: ${lessonTexts.extension}`}
        value={differentiation.extension}
        onChange={(extension) => e.editDetails({ differentiation: { ...differentiation, extension } })}
        error={error('differentiation.extension')}
        {...mark('extension')}
      />
      <LinesField
        label={`${lessonTexts.differentiation}: ${lessonTexts.languageSupport}`}
        value={differentiation.languageSupport}
        onChange={(languageSupport) => e.editDetails({ differentiation: { ...differentiation, languageSupport } })}
        error={error('differentiation.languageSupport')}
        {...mark('languageSupport')}
      />
    </Stack>
  );
}
