import { Badge, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkButton } from '../../components/ui/link';
import { assessmentEditorPath } from '../../machines/assessmentBrief/useAssessmentBrief';
import { useAssessmentReader } from '../../machines/assessmentReader/useAssessmentReader';
import type { Assessment } from '../../services/assessmentApi';
import { PageTitle } from '../layout/PageTitle';
import { LoadState, OutcomeCode, OutcomeStatements } from '../lessons/parts';
import { RubricTable } from './RubricTable';
import { DistractorList, MarkingPointList } from './parts/ItemKeyLists';
import { sameStimulus, StimulusBlock } from './parts/StimulusBlock';
import { assessmentTexts as t } from './texts';

/** /assessments/{id}: the assessment read as a whole, its questions with answers and marking points, and its rubric. */
export default function AssessmentPage() {
  const { id = '' } = useParams();
  return <AssessmentView key={id} assessmentId={id} />;
}

function AssessmentView({ assessmentId }: { assessmentId: string }) {
  const r = useAssessmentReader(assessmentId);
  const { assessment } = r;
  return (
    <>
      <PageTitle title={assessment ? t.editorTitle(assessment.title) : t.loadingAssessment} />
      <LoadState isLoading={r.isLoading} failed={r.loadFailed} failure={r.failure} retry={r.retry} loadingLabel={t.loadingAssessment}>
        {assessment && (
          <Stack gap="8" minW="0" maxW="4xl">
            <Breadcrumbs home="/dashboard" crumbs={[{ label: t.listTitle, to: '/assessments' }, { label: assessment.title }]} />
            <HStack justify="space-between" align="start" wrap="wrap" gap="4">
              <Stack gap="2" minW="0">
                <Heading as="h1" size="2xl">
                  {assessment.title}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  {assessment.yearLevel && <Badge>{assessment.yearLevel}</Badge>}
                  {assessment.subject && <Badge>{assessment.subject}</Badge>}
                  <Badge variant="outline">{t.totalMarks(assessment.totalMarks)}</Badge>
                </HStack>
                {assessment.description && <Text color="page.muted">{assessment.description}</Text>}
                <Text color="page.muted">{t.readIntro(assessment.items.length)}</Text>
              </Stack>
              <HStack gap="3" wrap="wrap">
                <LinkButton to={`${assessmentEditorPath(assessment.id)}/items`} colorPalette="brand">
                  {t.edit}
                </LinkButton>
                <LinkButton to={`${assessmentEditorPath(assessment.id)}/marking`} variant="outline">
                  {t.mark}
                </LinkButton>
              </HStack>
            </HStack>
            <Section title={t.chosenOutcomes}>
              <OutcomeStatements outcomes={assessment.outcomes} />
            </Section>
            <Section title={t.itemsTitle}>
              <Items assessment={assessment} />
            </Section>
            <Section title={t.rubricTitle}>
              <Rubric assessment={assessment} />
            </Section>
          </Stack>
        )}
      </LoadState>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" minW="0">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Presentational: each item with its kind, outcome, the source it is asked on, options and their misconceptions, answer, marking points and marks. */
function Items({ assessment }: { assessment: Assessment }) {
  if (assessment.items.length === 0) return <Text color="page.muted">{t.noItems}</Text>;
  const outcomeOf = (code: string) => assessment.outcomes.find((o) => o.code === code || o.shortCode === code) ?? { code, shortCode: code };
  return (
    <Stack as="ol" gap="4" listStyleType="none">
      {assessment.items.map((item, i) => (
        <Stack as="li" key={item.id} gap="2" borderWidth="1px" borderColor="page.border" borderRadius="xl" p="4" bg="page.surface" aria-label={t.item(i + 1)}>
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md">
              {t.item(i + 1)}
            </Heading>
            <Badge>{t.kinds[item.kind] ?? item.kind}</Badge>
            <Badge variant="outline">{t.levelMarks(item.marks)}</Badge>
            <OutcomeCode outcome={outcomeOf(item.outcomeCode)} />
          </HStack>
          {item.stimulus && !sameStimulus(item.stimulus, assessment.items[i - 1]?.stimulus) && <StimulusBlock stimulus={item.stimulus} empty={item.stimulus.supply ?? t.stimulusMissing} />}
          <Text whiteSpace="pre-wrap">{item.prompt}</Text>
          {item.options && (
            <List.Root ps="5" as="ol" listStyleType="upper-alpha">
              {item.options.map((option) => (
                <List.Item key={option}>{option}</List.Item>
              ))}
            </List.Root>
          )}
          <DistractorList item={item} />
          <Text>
            <Text as="span" fontWeight="medium">{`${t.answer}: `}</Text>
            {item.answer}
          </Text>
          <MarkingPointList item={item} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Presentational: the rubric as a table, scrolling sideways inside its box on a phone. */
function Rubric({ assessment }: { assessment: Assessment }) {
  const { rubric } = assessment;
  return (
    <RubricTable levels={rubric.levels} minW="2xl">
      {rubric.criteria.map((criterion) => (
        <Table.Row key={criterion.id}>
          <Table.ColumnHeader as="th" scope="row" verticalAlign="top">
            {criterion.title}
          </Table.ColumnHeader>
          {rubric.levels.map((level, l) => (
            <Table.Cell key={level.name} verticalAlign="top">
              {criterion.descriptors[l] ?? ''}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </RubricTable>
  );
}
