import type { LessonText, OutcomeContent, OutcomeRef, QuotedSource } from '../types.ts';
import type { AssessmentItem } from './types.ts';

/**
 * Items asked on something students read: a historical source (its origin, purpose and usefulness, as historians
 * question a source) or an English passage (what it says and what it suggests). The source or passage comes from the
 * content's data, quoted with its provenance; where none exists the item carries an empty stimulus that says what the
 * teacher must paste in, so no source or passage is ever made up.
 */

type Stimulus = NonNullable<AssessmentItem['stimulus']>;
const displayCode = (o: OutcomeRef) => o.shortCode ?? o.code;

const HISTORY = /\bhistor/i;
const ENGLISH = /\b(english|language arts|literacy|reading|ela)\b/i;
/** An English outcome about reading, not writing or speaking. */
const READING = /\b(read|reading|text|texts|passage|story|stories|poem|poems|poetry|novel|play|plays|fiction|literature|literary|comprehension|infer|inferences?|inferring|characters?|narrators?|plots?|themes?|authors?)\b/i;

/** Subjects that hold history among others: the teacher's subject says which part an outcome of theirs is taught in. */
const BROAD = /\b(hass|humanities|social studies|social sciences)\b/i;
/**
 * The outcome's own subject decides where the curriculum gives one (a mathematics outcome in a history assessment is
 * mathematics), unless it is a broad one the assessment's subject narrows.
 */
const subjectOf = (subject: string, outcome: OutcomeRef) => (outcome.subject && !BROAD.test(outcome.subject) ? outcome.subject : `${outcome.subject ?? ''} ${subject}`);
export const isHistory = (subject: string, outcome: OutcomeRef) => HISTORY.test(subjectOf(subject, outcome)) || HISTORY.test(outcome.strand ?? '');
export const isEnglishReading = (subject: string, outcome: OutcomeRef) => ENGLISH.test(subjectOf(subject, outcome)) && READING.test(outcome.statement);

export const passageOf = (text: LessonText): Stimulus => ({ title: text.title, text: text.body, provenance: text.source });

const sourceStimulus = (source: QuotedSource): Stimulus => ({ title: source.title, text: source.text, provenance: `${source.author}, ${source.date}. ${source.citation}` });

/** Origin, purpose and usefulness of a source the data quotes. */
function onQuotedSource(source: QuotedSource, outcomeCode: string, next: () => string): AssessmentItem[] {
  const stimulus = sourceStimulus(source);
  return [
    {
      id: next(),
      kind: 'short-answer',
      prompt: `Who made ${source.title}, and when? What does its origin suggest about its point of view?`,
      answer: `${source.author}, ${source.date}. The author’s position explains the view the source gives.`,
      markingPoints: [`Names the author and their position: ${source.author}.`, `Gives the date: ${source.date}.`, 'Links the author’s position to a view in the source, quoting a word or phrase.'],
      marks: 3,
      outcomeCode,
      stimulus,
    },
    {
      id: next(),
      kind: 'short-answer',
      prompt: `Why was ${source.title} made, and for whom? Support your answer with a detail from the source.`,
      answer: source.purpose,
      markingPoints: [source.purpose, 'Supports the purpose with a detail quoted from the source.'],
      marks: 2,
      outcomeCode,
      stimulus,
    },
    {
      id: next(),
      kind: 'extended-response',
      prompt: `How useful is ${source.title} for finding out about ${source.enquiry}? Use its content, its origin and its purpose.`,
      answer: `Useful for ${lowerFirst(source.usefulFor)} Limited because ${lowerFirst(source.limits)}`,
      markingPoints: [`Useful for ${lowerFirst(source.usefulFor)}`, `Limited: ${lowerFirst(source.limits)}`, 'Reaches a judgement that weighs the content against the origin and purpose.'],
      marks: 3,
      outcomeCode,
      stimulus,
    },
  ];
}

const lowerFirst = (text: string) => text.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());

