import { Field, Heading, Stack, Text } from '@chakra-ui/react';
import { BriefFields } from '../BriefFields';
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
const differentiationLists = ['support', 'extension', 'languageSupport'] as const;

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
      <BriefFields values={draft} error={error} onChange={e.editDetails} />
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
      {differentiationLists.map((field) => (
        <LinesField
          key={field}
          label={`${lessonTexts.differentiation}: ${lessonTexts[field]}`}
          value={differentiation[field]}
          onChange={(lines) => e.editDetails({ differentiation: { ...differentiation, [field]: lines } })}
          error={error(`differentiation.${field}`)}
          {...mark(field)}
        />
      ))}
    </Stack>
  );
}
