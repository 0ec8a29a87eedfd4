import { Box, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { wrapsAnywhere } from '../../../components/CodeBadge';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { fieldError } from '../../lessons/parts';
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
      {/* Wide tables scroll sideways inside their box on a phone instead of widening the page. */}
      <Box overflowX="auto" tabIndex={0} aria-label={t.rubricCaption}>
        <Table.Root size="sm" variant="outline" minW="3xl">
          <Table.Caption captionSide="top" textAlign="start">
            {t.rubricCaption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t.criterion}</Table.ColumnHeader>
              {rubric.levels.map((level) => (
                <Table.ColumnHeader key={level.name} scope="col">
                  {level.name}
                  <Text as="span" display="block" fontWeight="normal" color="page.muted">
                    {t.levelMarks(level.marks)}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
          </Table.Body>
        </Table.Root>
      </Box>
      <SaveBar editor={e} claimed={(f) => /^rubric\.criteria\.\d+\.(title|descriptors\.\d+)$/.test(f)} />
    </Stack>
  );
}