/** The note on an empty source: what the teacher pastes in, and where it comes from. */
export const sourceSupplyNote = (outcome: OutcomeRef) =>
  `Paste a short primary source for ${displayCode(outcome)} into Source A (a few sentences, quoted exactly), with who made it, when, and where it is printed or held; Teachkit quotes no source for this outcome.`;

/** The same three questions on a source the teacher supplies: the marking points say what an answer shows of it. */
function onSuppliedSource(outcome: OutcomeRef, topic: string, next: () => string): AssessmentItem[] {
  const stimulus: Stimulus = { title: 'Source A', text: '', provenance: '', supply: sourceSupplyNote(outcome) };
  const outcomeCode = outcome.code;
  return [
    {
      id: next(),
      kind: 'short-answer',
      prompt: 'Who made Source A, and when? What does its origin suggest about its point of view?',
      answer: 'The author and their position, and the date, as the provenance gives them; a view of the source explained by who made it.',
      markingPoints: ['Names the author (or says the author is unknown) and their position.', 'Gives when the source was made.', 'Links the author’s position to a view in the source, quoting a word or phrase.'],
      marks: 3,
      outcomeCode,
      stimulus,
    },
    {
      id: next(),
      kind: 'short-answer',
      prompt: 'Why was Source A made, and for whom? Support your answer with a detail from the source.',
      answer: 'A purpose and an audience the source’s provenance and words support.',
      markingPoints: ['States a purpose and an audience consistent with the provenance.', 'Supports the purpose with a detail quoted from the source.'],
      marks: 2,
      outcomeCode,
      stimulus,
    },
    {
      id: next(),
      kind: 'extended-response',
      prompt: `How useful is Source A for an enquiry into “${topic}”? Use its content, its origin and its purpose.`,
      answer: 'What the source is good evidence of, what it cannot show, and a judgement that weighs both.',
      markingPoints: ['Says what the source is useful evidence of, using its content.', 'Says what it cannot show, from its origin or purpose.', 'Reaches a judgement that weighs the content against the origin and purpose.'],
      marks: 3,
      outcomeCode,
      stimulus,
    },
  ];
}

/** A history outcome's source-based items: on each source the data quotes (the first), else on one the teacher supplies. */
export function sourceItems(outcome: OutcomeRef, content: OutcomeContent | undefined, topic: string, next: () => string): { items: AssessmentItem[]; supply?: string } {
  const quoted = content?.quotedSources?.[0];
  if (quoted) return { items: onQuotedSource(quoted, outcome.code, next) };
  return { items: onSuppliedSource(outcome, topic, next), supply: sourceSupplyNote(outcome) };
}

/** The note on an empty passage: the text the teacher pastes in. */
export const passageSupplyNote = (outcome: OutcomeRef) =>
  `Paste a passage for ${displayCode(outcome)} into “Passage” (from your own upload or a public-domain text, with its author and where it is printed); Teachkit holds no passage for this outcome.`;

/** Literal and inferential questions on a passage the teacher supplies, for an English reading outcome without one. */
export function suppliedPassageItems(outcome: OutcomeRef, next: () => string): { items: AssessmentItem[]; supply: string } {
  const stimulus: Stimulus = { title: 'Passage', text: '', provenance: '', supply: passageSupplyNote(outcome) };
  const outcomeCode = outcome.code;
  return {
    supply: passageSupplyNote(outcome),
    items: [
      {
        id: next(),
        kind: 'short-answer',
        prompt: 'What happens first in the passage, and what happens next? Quote the words that tell you.',
        answer: 'Two events in the order the passage gives them, each with a quotation.',
        markingPoints: ['Names two events (or ideas) in the passage’s order.', 'Quotes the passage’s words for each.'],
        marks: 2,
        outcomeCode,
        stimulus,
      },
      {
        id: next(),
        kind: 'short-answer',
        prompt: 'What does the passage suggest that it does not say directly? Support your answer with a quotation and explain it.',
        answer: 'An inference the passage supports, a quotation, and how the quotation supports it.',
        markingPoints: ['Makes an inference the passage supports.', 'Quotes a detail as evidence.', 'Explains how the detail supports the inference.'],
        marks: 3,
        outcomeCode,
        stimulus,
      },
    ],
  };
}
