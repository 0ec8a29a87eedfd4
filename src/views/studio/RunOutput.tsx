import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { StudioRun, TextQuestion } from '../../services/studioApi';
import { studioTexts } from './texts';

interface AnswersToggle {
  answersShown: boolean;
  toggleAnswers: () => void;
}

/** Questions numbered as a class sees them; each answer under its question once the teacher shows them. */
function QuestionList({ questions, answersShown, toggleAnswers }: { questions: TextQuestion[] } & AnswersToggle) {
  if (questions.length === 0) return <Text color="page.muted">{studioTexts.noQuestions}</Text>;
  return (
    <Stack gap="3">
      <Button alignSelf="start" size="sm" variant="outline" aria-pressed={answersShown} onClick={toggleAnswers}>
        {answersShown ? studioTexts.hideAnswers : studioTexts.showAnswers}
      </Button>
      <List.Root as="ol" aria-label={studioTexts.questionsLabel} gap="3" ps="5">
        {questions.map((q, index) => (
          <List.Item key={`${index}-${q.prompt}`}>
            <Text>{q.prompt}</Text>
            {q.options && q.options.length > 0 && (
              <List.Root as="ul" ps="5" listStyleType="disc">
                {q.options.map((option) => (
                  <List.Item key={option}>{option}</List.Item>
                ))}
              </List.Root>
            )}
            {answersShown && (
              <Text color="page.muted" fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {studioTexts.answer}:
                </Text>{' '}
                {q.answer}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderWidth="1px" borderColor="page.border" borderRadius="lg" p="4" bg="page.surface">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** What a quick tool gave, shaped by the tool: the rewritten text with its levels and changes, questions, or a glossary. */
export function RunOutput({ run, answersShown, toggleAnswers }: { run: StudioRun } & AnswersToggle) {
  switch (run.tool) {
    case 'rewrite': {
      const { text, before, after, targetGrade, changes, note } = run.output;
      return (
        <Section title={studioTexts.rewritten}>
          <Text whiteSpace="pre-wrap">{text}</Text>
          <Text fontSize="sm">{studioTexts.level(before, after, targetGrade)}</Text>
          {note && (
            <Text fontSize="sm" color="page.muted">
              {note}
            </Text>
          )}
          <Heading as="h3" size="sm">
            {studioTexts.changes}
          </Heading>
          {changes.length === 0 ? (
            <Text fontSize="sm" color="page.muted">
              {studioTexts.noChanges}
            </Text>
          ) : (
            <List.Root aria-label={studioTexts.changes} ps="5" fontSize="sm">
              {changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List.Root>
          )}
        </Section>
      );
    }
    case 'questions':
      return (
        <Section title={studioTexts.tabs.questions}>
          <Text fontSize="sm">{studioTexts.readingLevel(run.output.readingLevel)}</Text>
          <QuestionList questions={run.output.questions} answersShown={answersShown} toggleAnswers={toggleAnswers} />
        </Section>
      );
    case 'exit-ticket':
      return (
        <Section title={studioTexts.tabs['exit-ticket']}>
          <QuestionList questions={run.output.questions} answersShown={answersShown} toggleAnswers={toggleAnswers} />
        </Section>
      );
    case 'glossary':
      return (
        <Section title={studioTexts.tabs.glossary}>
          {run.output.entries.length === 0 ? (
            <Text color="page.muted">{studioTexts.noTerms}</Text>
          ) : (
            <Box as="dl" aria-label={studioTexts.glossaryLabel}>
              {run.output.entries.map((entry) => (
                <Box key={entry.term} mb="3">
                  <Box as="dt" fontWeight="semibold">
                    {entry.term}{' '}
                    <Badge size="sm" variant="subtle">
                      {studioTexts.source[entry.source.kind]}
                    </Badge>
                  </Box>
                  <Box as="dd" ms="0">
                    {entry.definition}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Section>
      );
  }
}
