import { Stack, Text } from '@chakra-ui/react';
import type { PublicSharedUnit, SharedUnit } from '../../services/sharedItemApi';
import { detailsOf, SharedFrame, SharedOutcomes, SharedSection, shortCodeIn } from './SharedFrame';
import { sharedTexts as t } from './texts';

/**
 * A shared unit of work, read-only: its outcomes, the sequence of lessons and what the sequence leaves out. Opened by
 * its link, it comes without the teacher's description.
 */
export function SharedUnitView({ unit, owner }: { unit: SharedUnit | PublicSharedUnit; owner: string }) {
  const codeOf = shortCodeIn(unit.outcomes);
  return (
    <SharedFrame
      pageTitle={t.unitTitle(unit.title)}
      title={unit.title}
      description={'description' in unit ? unit.description : ''}
      owner={owner}
      details={detailsOf(unit.yearLevel, unit.subject, t.unitShape(unit.weeks, unit.lessonsPerWeek, unit.lessonMinutes))}
    >
      <SharedOutcomes outcomes={unit.outcomes} />
      <SharedSection title={t.sequence}>
        <Stack as="ol" gap="3" ps="5">
          {unit.lessons.map((lesson) => (
            <li key={lesson.id}>
              <Text fontWeight="semibold">
                {lesson.title} <Text as="span" color="page.muted" fontWeight="normal">({t.role(lesson.role)})</Text>
              </Text>
              {lesson.summary && <Text>{lesson.summary}</Text>}
              {lesson.outcomeCodes.length > 0 && (
                <Text color="page.muted" fontSize="sm">
                  {t.teaches(lesson.outcomeCodes.map(codeOf))}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {unit.coverage.missing.length > 0 && <Text color="fg.warning">{t.missing(unit.coverage.missing.map(codeOf))}</Text>}
        {unit.coverage.unassessed.length > 0 && <Text color="fg.warning">{t.unassessed(unit.coverage.unassessed.map(codeOf))}</Text>}
      </SharedSection>
    </SharedFrame>
  );
}
