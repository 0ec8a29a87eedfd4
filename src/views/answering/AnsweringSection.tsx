import { Badge, Box, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useAssessmentAnswering } from '../../machines/assessmentAnswering/useAssessmentAnswering';
import { FailureAlert, LoadState } from '../lessons/parts';
import { lessonTexts } from '../lessons/texts';
import { sharingTexts } from '../sharing/texts';
import { answeringTexts as t, timeOfDay } from './texts';

const studentPath = (code: string) => `/answer/${code}`;

/** On the assessment's Share tab: the code students answer with, opening and closing answering, and who has handed in. */
export function AnsweringSection({ assessmentId }: { assessmentId: string }) {
  const a = useAssessmentAnswering(assessmentId);
  const answering = a.answering;
  const handedIn = answering?.students.filter((s) => s.submittedAt).length ?? 0;
  return (
    <Stack gap="4" as="section" aria-labelledby="answering-title">
      <Heading as="h2" size="lg" id="answering-title">
        {t.sectionTitle}
      </Heading>
      <Text color="page.muted">{t.sectionHelp}</Text>
      <LoadState isLoading={a.isLoading} failed={a.loadFailed} failure={a.failure} retry={a.retry} loadingLabel={t.loadingAnswering}>
        {answering && (
          <Stack gap="4">
            <FailureAlert failure={a.failure} />
            {answering.joinCode ? (
              <Stack gap="2">
                <Code fontSize="2xl" alignSelf="start" px="4" py="2" letterSpacing="widest" aria-label={t.code}>
                  {answering.joinCode}
                </Code>
                <Text color="page.muted">{t.codeHelp(`${window.location.origin}${studentPath(answering.joinCode)}`)}</Text>
              </Stack>
            ) : (
              <Text color="page.muted">{t.noCodeYet}</Text>
            )}
            <Text role="status" fontWeight="medium">
              {answering.answeringOpen ? t.isOpen : t.isClosed}
            </Text>
            <HStack gap="3" wrap="wrap">
              {answering.answeringOpen ? (
                <Button variant="outline" onClick={a.close} loading={a.change?.kind === 'close'} loadingText={t.closing}>
                  {t.close}
                </Button>
              ) : (
                <Button onClick={a.open} loading={a.change?.kind === 'open'} loadingText={t.openingAnswering} disabled={answering.students.length === 0}>
                  {t.open}
                </Button>
              )}
              {answering.joinCode && (
                <Button variant="outline" onClick={a.copyCode}>
                  {a.copied ? sharingTexts.copied : t.copyCode}
                </Button>
              )}
              {answering.joinCode && (
                <Button variant="outline" onClick={a.renewCode} loading={a.change?.kind === 'renewCode'} loadingText={lessonTexts.regenerating}>
                  {lessonTexts.regenerateCode}
                </Button>
              )}
            </HStack>
            {answering.joinCode && (
              <Text fontSize="sm" color="page.muted">
                {`${lessonTexts.regenerateHelp} ${t.renewHelp}`}
              </Text>
            )}
            {answering.students.length === 0 ? (
              <Text color="page.muted">{t.noClass}</Text>
            ) : (
              <Stack gap="2">
                <Heading as="h3" size="md">
                  {t.whoTitle}
                </Heading>
                <Text color="page.muted">{t.handedInCount(handedIn, answering.students.length)}</Text>
                <Box overflowX="auto">
                  <Table.Root size="sm" variant="outline" aria-label={t.whoTitle}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col">{t.student}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t.status}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" />
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {answering.students.map((s) => (
                        <Table.Row key={s.studentId}>
                          <Table.ColumnHeader scope="row" fontWeight="medium">
                            {s.name}
                          </Table.ColumnHeader>
                          <Table.Cell>
                            {s.submittedAt ? (
                              <Badge colorPalette="green">{t.handedInAt(timeOfDay(s.submittedAt))}</Badge>
                            ) : s.joined ? (
                              <Badge colorPalette="blue">{t.answeringNow}</Badge>
                            ) : (
                              <Text color="page.muted">{t.notJoined}</Text>
                            )}
                          </Table.Cell>
                          <Table.Cell>
                            <HStack gap="2" justify="end">
                              {s.submittedAt && (
                                <Button size="xs" variant="outline" aria-label={t.reopenFor(s.name)} onClick={() => a.reopen(s.studentId)} loading={a.change?.kind === 'reopen' && a.change.studentId === s.studentId}>
                                  {t.reopen}
                                </Button>
                              )}
                              {s.joined && (
                                <Button size="xs" variant="ghost" aria-label={t.freeFor(s.name)} onClick={() => a.free(s.studentId)} loading={a.change?.kind === 'free' && a.change.studentId === s.studentId}>
                                  {t.free}
                                </Button>
                              )}
                            </HStack>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
                <Text fontSize="sm" color="page.muted">
                  {t.freeHelp}
                </Text>
              </Stack>
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
