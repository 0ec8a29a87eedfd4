import { Alert, Badge, Box, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { wrapsAnywhere } from '../../components/CodeBadge';
import { RouterLink } from '../../components/ui/link';
import type { LessonOutcome } from '../../services/lessonApi';
import type { LessonOutline, UnitCoverage } from '../../services/unitApi';
import { unitTexts as t } from './texts';

/** Short codes where the unit knows them ("3.NF.A.3a" for "CCSS.Math.Content.3.NF.A.3a"). */
export const shortCodes = (codes: string[], outcomes: LessonOutcome[]) => codes.map((c) => outcomes.find((o) => o.code === c)?.shortCode ?? c).join(', ');

const lessonPath = (id: string) => `/lessons/editor/${encodeURIComponent(id)}`;

/** The outcomes × lessons grid, with the outcomes not taught and not assessed called out above it. */
export function CoverageMap({ coverage, outcomes }: { coverage: UnitCoverage; outcomes: LessonOutcome[] }) {
  const label = (code: string) => shortCodes([code], outcomes);
  return (
    <Stack gap="5">
      {coverage.missing.length > 0 && <Gaps status="error" title={t.missingTitle} body={t.missingBody} codes={coverage.missing.map(label)} />}
      {coverage.unassessed.length > 0 && <Gaps status="warning" title={t.unassessedTitle} body={t.unassessedBody} codes={coverage.unassessed.map(label)} />}
      {coverage.missing.length === 0 && coverage.unassessed.length === 0 && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t.fullCoverage}</Alert.Title>
        </Alert.Root>
      )}
      {/* The grid scrolls inside its box on a phone. */}
      <Box overflowX="auto" maxW="full" tabIndex={0} aria-label={t.coverageCaption}>
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start">
            {t.coverageCaption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t.outcome}</Table.ColumnHeader>
              {coverage.lessons.map((l, i) => (
                <Table.ColumnHeader key={l.id} scope="col" title={l.title}>
                  {i + 1}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {coverage.outcomes.map((o) => (
              <Table.Row key={o.outcomeCode}>
                <Table.Cell as="th" scope="row" whiteSpace="nowrap" fontWeight="semibold">
                  {label(o.outcomeCode)}
                </Table.Cell>
                {o.cells.map((cell, i) => (
                  <Table.Cell key={coverage.lessons[i]?.id ?? i} aria-label={`${t.lessonNumber(i + 1)}: ${cell ? t.cells[cell] : t.notCovered}`}>
                    {cell ? <Badge colorPalette={cell === 'assess' ? 'green' : cell === 'revisit' ? 'gray' : 'blue'}>{t.cells[cell]}</Badge> : t.notCovered}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function Gaps({ status, title, body, codes }: { status: 'error' | 'warning'; title: string; body: string; codes: string[] }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description {...wrapsAnywhere}>
          {body} {codes.join(', ')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** An outline's role and outcomes, and its lesson once made. */
export function OutlineFacts({ outline, outcomes }: { outline: LessonOutline; outcomes: LessonOutcome[] }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge>{t.roles[outline.role]}</Badge>
      {outline.outcomeCodes.length > 0 && (
        <Text fontSize="sm" {...wrapsAnywhere}>
          {t.teaches(shortCodes(outline.outcomeCodes, outcomes))}
        </Text>
      )}
      {outline.revisitCodes.length > 0 && (
        <Text fontSize="sm" color="page.muted" {...wrapsAnywhere}>
          {t.revisits(shortCodes(outline.revisitCodes, outcomes))}
        </Text>
      )}
      {outline.lessonId ? (
        <RouterLink to={lessonPath(outline.lessonId)} aria-label={t.openLesson(outline.title)}>
          {t.openLessonLink}
        </RouterLink>
      ) : (
        <Badge variant="outline">{t.notMade}</Badge>
      )}
    </HStack>
  );
}

/** The sequence as read: numbered lessons with their role, outcomes and lesson link. */
export function SequenceList({ lessons, outcomes }: { lessons: LessonOutline[]; outcomes: LessonOutcome[] }) {
  return (
    <List.Root as="ol" gap="3" listStyleType="none" aria-label={t.sequenceLabel}>
      {lessons.map((l, i) => (
        <List.Item key={l.id} display="block" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4">
          <Stack gap="2">
            <Text fontWeight="semibold">
              {t.lessonNumber(i + 1)}: {l.title}
            </Text>
            {l.summary && <Text color="page.muted">{l.summary}</Text>}
            <OutlineFacts outline={l} outcomes={outcomes} />
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
