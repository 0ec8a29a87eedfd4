import { Box, List, Text } from '@chakra-ui/react';
import type { AssessmentItem, StudentResult } from '../../services/assessmentApi';
import { answeringTexts as t, timeOfDay } from './texts';

/** Presentational: a student's answer to each item as they gave it online, and when they handed in. */
export function OnlineAnswers({ items, student }: { items: AssessmentItem[]; student: Pick<StudentResult, 'answers' | 'submittedAt'> }) {
  if (!student.submittedAt && Object.keys(student.answers).length === 0) return null;
  return (
    <Box as="section" aria-labelledby="online-answers-title">
      <Text fontWeight="medium" id="online-answers-title">
        {t.answersTitle}
      </Text>
      <Text color="page.muted" fontSize="sm">
        {student.submittedAt ? t.handedInLine(timeOfDay(student.submittedAt)) : t.notHandedIn}
      </Text>
      <List.Root as="ol" ps="5" gap="2" mt="2">
        {items.map((item) => (
          <List.Item key={item.id}>
            <Text>{item.prompt}</Text>
            <Text color={student.answers[item.id] ? undefined : 'page.muted'} whiteSpace="pre-wrap" fontStyle={student.answers[item.id] ? 'normal' : 'italic'}>
              {student.answers[item.id] || t.noAnswer}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
