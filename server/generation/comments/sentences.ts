import type { Achievement, OutcomeWork } from '../../../src/contracts/comment.ts';
import type { OutcomeRef } from '../types.ts';
import { lowerFirst, questionList, rotated, type Voice } from './voice.ts';

/**
 * The sentences of a comment, each as a few wordings of the same meaning (a comment set takes the first wording no
 * classmate's comment has). What a sentence says agrees with the level: "can" only at proficient and above; at a
 * lower level the student's words are "a good start", or, when they make no marking point, "do not yet show it".
 */

const HIGH: Achievement[] = ['proficient', 'extending'];

/** What the student can do for one outcome at their level, as the start of a sentence. */
function levelClauses(v: Voice, action: string, level: Achievement): string[] {
  const frames: Record<Achievement, string[]> = {
    extending: [
      `${v.name} can ${action} confidently, even in unfamiliar problems`,
      `${v.name} ${v.be} able to ${action} independently and explain ${v.possessive} reasoning`,
      `${v.name} can ${action} in new and harder problems`,
    ],
    proficient: [`${v.name} can ${action} accurately`, `${v.name} ${v.be} now able to ${action} reliably`, `${v.name} can ${action} on ${v.possessive} own`],
    developing: [`${v.name} ${v.be} learning to ${action}`, `${v.name} ${v.be} on the way to being able to ${action}`, `${v.name} ${v.be} still building the skill to ${action}`],
    beginning: [`${v.name} ${v.be} starting to ${action} with support`, `${v.name} ${v.be} beginning, with support, to ${action}`, `${v.name} ${v.be} taking first steps, with help, to ${action}`],
  };
  return frames[level];
}

/** Where the student's words were: "in question 5" on the report; the paper's name for the family, who have no paper. */
const where = (v: Voice, work: OutcomeWork, question: string) => (v.reader === 'parent' ? `on "${work.paper}"` : `in ${question}`);

/** What the student wrote, framed to agree with the level; empty when they wrote nothing for the outcome. */
function wordsClause(v: Voice, work: OutcomeWork, level: Achievement): { joiner: string; text: string } | null {
  const { words, missing } = work;
  if (!words) {
    if (!missing) return null;
    return { joiner: '; ', text: v.reader === 'parent' ? `${v.they} did not yet write the longer answer ${where(v, work, missing.question)}` : `${v.they} did not yet answer ${missing.question}` };
  }
  const wrote = `${where(v, work, words.question)} ${v.they} wrote "${words.quote}"`;
  if (HIGH.includes(level)) return { joiner: words.shows === 'point' ? ': ' : '; ', text: wrote };
  return { joiner: '; ', text: words.shows === 'written' ? `${wrote}, which does not yet show it` : `${wrote}, a good start` };
}

/** The opening sentence for one outcome: the level, told through the student's own words where the work has them. */
export function levelSentence(v: Voice, outcome: OutcomeRef, action: string, level: Achievement, work: OutcomeWork | undefined, studentId: string): string[] {
  if (v.reader === 'teacher') {
    const named = work?.levelName && work.levelName.toLowerCase() !== level ? ` (${work.levelName})` : '';
    const given = work ? `${named} on "${work.paper}"` : '';
    const shown = work ? teacherEvidence(v, work) : '';
    return [`${outcome.shortCode ?? outcome.code} (${action}): ${level}${given}${shown ? `; ${shown}` : ''}`];
  }
  const clauses = rotated(levelClauses(v, action, level), studentId, outcome.code, v.reader);
  const words = work ? wordsClause(v, work, level) : null;
  if (!words) return clauses;
  const withWords = clauses.map((c) => `${c}${words.joiner}${words.text}`);
  // Told the other way round: what they wrote first, then the level.
  const wordsFirst = v.reader === 'student' ? [] : clauses.map((c) => `${words.text.replace(/^./, (ch) => ch.toUpperCase())}; ${asPronoun(v, c)}`);
  return [...withWords, ...wordsFirst];
}

/** The work in a next teacher's shorthand: the words, then the questions marked from the key. */
function teacherEvidence(v: Voice, work: OutcomeWork): string {
  const parts = [
    ...(work.words ? [`wrote "${work.words.quote}" in ${work.words.question}`] : []),
    ...(work.right.length ? [`right: ${questionList(work.right)}`] : []),
    ...work.wrong.map((w) => `${w.question}: answered ${w.answer}, key ${w.key}`),
    ...(work.blank.length ? [`blank: ${questionList(work.blank)}`] : []),
  ];
  return parts.join('; ');
}

/** A clause that opens with the student's name, opening with their pronoun instead ("Ava is" → "she is", "they are"). */
const asPronoun = (v: Voice, clause: string) => lowerFirst(clause.replace(`${v.name} ${v.be} `, `${v.they} ${v.theyBe} `).replace(v.name, v.they));

const byNumber = (a: string, b: string) => Number(a.replace(/\D+/g, '')) - Number(b.replace(/\D+/g, ''));

