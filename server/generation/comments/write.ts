import { createHash } from 'node:crypto';
import { z } from 'zod';
import difficultiesJson from './difficulties.json' with { type: 'json' };
import { americanSpelling, writesAmerican } from '../english/spelling.ts';
import { successCriteria } from '../text.ts';
import { ACHIEVEMENT_LEVELS, PERSPECTIVES, PRONOUNS, type Achievement, type Perspective, type Pronoun } from '../../../src/contracts/comment.ts';
import type { OutcomeRef } from '../types.ts';

// The scales a comment set is written on are shared with the browser.
export { ACHIEVEMENT_LEVELS, PERSPECTIVES, PRONOUNS, type Achievement, type Perspective, type Pronoun };

export interface StudentRecord {
  id: string;
  name: string;
  pronouns: Pronoun;
  /** Outcome code → how far the student has come. */
  achievements: Record<string, Achievement>;
  /** Outcome code → what the teacher saw: a task, a piece of work, a quote. */
  evidence: Record<string, string>;
}

const POSSESSIVE: Record<Pronoun, string> = { she: 'her', he: 'his', they: 'their' };
const OBJECT: Record<Pronoun, string> = { she: 'her', he: 'him', they: 'them' };

/** The same student and outcome always pick the same wording; different students pick different ones. */
function pick<T>(options: T[], ...keys: string[]): T {
  const digest = createHash('sha256').update(keys.join('|')).digest();
  return options[digest.readUInt32BE(0) % options.length]!;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name.trim();
const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());
const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return (/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`).replace(/^./, (c) => c.toUpperCase());
};

/** The outcome as something a student does: "compare two fractions with different numerators". */
export function outcomeAction(outcome: OutcomeRef): string {
  return (successCriteria(outcome.statement)[0] ?? 'show what they have learned').replace(/^I can\s+/, '');
}

interface Voice {
  /** Who the sentence is about: "Ava", "you". */
  subject: string;
  possessive: string;
  object: string;
  /** "is" or "are" for the subject. */
  be: string;
}

function voiceOf(student: StudentRecord, perspective: Perspective): Voice {
  if (perspective === 'student') return { subject: 'you', possessive: 'your', object: 'you', be: 'are' };
  return { subject: firstName(student.name), possessive: POSSESSIVE[student.pronouns], object: OBJECT[student.pronouns], be: 'is' };
}

/** What the student can do for one outcome, at their level, in one of a few wordings. */
function achievementSentence(v: Voice, action: string, level: Achievement, key: string[]): string {
  const frames: Record<Achievement, string[]> = {
    extending: [`${v.subject} can ${action} confidently, even in unfamiliar problems`, `${v.subject} ${v.be} able to ${action} independently and explain ${v.possessive} reasoning`],
    proficient: [`${v.subject} can ${action} accurately`, `${v.subject} ${v.be} now able to ${action} reliably`],
    developing: [`${v.subject} can ${action} in familiar cases and ${v.be} building accuracy`, `${v.subject} ${v.be} learning to ${action} on ${v.possessive} own`],
    beginning: [`${v.subject} ${v.be} starting to ${action} with support`, `with support, ${v.subject} can begin to ${action}`],
  };
  return pick(frames[level], ...key);
}

function nextStep(v: Voice, action: string, level: Achievement, perspective: Perspective): string {
  const steps: Record<Achievement, string> = {
    beginning: `practise how to ${action}, first with worked examples and then with less help`,
    developing: `${action} without prompts and check ${v.possessive} answers`,
    proficient: `apply this to less familiar problems and explain ${v.possessive} method`,
    extending: `take on problems that ask ${v.object} to justify and generalise`,
  };
  return perspective === 'student' ? `Next, try to ${steps[level]}` : `Next, ${v.subject} should ${steps[level]}`;
}

const DIFFICULTY = z.object({ about: z.string(), phrases: z.array(z.string().min(2)) }).parse(difficultiesJson).phrases.map((p) => p.toLowerCase());

/** The note tells of a difficulty the student still has ("still thinks plants get their food from the soil"). */
export const isDifficulty = (note: string) => {
  const words = ` ${note.toLowerCase().replace(/[’]/g, "'").replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  return DIFFICULTY.some((phrase) => words.includes(` ${phrase} `));
};

/**
 * The teacher's note as they wrote it: an example of what the student did ("For example: …"), or, when it tells of a
 * difficulty, what is still to work on, so a note never contradicts the level it stands beside.
 */
const evidenceSentence = (note: string | undefined) => {
  const text = note?.trim();
  if (!text) return [];
  return [isDifficulty(text) ? `One thing still to work on: ${lowerFirst(text)}` : `For example: ${lowerFirst(text)}`];
};

/**
 * A personalised comment: for each outcome with an achievement, what the student can do (with the teacher's evidence)
 * and a next step, in the voice of the perspective. Nothing is said about an outcome the teacher did not rate.
 */
export function writeComment(student: StudentRecord, outcomes: OutcomeRef[], perspective: Perspective = 'parent'): string {
  const v = voiceOf(student, perspective);
  // A class on US standards reads American English; the teacher's evidence notes keep their own spelling.
  const ours = writesAmerican(outcomes) ? americanSpelling : (text: string) => text;
  if (perspective === 'teacher') {
    return outcomes
      .filter((o) => student.achievements[o.code])
      .map((o) => {
        const level = student.achievements[o.code]!;
        const note = student.evidence[o.code]?.trim();
        return sentence(`${o.shortCode ?? o.code} (${outcomeAction(o)}): ${level}${note ? `; evidence: ${lowerFirst(note)}` : ''}. ${ours(nextStep(v, outcomeAction(o), level, 'teacher'))}`);
      })
      .join(' ');
  }
  const parts: string[] = [];
  for (const outcome of outcomes) {
    const level = student.achievements[outcome.code];
    if (!level) continue;
    const action = outcomeAction(outcome);
    parts.push(sentence(ours(achievementSentence(v, action, level, [student.id, outcome.code, perspective]))));
    parts.push(...evidenceSentence(student.evidence[outcome.code]).map(sentence));
    parts.push(sentence(ours(nextStep(v, action, level, perspective))));
  }
  if (!parts.length) return '';
  return parts.join(' ');
}

/**
 * The comment cut to at most `maxCharacters`: whole sentences, the achievement sentences first, then the next steps,
 * then the evidence, shown in the order they were written, so the shortest summary still says what the student can do.
 */
export function summarise(comment: string, maxCharacters: number): string {
  const sentences = comment.split(/(?<=[.!?])\s+/).filter(Boolean);
  const rank = (s: string) => (/^Next,/.test(s) ? 1 : /^(For example|One thing still to work on):/.test(s) ? 2 : 0);
  const kept = new Set<string>();
  let length = 0;
  for (const s of [...sentences].sort((a, b) => rank(a) - rank(b))) {
    const added = length ? s.length + 1 : s.length;
    if (length + added > maxCharacters) continue;
    kept.add(s);
    length += added;
  }
  if (!kept.size) {
    const first = sentences[0] ?? '';
    const limit = Math.max(0, maxCharacters - 1);
    let cut = first.slice(0, limit);
    // A cut inside a word drops that word's start.
    if (/\S/.test(first[limit] ?? '')) cut = cut.replace(/\s+\S*$/, '');
    return cut.trim() ? `${cut.trim()}…` : '';
  }
  return sentences.filter((s) => kept.has(s)).join(' ');
}
