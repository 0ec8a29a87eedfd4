import type { ReactNode } from 'react';
import { Alert, Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { StudentLesson, StudentQuestion } from '../../services/lessonApi';
import { useStudentLesson } from '../../machines/studentLesson/useStudentLesson';
import { Loading } from '../layout/Loading';
import { StudentLayout } from '../layout/StudentLayout';
import { PageTitle } from '../layout/PageTitle';
import { KeywordList, QuestionList, TextsView, WorkedExampleView } from './content';
import { lessonTexts } from './texts';

function StudentSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={label}>
      <Heading as="h2" size="lg">
        {label}
      </Heading>
      {children}
    </Stack>
  );
}

/** The lesson's starter or exit questions, without answers; absent when the lesson has none. */
function StudentCheck({ label, items }: { label: string; items: StudentQuestion[] | undefined }) {
  if (!items?.length) return null;
  return (
    <StudentSection label={label}>
      <QuestionList items={items} showAnswers={false} />
    </StudentSection>
  );
}

function StudentQuestions({ label, items }: { label: string; items: StudentQuestion[] }) {
  return (
    <Box role="group" aria-label={label}>
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <QuestionList items={items} showAnswers={false} />
    </Box>
  );
}

function StudentLesson({ code }: { code: string }) {
  const s = useStudentLesson(code);
  if (s.isJoining) return <Loading label={lessonTexts.joining} />;
  if (s.notFound || s.failed || !s.lesson) {
    return (
      <Stack gap="3" align="start">
        <PageTitle title={lessonTexts.notFoundTitle} />
        <Alert.Root status={s.notFound ? 'info' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{s.notFound ? lessonTexts.studentNotFound : lessonTexts.loadFailed}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
        {s.failed && (
          <Button variant="outline" onClick={s.retry}>
            {lessonTexts.retry}
          </Button>
        )}
      </Stack>
    );
  }
  return <StudentLessonView lesson={s.lesson} />;
}

/**
 * Presentational: a lesson as a student reads it, after joining with a code or opening the lesson's link. The lesson
 * carries no description: that is the teacher's brief, which never leaves the teacher.
 */
export function StudentLessonView({ lesson, pageTitle = lesson.title, children }: { lesson: StudentLesson; pageTitle?: string; children?: ReactNode }) {
  return (
    <Stack gap="8">
      <PageTitle title={pageTitle} {...(lesson.learningOutcome ? { description: lesson.learningOutcome } : {})} />
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {lesson.title}
        </Heading>
        {children}
      </Stack>
      <StudentSection label={lessonTexts.studentGoals}>
        {lesson.learningOutcome && <Text fontSize="lg">{lesson.learningOutcome}</Text>}
        {lesson.drivingQuestion && <Text fontStyle="italic">{`${lessonTexts.studentQuestion}: ${lesson.drivingQuestion}`}</Text>}
        <List.Root ps="5">
          {lesson.successCriteria.map((goal, i) => (
            <List.Item key={i}>{goal}</List.Item>
          ))}
        </List.Root>
      </StudentSection>
      {lesson.keywords?.length ? (
        <StudentSection label={lessonTexts.studentWords}>
          <KeywordList keywords={lesson.keywords} showSources={false} />
        </StudentSection>
      ) : lesson.keyVocabulary.length > 0 && (
        <StudentSection label={lessonTexts.studentVocabulary}>
          <Box display="flex" flexWrap="wrap" gap="2">
            {lesson.keyVocabulary.map((word) => (
              <Badge key={word} size="lg">
                {word}
              </Badge>
            ))}
          </Box>
        </StudentSection>
      )}
      <StudentCheck label={lessonTexts.studentStarter} items={lesson.starterCheck} />
      <StudentSection label={lessonTexts.studentSteps}>
        <List.Root as="ol" gap="3" ps="5">
          {lesson.phases.map((phase, i) => (
            <List.Item key={i}>
              <Text fontWeight="semibold">{`${phase.title} (${lessonTexts.minutes(phase.minutes)})`}</Text>
              <Stack gap="3">
                <List.Root ps="5">
                  {phase.studentActions.map((action, j) => (
                    <List.Item key={j}>{action}</List.Item>
                  ))}
                </List.Root>
                {phase.texts?.length ? <TextsView texts={phase.texts} /> : null}
                {phase.workedExample && <WorkedExampleView example={phase.workedExample} />}
                {phase.check?.length ? <StudentQuestions label={lessonTexts.check} items={phase.check} /> : null}
                {phase.practice?.length ? <StudentQuestions label={lessonTexts.practice} items={phase.practice} /> : null}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </StudentSection>
      <StudentCheck label={lessonTexts.studentExit} items={lesson.exitCheck} />
    </Stack>
  );
}

/** /lesson/{key}: what a student sees after joining with the code; no signed-in layout. */
export default function StudentLessonPage() {
  const { key = '' } = useParams();
  return (
    <StudentLayout maxW="4xl" py="10">
      <StudentLesson key={key} code={key} />
    </StudentLayout>
  );
}
