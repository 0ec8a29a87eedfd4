import { Badge, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { CodeBadge } from '../../../components/CodeBadge';
import { useQuestions } from '../../../machines/lessonInsights/useLessonInsight';
import { FailureAlert, fieldError } from '../parts';
import { lessonTexts } from '../texts';

/** Questions for the lesson; the form is uncontrolled, its values are read when the teacher asks. */
export function QuestionsTab({ lessonId }: { lessonId: string }) {
  const q = useQuestions(lessonId);
  const failure = q.failed ? q.failure : null;
  const error = (field: string) => fieldError(failure, field);
  return (
    <Stack gap="6">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          q.ask({ input: String(form.get('input') ?? ''), language: String(form.get('language') ?? '') });
        }}
      >
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root flex="2" invalid={Boolean(error('input'))}>
            <Field.Label>{lessonTexts.questionsTopic}</Field.Label>
            <Input name="input" defaultValue={q.asked.input} />
            <Field.ErrorText>{error('input')}</Field.ErrorText>
          </Field.Root>
          <Field.Root flex="1" invalid={Boolean(error('language'))}>
            <Field.Label>{lessonTexts.questionsLanguage}</Field.Label>
            <Input name="language" defaultValue={q.asked.language} />
            <Field.ErrorText>{error('language')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={q.isAsking} loadingText={lessonTexts.asking}>
            {lessonTexts.askQuestions}
          </Button>
        </HStack>
      </form>
      <FailureAlert failure={failure} claimed={(f) => f === 'input' || f === 'language'} />
      {q.questions && q.questions.length === 0 && <Text color="page.muted">{lessonTexts.noQuestions}</Text>}
      {q.questions && q.questions.length > 0 && (
        <List.Root as="ol" gap="4" ps="5">
          {q.questions.map((question, i) => (
            <List.Item key={i}>
              <Stack gap="1">
                <Text fontWeight="medium">{question.question}</Text>
                <HStack gap="2" wrap="wrap">
                  <Badge>{question.bloomLevel}</Badge>
                  {question.outcomeCode && <CodeBadge code={question.outcomeCode} fontFamily="inherit" />}
                </HStack>
                <Text fontSize="sm" color="page.muted">{`${lessonTexts.answerGuide}: ${question.answerGuide}`}</Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
