import { Badge, Field, Heading, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { wrapsAnywhere } from '../../../components/CodeBadge';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { fieldError } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';

/** Every item: its question, answer and marks to edit; its options and marking points to read. */
export function ItemsTab() {
  const e = useAssessmentEditor(useAssessmentEditorRef());
  if (!e.draft) return null;
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="6" maxW="3xl">
      <Stack as="ol" gap="5" listStyleType="none">
        {e.draft.items.map((item, i) => (
          <Stack as="li" key={item.id} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface" aria-label={t.item(i + 1)}>
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" size="md">
                {t.item(i + 1)}
              </Heading>
              <Badge>{t.kinds[item.kind] ?? item.kind}</Badge>
              <Badge variant="outline" whiteSpace="normal" h="auto" maxW="full" {...wrapsAnywhere}>
                {t.assesses(item.outcomeCode)}
              </Badge>
            </HStack>
            <Field.Root required invalid={Boolean(error(`items.${i}.prompt`))}>
              <Field.Label>{t.prompt}</Field.Label>
              <Textarea value={item.prompt} onChange={(ev) => e.editItem(i, { prompt: ev.target.value })} rows={3} />
              <Field.ErrorText>{error(`items.${i}.prompt`)}</Field.ErrorText>
            </Field.Root>
            {item.options && (
              <Stack gap="1">
                <Text fontWeight="medium">{t.options}</Text>
                <List.Root ps="5" as="ol" listStyleType="upper-alpha">
                  {item.options.map((option) => (
                    <List.Item key={option}>{option}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
            <Field.Root required invalid={Boolean(error(`items.${i}.answer`))}>
              <Field.Label>{t.answer}</Field.Label>
              <Textarea value={item.answer} onChange={(ev) => e.editItem(i, { answer: ev.target.value })} rows={item.kind === 'extended-response' ? 4 : 1} />
              {item.options && <Field.HelperText>{t.answerIsOption}</Field.HelperText>}
              <Field.ErrorText>{error(`items.${i}.answer`)}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(error(`items.${i}.marks`))} maxW="32">
              <Field.Label>{t.marks}</Field.Label>
              <Input type="number" min={0} max={100} value={String(item.marks)} onChange={(ev) => e.editItem(i, { marks: ev.target.valueAsNumber || 0 })} />
              <Field.ErrorText>{error(`items.${i}.marks`)}</Field.ErrorText>
            </Field.Root>
            {item.markingPoints.length > 0 && (
              <Stack gap="1">
                <Text fontWeight="medium">{t.markingPoints}</Text>
                <List.Root ps="5">
                  {item.markingPoints.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
      <SaveBar editor={e} claimed={(f) => /^items\.\d+\.(prompt|answer|marks)$/.test(f)} />
    </Stack>
  );
}
