import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { cutDescription } from '../lib/text';
import { RouterLink } from './ui/link';
import { lessonHeaderTexts } from './texts';

export type LessonMethodology = keyof typeof lessonHeaderTexts.methodology;

/** What the header shows of a lesson (spec §3 Lesson). */
export interface LessonHeaderLesson {
  id: string;
  title: string;
  description?: string | null;
  methodology: LessonMethodology;
  enhancementEnabled?: boolean;
}

export interface LessonHeaderProps {
  lesson: LessonHeaderLesson;
  /** Link the title to /lessons/editor/{id} (spec §2); off where the reader cannot edit. */
  linkTitle?: boolean;
  /** Heading level of the title; 1 on a lesson's own page. */
  level?: 1 | 2 | 3;
}

export const lessonEditorPath = (id: string) => `/lessons/editor/${encodeURIComponent(id)}`;

/**
 * Spec §2 lesson header: an Enhanced badge, a methodology badge, the title (linked to the editor or not) and the
 * description cut at 220 characters. Presentational: props only.
 */
export function LessonHeader({ lesson, linkTitle = false, level = 2 }: LessonHeaderProps) {
  const description = cutDescription(lesson.description);
  return (
    <Stack gap="2">
      <HStack gap="2">
        {lesson.enhancementEnabled && (
          <Badge colorPalette="purple" variant="solid">
            {lessonHeaderTexts.enhanced}
          </Badge>
        )}
        <Badge colorPalette="brand" variant="subtle" aria-label={`${lessonHeaderTexts.methodologyLabel}: ${lessonHeaderTexts.methodology[lesson.methodology]}`}>
          {lessonHeaderTexts.methodology[lesson.methodology]}
        </Badge>
      </HStack>
      <Heading as={`h${level}`} size={level === 1 ? '2xl' : 'xl'}>
        {/* Inline, so a long title wraps with the heading instead of keeping to one line as a flex box would. */}
        {linkTitle ? (
          <RouterLink to={lessonEditorPath(lesson.id)} display="inline">
            {lesson.title}
          </RouterLink>
        ) : (
          lesson.title
        )}
      </Heading>
      {description && <Text color="page.muted">{description}</Text>}
    </Stack>
  );
}
