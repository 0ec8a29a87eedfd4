import { Alert, AspectRatio, Box, chakra, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { slotSupplyOf, type CheckItem, type Keyword, type Lesson, type LessonPhase, type LessonText, type Misconception, type StudentQuestion, type WorkedExample } from '../../services/lessonApi';
import { embeddedPlayerFor } from '../../lib/embeds';
import { lessonTexts } from './texts';

/** Presentational pieces of the plan's teaching content, shared by the teacher's plan, the editor and the student view. */

const Details = chakra('details');
const Summary = chakra('summary');

/** A part of the plan a teacher can fold away; open at first, so nothing is hidden until they choose. */
export function Section({ label, level = 'h2', children }: { label: string; level?: 'h2' | 'h3' | 'h4'; children: ReactNode }) {
  return (
    <Details open aria-label={label} borderWidth="1px" borderColor="page.border" borderRadius="lg" p="3" bg="page.surface">
      <Summary cursor="pointer">
        <Heading as={level} size={level === 'h2' ? 'md' : 'sm'} display="inline">
          {label}
        </Heading>
      </Summary>
      <Stack gap="3" pt="3">
        {children}
      </Stack>
    </Details>
  );
}

export function LineList({ lines, ordered = false }: { lines: string[]; ordered?: boolean }) {
  return (
    <List.Root as={ordered ? 'ol' : 'ul'} ps="5">
      {lines.map((line, i) => (
        <List.Item key={i}>{line}</List.Item>
      ))}
    </List.Root>
  );
}

/** A foldable list of lines; with none, what the teacher must supply for it, else absent. */
function LinesSection({ label, lines, supply }: { label: string; lines: string[] | undefined; supply?: string }) {
  if (!lines?.length && !supply) return null;
  return (
    <Section label={label}>
      {lines?.length ? <LineList lines={lines} /> : <SupplyNotes lines={[supply!]} />}
    </Section>
  );
}

/** Questions in order, their choices, and (for the teacher only) the answer each is marked against. */
export function QuestionList({ items, showAnswers }: { items: (CheckItem | StudentQuestion)[]; showAnswers: boolean }) {
  return (
    <List.Root as="ol" ps="5" gap="2">
      {items.map((item, i) => (
        <List.Item key={i}>
          <Text>{item.prompt}</Text>
          {item.options && (
            <List.Root ps="5" listStyleType="upper-alpha">
              {item.options.map((option) => (
                <List.Item key={option}>{option}</List.Item>
              ))}
            </List.Root>
          )}
          {showAnswers && 'answer' in item && (
            <Text color="brand.fg" fontWeight="semibold">
              {lessonTexts.answerOf(item.answer)}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function WorkedExampleView({ example }: { example: WorkedExample }) {
  return (
    <Box role="group" aria-label={lessonTexts.workedExample} borderStartWidth="4px" borderColor="brand.solid" bg="page.bg" borderRadius="md" p="3">
      <Text fontWeight="semibold" fontSize="sm" color="brand.fg">
        {lessonTexts.workedExample}
      </Text>
      <Text>{example.problem}</Text>
      {example.steps.length > 0 && <LineList lines={example.steps} ordered />}
      <Text fontWeight="semibold">{lessonTexts.answerOf(example.answer)}</Text>
    </Box>
  );
}

/** A YouTube or Vimeo link played in the site's privacy-enhanced player, 16:9 at any width. */
export function EmbeddedPlayerView({ link, title }: { link: string; title: string }) {
  const player = embeddedPlayerFor(link);
  if (!player) return null;
  return (
    <AspectRatio ratio={16 / 9} w="full" maxW="2xl">
      <iframe
        src={player.src}
        title={lessonTexts.playerTitle(player.provider, title)}
        loading="lazy"
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        // YouTube's player refuses to play without knowing the embedding site; only the origin is sent.
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}

export function TextsView({ texts }: { texts: LessonText[] }) {
  return (
    <Stack gap="3">
      {texts.map((text, i) => (
        <Box as="figure" key={i} m="0" borderStartWidth="4px" borderColor="page.border" bg="page.bg" borderRadius="md" p="3">
          {text.title && <Text fontWeight="semibold">{text.title}</Text>}
          <Text as="blockquote" whiteSpace="pre-line" m="0">
            {text.body}
          </Text>
          {text.source && <EmbeddedPlayerView link={text.source} title={text.title || text.body} />}
          {text.source && (
            <Text as="figcaption" fontSize="sm" color="page.muted" fontStyle="italic">
              {lessonTexts.materialSource(text.source)}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** What the teacher must bring: marked as theirs to supply, never dressed up as content. */
export function SupplyNotes({ lines }: { lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Alert.Root status="warning" role="note" aria-label={lessonTexts.supply}>
      <Alert.Indicator />
      <Alert.Content>
        {lines.map((line, i) => (
          <Alert.Description key={i}>{lessonTexts.supplyOf(line)}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}

export function MisconceptionList({ items }: { items: Misconception[] }) {
  return (
    <Stack gap="3">
      {items.map((m, i) => (
        <Box key={i}>
          <Text>
            <Text as="span" fontWeight="semibold">{`${lessonTexts.misconception}: `}</Text>
            {m.misconception}
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">{`${lessonTexts.misconceptionResponse}: `}</Text>
            {m.response}
          </Text>
          {m.source && (
            <Text fontSize="sm" color="page.muted">
              {lessonTexts.materialSource(m.source)}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export const keywordSourceLabel = (source: Keyword['source']) => lessonTexts.keywordSource[source.kind](source.ref);

export function KeywordList({ keywords, showSources }: { keywords: Pick<Keyword, 'term' | 'definition'>[] | Keyword[]; showSources: boolean }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="4" rowGap="2">
      {keywords.map((k) => (
        <Box key={k.term} display="contents">
          <Text as="dt" fontWeight="semibold">
            {k.term}
          </Text>
          <Text as="dd" m="0">
            {k.definition}
            {showSources && 'source' in k && (
              <Text as="span" fontSize="sm" color="page.muted">{` (${keywordSourceLabel(k.source)})`}</Text>
            )}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** The teaching content of one phase as the teacher reads it: the model, the questions with answers, the notes. */
export function PhaseContentView({ phase }: { phase: LessonPhase }) {
  return (
    <>
      {phase.explanation && phase.explanation.length > 0 && (
        <Box>
          <Text fontWeight="semibold" fontSize="sm">
            {lessonTexts.explanation}
          </Text>
          <LineList lines={phase.explanation} />
        </Box>
      )}
      {phase.workedExample && <WorkedExampleView example={phase.workedExample} />}
      {phase.texts && phase.texts.length > 0 && <TextsView texts={phase.texts} />}
      {phase.check && phase.check.length > 0 && (
        <Section label={lessonTexts.check} level="h4">
          <QuestionList items={phase.check} showAnswers />
        </Section>
      )}
      {phase.practice && phase.practice.length > 0 && (
        <Section label={lessonTexts.practice} level="h4">
          <QuestionList items={phase.practice} showAnswers />
        </Section>
      )}
      {phase.safety && phase.safety.length > 0 && (
        <Alert.Root status="error" role="note" aria-label={lessonTexts.safety}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{lessonTexts.safety}</Alert.Title>
            {phase.safety.map((line, i) => (
              <Alert.Description key={i}>{line}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      <SupplyNotes lines={phase.supply ?? []} />
    </>
  );
}

/** What the plan says before its phases: outcome, question, level, what students bring and what they must get. */
export function PlanIntroView({ lesson }: { lesson: Lesson }) {
  const misconceptionsToSupply = slotSupplyOf(lesson, 'misconceptions');
  return (
    <>
      {lesson.learningOutcome && (
        <Section label={lessonTexts.learningOutcome}>
          <Text fontSize="lg">{lesson.learningOutcome}</Text>
          {lesson.drivingQuestion && <Text fontStyle="italic">{`${lessonTexts.drivingQuestion}: ${lesson.drivingQuestion}`}</Text>}
          {lesson.readingLevel && (
            <Text fontSize="sm" color="page.muted">
              {lessonTexts.readingLevelOf(lesson.readingLevel.targetGrade, lesson.readingLevel.measuredGrade)}
            </Text>
          )}
        </Section>
      )}
      <LinesSection label={lessonTexts.priorKnowledge} lines={lesson.priorKnowledge} supply={slotSupplyOf(lesson, 'priorKnowledge')} />
      <LinesSection label={lessonTexts.keyLearningPoints} lines={lesson.keyLearningPoints} supply={slotSupplyOf(lesson, 'keyLearningPoints')} />
      {(lesson.misconceptions?.length || misconceptionsToSupply) && (
        <Section label={lessonTexts.misconceptions}>
          {lesson.misconceptions?.length ? <MisconceptionList items={lesson.misconceptions} /> : <SupplyNotes lines={[misconceptionsToSupply!]} />}
        </Section>
      )}
      {lesson.keywords && lesson.keywords.length > 0 && (
        <Section label={lessonTexts.keywords}>
          <KeywordList keywords={lesson.keywords} showSources />
        </Section>
      )}
      {lesson.starterCheck && lesson.starterCheck.length > 0 && (
        <Section label={lessonTexts.starterCheck}>
          <QuestionList items={lesson.starterCheck} showAnswers />
        </Section>
      )}
    </>
  );
}

/** What the plan says after its phases: the exit check, the project's lessons, where the content comes from. */
export function PlanCloseView({ lesson }: { lesson: Lesson }) {
  return (
    <>
      {lesson.exitCheck && lesson.exitCheck.length > 0 && (
        <Section label={lessonTexts.exitCheck}>
          <QuestionList items={lesson.exitCheck} showAnswers />
        </Section>
      )}
      {lesson.sequence && (
        <Section label={lessonTexts.sequence(lesson.sequence.lessons)}>
          <LineList lines={lesson.sequence.outline} ordered />
        </Section>
      )}
      {lesson.contentSources && lesson.contentSources.length > 0 && (
        <Text fontSize="xs" color="page.muted">{`${lessonTexts.contentSources}: ${lesson.contentSources.join('; ')}`}</Text>
      )}
    </>
  );
}
