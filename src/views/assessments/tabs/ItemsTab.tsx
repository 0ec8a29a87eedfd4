import { Badge, Field, Heading, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { wrapsAnywhere } from '../../../components/CodeBadge';
import { useAssessmentEditor, useAssessmentEditorRef } from '../../../machines/assessmentEditor/useAssessmentEditor';
import { fieldError } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';
import { SaveBar } from './SaveBar';
import { DistractorList, MarkingPointList } from '../parts/ItemKeyLists';
import type { Stimulus } from '../parts/StimulusBlock';
import type { AssessmentItem } from '../../../contracts/assessment';

/** Every item, with the source or passage it is asked on above the first question on it. */
export function ItemsTab() {
  const e = useAssessmentEditor(useAssessmentEditorRef());
  if (!e.draft) return null;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack as="ol" gap="5" listStyleType="none">
        {e.draft.items.map((item, i, items) => (
          <Stack as="li" key={item.id} gap="3" aria-label={t.item(i + 1)}>
            {item.stimulus && item.stimulus.title !== items[i - 1]?.stimulus?.title && (
              <StimulusEditor stimulus={item.stimulus} questions={runOf(items, i)} onChange={(stimulus) => runOf(items, i).forEach((j) => e.editItem(j, { stimulus }))} />
            )}
            <ItemCard item={item} i={i} />
          </Stack>
        ))}
      </Stack>
      <SaveBar editor={e} claimed={(f) => /^items\.\d+\.(prompt|answer|marks|stimulus\.\w+)$/.test(f)} />
    </Stack>
  );
}

/** The items from `start` asked on the same source or passage: the run of items after it with the same title. */
function runOf(items: AssessmentItem[], start: number): number[] {
  const title = items[start]!.stimulus?.title;
  const run: number[] = [];
  for (let j = start; j < items.length && items[j]!.stimulus?.title === title; j++) run.push(j);
  return run;
}

/** A source or passage above the questions on it: its words and provenance to paste or correct, and what is asked of them. */
function StimulusEditor({ stimulus, questions, onChange }: { stimulus: Stimulus; questions: number[]; onChange: (stimulus: Stimulus) => void }) {
  return (
    <Stack role="group" gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.bg" aria-label={stimulus.title}>
      <Heading as="h2" size="md">
        {stimulus.title}
      </Heading>
      {stimulus.supply && !stimulus.text && <Text>{stimulus.supply}</Text>}
      <Field.Root>
        <Field.Label>{t.stimulusText(stimulus.title)}</Field.Label>
        <Textarea value={stimulus.text} rows={6} onChange={(ev) => onChange({ ...stimulus, text: ev.target.value })} />
        <Field.HelperText>{t.stimulusShared(questions.length)}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t.stimulusProvenance(stimulus.title)}</Field.Label>
        <Input value={stimulus.provenance} onChange={(ev) => onChange({ ...stimulus, provenance: ev.target.value })} />
      </Field.Root>
    </Stack>
  );
}

/** One item: its question, answer and marks to edit; its options, their misconceptions and marking points to read. */
function ItemCard({ item, i }: { item: AssessmentItem; i: number }) {
  const e = useAssessmentEditor(useAssessmentEditorRef());
  const error = (field: string) => fieldError(e.failure, field);
  return (
    <Stack gap="3" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="5" bg="page.surface">
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
      <DistractorList item={item} />
      <MarkingPointList item={item} />
    </Stack>
  );
}