/** How the questions marked from the key went: which were right, each wrong answer beside the key, which were blank. */
export function scoredSentence(v: Voice, work: OutcomeWork): string[] {
  const { right, wrong, blank } = work;
  const total = right.length + wrong.length + blank.length;
  if (!total) return [];
  if (v.reader === 'parent') {
    const first = wrong[0];
    const miss = first ? `; asked "${first.prompt}", ${v.they} answered ${first.answer}, and the answer is ${first.key}` : blank.length ? `, and left ${blank.length === 1 ? 'one' : blank.length} blank` : '';
    return [`${v.name} got ${right.length} of ${total} short questions right${miss}`, `${v.name} answered ${right.length} of the ${total} short questions correctly${miss}`];
  }
  if (!wrong.length && !blank.length) {
    return [`${v.name} answered ${questionList(right)} correctly`, `${v.name} got ${questionList(right)} right`, `Every answer ${v.name} gave to ${questionList(right)} was right`, `${v.name} gave the right answer in ${questionList(right)}`];
  }
  const all = [...right, ...wrong.map((w) => w.question), ...blank].sort(byNumber);
  const head = right.length ? `${v.name} got ${questionList(right)} right` : `${v.name} did not yet get ${questionList(all)} right`;
  const details = [...wrong.map((w) => `in ${w.question} ${v.they} answered ${w.answer} where the answer is ${w.key}`), ...(blank.length ? [`${v.they} left ${questionList(blank)} blank`] : [])];
  const told = details.join('; ');
  const variants = [`${head}; ${told}`, `${told.replace(/^./, (c) => c.toUpperCase())}; ${asPronoun(v, head)}`];
  if (right.length) {
    const whose = v.reader === 'student' ? 'Your' : `${v.name}'s`;
    variants.push(`${v.name} answered ${questionList(right)} correctly; ${told}`, `Of ${questionList(all)}, ${v.name} got ${questionList(right)} right; ${told}`, `${whose} right answers were ${questionList(right)}; ${told}`);
  }
  return variants;
}

/** The step a student takes next at their level when there is no marked work to name it from. */
function levelStep(v: Voice, action: string, level: Achievement): string {
  const steps: Record<Achievement, string> = {
    beginning: `practise how to ${action}, first with worked examples and then with less help`,
    developing: `${action} without prompts and check ${v.possessive} answers`,
    proficient: `apply this to less familiar problems and explain ${v.possessive} method`,
    extending: `take on problems that ask ${v.object} to justify and generalise`,
  };
  return steps[level];
}

/**
 * A marking point that speaks of the response, the answer or the student ("The response shows the student can …",
 * "A full answer names …") is a note for the marker: it says what to look for, not something a student or a family
 * can be told to add.
 */
const isMarkersNote = (point: string) => /^(the|a|an)\s+(\w+\s+)?(response|answer|student)s?\b/i.test(point.trim());

/** The one next step, from the work where there is some: the marking point still missing, a wrong answer, a harder problem. */
export function nextStepOptions(v: Voice, action: string, level: Achievement, work: OutcomeWork | undefined): string[] {
  const { words } = work ?? {};
  const unanswered = work?.missing && !words ? work.missing.question : undefined;
  const missing = work?.missing && !isMarkersNote(work.missing.point) ? work.missing : undefined;
  const wrong = work?.wrong[0];
  const point = missing ? lowerFirst(missing.point) : '';
  const high = HIGH.includes(level);
  if (v.reader === 'parent') {
    const ask = (what: string) => [`At home, ask ${v.name} to ${what}`, `At home, you could ask ${v.name} to ${what}`];
    if (missing) return ask(`explain to you, with an example, that ${point}`);
    if (wrong) return ask(`show you why the answer to "${wrong.prompt}" is ${wrong.key}`);
    return ask(high ? `teach you how to ${action}, with an example of ${v.possessive} own` : `show you how to ${action}, and talk it through together`);
  }
  const steps: string[] = [];
  if (missing && words) steps.push(`build on "${words.quote}" by adding that ${point}`, `take "${words.quote}" further and explain that ${point}`);
  else if (missing) steps.push(`answer ${missing.question} in full, explaining that ${point}`, `write an answer to ${missing.question} that explains that ${point}`, `explain in writing, for ${missing.question}, that ${point}`);
  else if (wrong) steps.push(`go back over ${wrong.question} and work out why the answer is ${wrong.key}, not ${wrong.answer}`, `check ${wrong.question} again: the answer is ${wrong.key}, not ${wrong.answer}`);
  else if (unanswered) steps.push(`answer ${unanswered} in full, with an example of ${v.possessive} own`, `write an answer to ${unanswered}, with an example of ${v.possessive} own and each step explained`);
  else if (words && high) steps.push(`take "${words.quote}" further with a less familiar problem and justify each step`, `use "${words.quote}" as the start of a harder problem, justifying each step`);
  else if (words) steps.push(`build on "${words.quote}" with a worked example, then explain each step in ${v.possessive} own words`, `add an example of ${v.possessive} own to "${words.quote}" and explain each step`);
  else steps.push(levelStep(v, action, level));
  if (v.reader === 'student') return steps.map((s) => `Your next step: ${s}`);
  return steps.flatMap((s) => [`Next step: ${v.name} should ${s}`, `Next step: ${v.name} could ${s}`]);
}
