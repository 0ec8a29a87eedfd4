import { glossaryEntry, type GlossaryEntry } from './glossary.ts';
import { readBrief } from './brief/read.ts';
import { displayCode, phaseOutcomes, quoteInside, termRegExp, type LessonView } from './lesson-view.ts';
import { isOutcomeCheck } from './plan/checks.ts';
import { cleanStatement, sentences } from './text.ts';
import { BLOOM_LEVELS, type BloomLevel, type CheckItem, type Keyword, type LessonPhase, type OutcomeRef, type WorkedExample } from './types.ts';

export interface LessonQuestion {
  question: string;
  bloomLevel: BloomLevel;
  outcomeCode: string;
  /** The model answer ("Answer: …") or, for an open question, what to look for ("Marking points: …"). */
  answerGuide: string;
}

/** The offline engine writes English only; "en", "en-GB", "en_AU" and the like all count as English. */
export const isEnglish = (language: string) => /^en(?:[-_][a-z0-9]{2,8})?$/i.test(language.trim());

/**
 * The meaning a student can be given for a glossary entry, without the teacher's notes ("Used in …", "add your own
 * definition …"); undefined when the entry has no meaning of its own.
 */
export function studentMeaning(entry: GlossaryEntry): string | undefined {
  const meaning = entry.definition.split(/\s+(?:Used in |From the lesson title|None of this lesson's)/)[0]!.trim();
  return !meaning || /^(Used in|From the lesson title|None of)\b/.test(meaning) ? undefined : meaning;
}

/** A question and its answer guide; `key` names the piece of the plan it asks about, so no piece is asked twice. */
interface Candidate {
  question: string;
  answerGuide: string;
  key: string;
}

const period = (text: string) => (/[.?!…]["”')]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const answer = (text: string) => `Answer: ${period(text)}`;
const points = (items: string[]) => `Marking points: ${items.map((i) => period(i).replace(/\.$/, '')).join('; ')}.`;

/** The plan's own content for one outcome: what its phases model, practise and check, and the lesson's words. */
interface OutcomeContent {
  outcome: OutcomeRef;
  code: string;
  examples: WorkedExample[];
  practice: CheckItem[];
  checks: CheckItem[];
  starters: CheckItem[];
  exits: CheckItem[];
}

/** The plan's items on this outcome, without the open "show what you can do" check that only asks for the outcome back. */
const forOutcome = (outcome: OutcomeRef) => (item: CheckItem) => (!item.outcomeCode || item.outcomeCode === outcome.code) && !isOutcomeCheck(item);

function contentOf(view: LessonView, outcome: OutcomeRef): OutcomeContent {
  const phases = view.phases.filter((p) => phaseOutcomes(view, p).includes(outcome));
  const from = (pick: (p: LessonPhase) => CheckItem[] | undefined) => phases.flatMap((p) => (pick(p) ?? []).filter(forOutcome(outcome)));
  return {
    outcome,
    code: displayCode(outcome),
    examples: phases.flatMap((p) => (p.workedExample ? [p.workedExample] : [])),
    practice: from((p) => p.practice),
    checks: from((p) => p.check),
    starters: (view.starterCheck ?? []).filter(forOutcome(outcome)),
    exits: (view.exitCheck ?? []).filter(forOutcome(outcome)),
  };
}

/** A bare equation or expression ("x + 8 = 15") as a question a student can read. */
export const asQuestion = (prompt: string) => (/[a-z]{3,}/i.test(prompt) ? prompt : `${prompt.includes('=') ? 'Solve' : 'Work out'} ${prompt.trim()}.`);

const asked = (item: CheckItem): Candidate => ({
  question: item.options?.length ? `${period(item.prompt)} ${item.options.map((o, i) => `(${String.fromCharCode(65 + i)}) ${o}`).join(' ')}` : asQuestion(item.prompt),
  answerGuide: answer(item.answer),
  key: `item:${item.prompt}`,
});

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

/** " (3.NF.A.3a's own words)" after a definition the curriculum itself gives. */
function ownWords(view: LessonView, keyword: Keyword): string {
  const outcome = keyword.source.kind === 'outcome' ? view.outcomes.find((o) => o.code === keyword.source.ref) : undefined;
  return outcome ? ` (${displayCode(outcome)}'s own words)` : '';
}

/** " Use the school garden in your answer." when the teacher named a sub-topic. */
const within = (input: string | undefined, text: string) => (input ? ` ${text.replace('{input}', input)}` : '');

/**
 * Questions on the plan's own content, by level: keywords and starter checks to remember, checks for understanding
 * and the texts to understand, practice and exit checks to apply, the worked example against the practice to analyse,
 * misconceptions to evaluate, and a new question like the practice to create. Every one carries its answer.
 */
function contentCandidates(view: LessonView, c: OutcomeContent, input: string | undefined): Record<BloomLevel, Candidate[]> {
  const keywords = [...(view.keywords ?? [])].sort((a, b) => Number(b.source.ref === c.outcome.code) - Number(a.source.ref === c.outcome.code));
  const texts = view.phases.filter((p) => phaseOutcomes(view, p).includes(c.outcome)).flatMap((p) => p.texts ?? []);
  const example = c.examples[0];
  const similar = [...c.practice, ...c.exits];
  return {
    remember: [
      ...keywords.map((k) => ({
        question: `What does "${k.term}" mean?${within(input, 'Give one example from {input}.')}`,
        answerGuide: input ? points([k.definition, `an example from ${input} that fits it`]) : `${answer(k.definition)}${ownWords(view, k)}`,
        key: `keyword:${k.term}`,
      })),
      ...c.starters.map(asked),
    ],
    understand: [
      ...c.checks.map(asked),
      ...texts.map((t) => ({
        question: `Read "${t.title}" again. Say in two sentences what it tells you.${within(input, 'Link it to {input}.')}`,
        answerGuide: points(sentences(t.body).slice(0, 3)),
        key: `text:${t.title}`,
      })),
      ...(view.keyLearningPoints ?? []).map((point) => ({
        question: `Explain this in your own words, with an example: ${quoteInside(point)}.${within(input, 'Use {input} in your example.')}`,
        answerGuide: points([point, 'an example that shows it']),
        key: `point:${point}`,
      })),
      ...(example
        ? [{
            question: `In the worked example ${quoteInside(example.problem)}, why is the first step ${quoteInside(example.steps[0] ?? '')}?`,
            answerGuide: points([`the first step: ${example.steps[0]}`, `it leads to ${example.steps[1] ?? example.answer}`, `the answer is ${example.answer}`]),
            key: `example-why:${example.problem}`,
          }]
        : []),
    ],
    apply: [
      ...[...c.practice, ...c.exits].map((item) => {
        const base = asked(item);
        if (!input) return base;
        return {
          ...base,
          question: `${base.question} Then write one more like it about ${input} and solve it.`,
          answerGuide: `${base.answerGuide} The new question is about ${input}, of the same kind, with a correct answer.`,
        };
      }),
      ...c.examples.slice(1).map((e) => ({ question: e.problem, answerGuide: answer(e.answer), key: `example:${e.problem}` })),
    ],
    analyse: [
      ...(example && similar[0]
        ? [{
            question: `Compare the worked example ${quoteInside(example.problem)} with the question ${quoteInside(asQuestion(similar[0].prompt))}. Which steps are the same, and what changes?`,
            answerGuide: points([`the same method: ${example.steps.join(' ')}`, `the worked example's answer is ${example.answer}; the other's is ${similar[0].answer}`]),
            key: `compare:${example.problem}`,
          }]
        : []),
      ...keywordPairs(keywords).map(([a, b]) => ({
        question: `How are "${a.term}" and "${b.term}" connected? Give an example${input ? ` from ${input}` : ''}.`,
        answerGuide: points([`${a.term}: ${a.definition}`, `${b.term}: ${b.definition}`, 'an example that uses both']),
        key: `pair:${a.term}|${b.term}`,
      })),
    ],
    evaluate: (view.misconceptions ?? []).map((m) =>
      // A misconception written as what students do ("Making an equivalent fraction by adding…") is shown as a
      // mistake to judge; one written as a belief ("A fraction with bigger numbers is bigger") as a claim.
      /^[A-Z][a-z]+ing\b/.test(m.misconception.trim())
        ? {
            question: `Some students make this mistake: ${lowerFirst(period(m.misconception))} What is wrong with it, and what should they do instead?${within(input, 'Use {input} in your answer.')}`,
            answerGuide: points(['says why the method is wrong', `shows the right method, as in: ${m.response}`]),
            key: `misconception:${m.misconception}`,
          }
        : {
            question: `A student says: "${period(m.misconception)}" Do you agree? Explain why.${within(input, 'Use {input} in your answer.')}`,
            answerGuide: points(['disagrees: the claim is a common mistake', `shows why it is wrong, as in: ${m.response}`]),
            key: `misconception:${m.misconception}`,
          },
    ),
    create: similar.map((item) => ({
      question: `Write a question of your own like ${quoteInside(asQuestion(item.prompt))}${input ? ` about ${input}` : ''}, and its answer.`,
      answerGuide: points([`a new question of the same kind as ${quoteInside(asQuestion(item.prompt))}, whose answer is ${quoteInside(item.answer)}`, 'a correct answer, with working shown']),
      key: `create:${item.prompt}`,
    })),
  };
}

/** Pairs of keywords, each keyword in at most one pair. */
function keywordPairs<T>(keywords: T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i + 1 < keywords.length; i += 2) pairs.push([keywords[i]!, keywords[i + 1]!]);
  return pairs;
}

/** A key point written as a statement one can doubt ("To compare lengths, line the objects up…"), not a gloss ("Bonjour — hello"). */
const readsAsClaim = (point: string) => point.trim().split(/\s+/).length >= 5 && !/\s[—–]\s|\(say:/.test(point);

/**
 * Questions on the lesson's own words for the levels its checks, practice and misconceptions leave empty (lessons
 * planned before plans carried content, outcomes no source has questions for): the meanings the teacher gave words in
 * the description, the lesson's vocabulary (the terms the outcome uses first: the outcome chooses what to ask about, it
 * is never asked back), pairs of those terms, and the key learning points as claims to defend. A level the lesson has
 * nothing for gets no question, rather than one that wraps the outcome statement.
 */
function vocabularyCandidates(view: LessonView, c: OutcomeContent, input: string | undefined): Record<BloomLevel, Candidate[]> {
  const statement = cleanStatement(c.outcome.statement);
  const inOutcome = (term: string) => termRegExp(term).test(statement);
  const terms = [...view.keyVocabulary.filter(inOutcome), ...view.keyVocabulary.filter((t) => !inOutcome(t))];
  const ordered = input ? [...terms.filter((t) => termRegExp(t).test(input)), ...terms.filter((t) => !termRegExp(t).test(input))] : terms;
  const meanings = ordered.map((term) => {
    const entry = glossaryEntry(term, view.outcomes, view.title);
    return { term, meaning: studentMeaning(entry), ownWords: entry.source.kind === 'outcome' };
  });
  const glossed = readBrief(view.title, view.description).items.flatMap((item) => Object.entries(item.glosses ?? {}).map(([word, gloss]) => ({ word, meaning: gloss.meaning })));
  const example = input ? ` Give one example from ${input}.` : '';
  return {
    remember: [
      ...glossed.map(({ word, meaning }) => ({ question: `What does "${word}" mean?${example}`, answerGuide: input ? points([meaning, `an example from ${input}`]) : answer(meaning), key: `gloss:${word}` })),
      ...meanings.map(({ term, meaning, ownWords }) => ({
        question: `What does "${term}" mean?${example}`,
        answerGuide: meaning
          ? input
            ? points([meaning, `an example from ${input} that fits it`])
            : `${answer(meaning)}${ownWords ? ` (${c.code}'s own words)` : ''}`
          : points([`a meaning of "${term}" in the sense this lesson uses it`, 'an example']),
        key: `term:${term}`,
      })),
    ],
    understand: [],
    apply: [],
    analyse: keywordPairs(meanings.filter((m) => m.meaning)).map(([a, b]) => ({
      question: `How are "${a.term}" and "${b.term}" connected? Give an example${input ? ` from ${input}` : ''}.`,
      answerGuide: points([`${a.term}: ${a.meaning}`, `${b.term}: ${b.meaning}`, 'an example that uses both']),
      key: `pair:${a.term}|${b.term}`,
    })),
    evaluate: (view.keyLearningPoints ?? []).filter(readsAsClaim).map((point) => ({
      question: `A friend is not sure that ${quoteInside(point)} is right. How would you convince them? Give an example as evidence.${within(input, 'Use {input} in your answer.')}`,
      answerGuide: points([`agrees: ${point}`, 'an example or a reason that shows it']),
      key: `claim:${point}`,
    })),
    create: [],
  };
}

/** Two questions are the same when they differ only in case, spacing, punctuation or numbering. */
export const normalisedQuestion = (question: string) =>
  question
    .toLowerCase()
    .replace(/^\s*\d+[.)]\s*/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * At most one question per outcome at each Bloom level, remember to create. Questions come from the plan's content
 * (its keywords, checks, practice, worked examples, texts, key points and misconceptions, each with its answer) and,
 * where the plan has none for a level, from the lesson's vocabulary, the words the teacher glossed and its key points.
 * A level with nothing of the lesson's own to ask about is left out. No two questions are the same, and no piece of
 * the plan is asked about twice. `input` (a sub-topic the teacher names) is woven into every question.
 */
export function lessonQuestions(view: LessonView, input?: string): LessonQuestion[] {
  const focus = input?.replace(/\s+/g, ' ').trim() || undefined;
  const pools = view.outcomes.map((outcome) => {
    const content = contentOf(view, outcome);
    const fromPlan = contentCandidates(view, content, focus);
    const fromWords = vocabularyCandidates(view, content, focus);
    return { outcome, candidates: (level: BloomLevel) => [...fromPlan[level], ...fromWords[level]] };
  });
  const keys = new Set<string>();
  const questions = new Set<string>();
  const out: LessonQuestion[] = [];
  for (const level of BLOOM_LEVELS) {
    for (const { outcome, candidates } of pools) {
      const pick = candidates(level).find((c) => !keys.has(c.key) && !questions.has(normalisedQuestion(c.question)) && (!focus || c.question.includes(focus)));
      if (!pick) continue;
      keys.add(pick.key);
      questions.add(normalisedQuestion(pick.question));
      out.push({ question: pick.question, answerGuide: pick.answerGuide, bloomLevel: level, outcomeCode: outcome.code });
    }
  }
  return out;
}
