import { Badge, Box, Button, Field, Heading, HStack, List, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { useAssessmentMarking } from '../../../machines/assessmentMarking/useAssessmentMarking';
import { useStudentReading } from '../../../machines/studentReading/useStudentReading';
import type { Assessment, Evidence, ItemProposal, Proposals, StudentResult } from '../../../services/assessmentApi';
import { LoadState } from '../../lessons/parts';
import { assessmentTexts as t } from '../texts';

type Marking = ReturnType<typeof useAssessmentMarking>;
type Props = { marking: Marking; student: StudentResult; assessment: Assessment };

/** The student's answers item by item and the levels proposed from them: read from the saved work, one reading per save. */
export function WorkReading(props: Props) {
  const r = useStudentReading(props.assessment.id, props.student.studentId);
  return (
    <Stack gap="5">
      <ItemAnswers {...props} proposals={r.proposals} />
      <Stack gap="2" as="section" aria-labelledby="proposals-title">
        <Heading as="h4" size="sm" id="proposals-title">
          {t.proposalsTitle}
        </Heading>
        <Text color="page.muted">{t.proposalsHelp}</Text>
        <LoadState isLoading={r.isReading} failed={r.readFailed} failure={r.failure} retry={r.retry} loadingLabel={t.readingWork}>
          {r.proposals && <ProposedLevels {...props} proposals={r.proposals} />}
        </LoadState>
      </Stack>
    </Stack>
  );
}

const questionOf = (assessment: Assessment, itemId: string) => assessment.items.findIndex((i) => i.id === itemId) + 1;

/** The student's own words, each with the question it answers and what it shows. */
function Quotes({ evidence, assessment }: { evidence: Evidence[]; assessment: Assessment }) {
  if (!evidence.length) return null;
  return (
    <List.Root gap="1" ps="5">
      {evidence.map((e, i) => (
        <List.Item key={`${e.itemId}-${i}`}>
          <Text as="span" color="page.muted">
            {t.quoteIn(questionOf(assessment, e.itemId))}{' '}
          </Text>
          <Text as="q" fontStyle="italic">
            {e.quote}
          </Text>{' '}
          <Badge size="sm" variant="subtle" colorPalette={e.status === 'found' || e.status === 'correct' ? 'green' : e.status === 'partial' ? 'orange' : 'red'}>
            {t[e.status]}
          </Badge>
        </List.Item>
      ))}
    </List.Root>
  );
}

function ProposedLevels({ marking: m, student, assessment, proposals }: Props & { proposals: Proposals }) {
  const { rubric } = assessment;
  return (
    <Stack gap="3">
      {proposals.note && <Text color="page.muted">{proposals.note}</Text>}
      <List.Root gap="3" variant="plain">
        {proposals.criteria.map((p) => {
          const criterion = rubric.criteria.find((c) => c.id === p.criterionId);
          if (!criterion) return null;
          const level = p.level === null ? null : rubric.levels[p.level]?.name ?? null;
          const taken = p.level !== null && student.levels[p.criterionId] === p.level;
          return (
            <List.Item key={p.criterionId} display="block">
              <Text fontWeight="medium">{level ? t.proposedLevel(criterion.title, level) : t.noProposal(criterion.title)}</Text>
              <Text color="page.muted">{p.reason}</Text>
              <Quotes evidence={p.evidence} assessment={assessment} />
              {level && (
                <HStack mt="1">
                  {taken ? (
                    <Text color="page.muted">{t.accepted}</Text>
                  ) : (
                    <Button size="sm" variant="outline" aria-label={t.acceptLevelFor(level, criterion.title)} disabled={!m.canChooseLevels} onClick={() => m.acceptProposal(student.studentId, p.criterionId, p.level!)}>
                      {t.acceptLevel(level)}
                    </Button>
                  )}
                </HStack>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

/** Whole marks from none to the item's, for the teacher's own mark. */
const markChoices = (max: number) => Array.from({ length: Math.floor(max) + 1 }, (_, i) => i);

function ItemAnswers({ marking: m, student, assessment, proposals }: Props & { proposals: Proposals | null }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="answers-title">
      <Heading as="h4" size="sm" id="answers-title">
        {t.answersTitle}
      </Heading>
      <Text color="page.muted">{t.answersHelp}</Text>
      {assessment.items.map((item, index) => {
        const question = index + 1;
        const reading: ItemProposal | undefined = proposals?.items.find((p) => p.itemId === item.id);
        const counted = student.items.find((i) => i.itemId === item.id);
        const own = student.itemMarks[item.id];
        return (
          <Box key={item.id} borderTopWidth="1px" borderColor="page.border" pt="2">
            <Field.Root invalid={Boolean(m.openFailure?.fields[`answers.${item.id}`])}>
              <Field.Label>{t.answerFor(question)}</Field.Label>
              <Field.HelperText mt="0" mb="1">
                {item.prompt}
              </Field.HelperText>
              <Textarea value={m.openAnswers[item.id] ?? ''} onChange={(ev) => m.editAnswer(item.id, ev.target.value)} rows={item.kind === 'extended-response' ? 4 : 1} autoresize />
              <Field.ErrorText>{m.openFailure?.fields[`answers.${item.id}`]}</Field.ErrorText>
            </Field.Root>
            {reading && (
              <Box mt="1">
                <Text color="page.muted">
                  {reading.read === 'key' ? t.fromKey(reading.marks, reading.max) : t.proposedMarks(reading.marks, reading.max)} {reading.reason}
                </Text>
                {reading.read === 'points' && <Quotes evidence={reading.evidence} assessment={assessment} />}
                {reading.read === 'points' && reading.marks !== null && own !== reading.marks && item.kind !== 'extended-response' && (
                  <Button mt="1" size="sm" variant="outline" aria-label={t.acceptMarksFor(reading.marks, question)} disabled={!m.canChooseLevels} onClick={() => m.setItemMark(student.studentId, item.id, reading.marks)}>
                    {t.acceptMarks(reading.marks)}
                  </Button>
                )}
              </Box>
            )}
            <HStack mt="2" gap="3" wrap="wrap">
              <NativeSelect.Root size="sm" maxW="56" disabled={!m.canChooseLevels}>
                <NativeSelect.Field
                  aria-label={t.itemMarksFor(question)}
                  value={own === undefined ? '' : String(own)}
                  onChange={(ev) => m.setItemMark(student.studentId, item.id, ev.target.value === '' ? null : Number(ev.target.value))}
                >
                  <option value="">{t.itemMarksAuto}</option>
                  {own !== undefined && !markChoices(item.marks).includes(own) && <option value={String(own)}>{own}</option>}
                  {markChoices(item.marks).map((n) => (
                    <option key={n} value={String(n)}>
                      {n}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Text color="page.muted">{t.counts(counted?.marks ?? null, item.marks, counted?.from ?? null)}</Text>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
