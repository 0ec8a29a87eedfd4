import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LinkButton, RouterLink } from '../../components/ui/link';
import type { useLessonList } from '../../machines/lessonList/useLessonList';
import { accountTexts } from './texts';

/** How many recent lessons the dashboard lists; the rest are one click away. */
const RECENT = 3;

/**
 * The teacher's most recently changed lessons and what to do next, so the dashboard leads somewhere. The list's flow
 * belongs to the page, which starts it beside the profile's.
 */
export function RecentLessons({ list }: { list: ReturnType<typeof useLessonList> }) {
  const { items: lessons, isLoading, loadFailed } = list;
  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="recent-lessons">
        <Heading as="h2" size="lg" id="recent-lessons">
          {accountTexts.recentHeading}
        </Heading>
        {loadFailed && <Text color="page.muted">{accountTexts.lessonsUnavailable}</Text>}
        {!isLoading && !loadFailed && !lessons.length && <Text color="page.muted">{accountTexts.noLessonsYet}</Text>}
        {lessons.length > 0 && (
          <List.Root gap="1" ps="5">
            {lessons.slice(0, RECENT).map((lesson) => (
              <List.Item key={lesson.id}>
                <RouterLink to={`/lessons/editor/${encodeURIComponent(lesson.id)}/plan`}>{lesson.title}</RouterLink>
                {lesson.yearLevel || lesson.subject ? (
                  <Text as="span" color="page.muted">
                    {' '}
                    · {[lesson.yearLevel, lesson.subject].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        )}
        {lessons.length > 0 && <RouterLink to="/lessons">{accountTexts.allLessons}</RouterLink>}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="next-steps">
        <Heading as="h2" size="lg" id="next-steps">
          {accountTexts.nextStepsHeading}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <LinkButton to="/lessons/editor/new" colorPalette="brand">
            {accountTexts.nextPlan}
          </LinkButton>
          <LinkButton to="/units" variant="outline">
            {accountTexts.nextUnit}
          </LinkButton>
          <LinkButton to="/uploads" variant="outline">
            {accountTexts.nextUpload}
          </LinkButton>
          <LinkButton to="/outcomes" variant="outline">
            {accountTexts.nextOutcomes}
          </LinkButton>
        </HStack>
      </Stack>
    </Stack>
  );
}
