import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { SharedLesson } from '../../services/sharedItemApi';
import { sharedTexts } from './texts';

function Items({ label, items }: { label: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{label}</Text>
      <List.Root ps="5">
        {items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Presentational, read-only: the plan of a shared lesson. */
export function SharedLessonPlan({ lesson }: { lesson: SharedLesson }) {
  return (
    <Stack gap="6">
      <Text color="page.muted">{sharedTexts.details(lesson.yearLevel, lesson.subject, lesson.durationMinutes)}</Text>
      {lesson.outcomes.length > 0 && (
        <Stack gap="2" as="section" aria-label={sharedTexts.outcomes}>
          <Heading as="h2" size="md">
            {sharedTexts.outcomes}
          </Heading>
          <List.Root ps="5">
            {lesson.outcomes.map((outcome) => (
              <List.Item key={outcome.code}>
                <strong>{outcome.code}</strong> {outcome.statement}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack gap="4" as="section" aria-label={sharedTexts.plan}>
        <Heading as="h2" size="md">
          {sharedTexts.plan}
        </Heading>
        {lesson.phases.map((phase) => (
          <Stack key={phase.key} gap="2" borderLeftWidth="3px" borderColor="brand.emphasized" ps="4">
            <Heading as="h3" size="sm">
              {phase.title} <Text as="span" color="page.muted" fontWeight="normal">({sharedTexts.minutes(phase.minutes)})</Text>
            </Heading>
            <Items label={sharedTexts.teacher} items={phase.teacherActions} />
            <Items label={sharedTexts.students} items={phase.studentActions} />
            <Items label={sharedTexts.resources} items={phase.resources} />
          </Stack>
        ))}
      </Stack>
      <Items label={sharedTexts.successCriteria} items={lesson.successCriteria.map((criterion) => criterion.text)} />
      <Items label={sharedTexts.keyVocabulary} items={lesson.keyVocabulary} />
      <Stack gap="2">
        <Heading as="h2" size="md">
          {sharedTexts.differentiation}
        </Heading>
        <Items label={sharedTexts.support} items={lesson.differentiation.support} />
        <Items label={sharedTexts.extension} items={lesson.differentiation.extension} />
        <Items label={sharedTexts.languageSupport} items={lesson.differentiation.languageSupport} />
      </Stack>
    </Stack>
  );
}
