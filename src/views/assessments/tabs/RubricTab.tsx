import { Field, Input, Stack, Table, Textarea } from '@chakra-ui/react';
import { wrapsAnywhere } from '../../../components/CodeBadge';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { fieldError } from '../../lessons/parts';
import { RubricTable } from '../RubricTable';
import { assessmentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

/** The rubric as a table: a row per criterion, a column per level, every descriptor editable. */
export function RubricTab() {
  const e = useAssessmentEditor(useAssessmentEditorRef());
  if (!e.draft) return null;
  const { rubric } = e.draft;
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="6">
      <RubricTable levels={rubric.levels} minW="3xl">
        {rubric.criteria.map((criterion, c) => (
          <Table.Row key={criterion.id}>
            <Table.Cell verticalAlign="top" minW="48">
              <Field.Root invalid={Boolean(error(`rubric.criteria.${c}.title`))}>
                <Field.Label srOnly>{t.criterionTitle(c + 1)}</Field.Label>
                <Input value={criterion.title} onChange={(ev) => e.editCriterionTitle(c, ev.target.value)} />
                <Field.HelperText {...wrapsAnywhere}>{criterion.outcomeCode}</Field.HelperText>
                <Field.ErrorText>{error(`rubric.criteria.${c}.title`)}</Field.ErrorText>
              </Field.Root>
            </Table.Cell>
            {rubric.levels.map((level, l) => (
              <Table.Cell key={level.name} verticalAlign="top" minW="40">
                <Field.Root invalid={Boolean(error(`rubric.criteria.${c}.descriptors.${l}`))}>
                  <Field.Label srOnly>{t.descriptor(criterion.title, level.name)}</Field.Label>
                  <Textarea value={criterion.descriptors[l] ?? ''} onChange={(ev) => e.editDescriptor(c, l, ev.target.value)} rows={4} />
                  <Field.ErrorText>{error(`rubric.criteria.${c}.descriptors.${l}`)}</Field.ErrorText>
                </Field.Root>
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </RubricTable>
      <SaveBar editor={e} claimed={(f) => /^rubric\.criteria\.\d+\.(title|descriptors\.\d+)$/.test(f)} />
    </Stack>
  );
}
