import { Text } from '@chakra-ui/react';
import type { StudentResult } from '../../services/assessmentApi';
import { answeringTexts as t, timeOfDay } from './texts';

/** Presentational: when a student handed in online, or that they have not yet; nothing for work that was never answered online. */
export function HandInLine({ student }: { student: Pick<StudentResult, 'answers' | 'submittedAt'> }) {
  if (!student.submittedAt && Object.keys(student.answers).length === 0) return null;
  return <Text color="page.muted">{student.submittedAt ? t.handedInLine(timeOfDay(student.submittedAt)) : t.notHandedIn}</Text>;
}
