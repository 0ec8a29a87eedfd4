import { Button, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../components/ui/link';
import { assessmentEditorPath } from '../../machines/assessmentBrief/useAssessmentBrief';
import { useUnitAssessment } from '../../machines/unitAssessment/useUnitAssessment';
import type { LessonOutline } from '../../services/unitApi';
import { FailureAlert } from '../lessons/parts';
import { unitTexts as t } from './texts';

/** The unit's assessment point made into a real assessment, or a link to the one already made. */
export function UnitAssessmentSection({ unitId, lessons }: { unitId: string; lessons: LessonOutline[] }) {
  const a = useUnitAssessment(unitId);
  const point = lessons.findLast((l) => l.role === 'assess');
  if (!point) return null;
  return (
    <Stack gap="1" align="start" borderTopWidth="1px" borderColor="page.border" pt="5">
      {point.assessmentId ? (
        <LinkButton to={`${assessmentEditorPath(point.assessmentId)}/items`} variant="outline">
          {t.openAssessment}
        </LinkButton>
      ) : (
        <>
          <Button variant="outline" onClick={a.make} loading={a.making} loadingText={t.makingAssessment}>
            {t.makeAssessment}
          </Button>
          <Text fontSize="sm" color="page.muted">
            {t.assessmentHelp(point.title)}
          </Text>
        </>
      )}
      <FailureAlert failure={a.failure} />
    </Stack>
  );
}
