import type { CheckItem, LessonPhase, LessonPlan } from '../types.ts';
import type { NamedItem } from './read.ts';

/**
 * Whether a plan uses what the brief names: an item counts only where a phase teaches with it, in any of the
 * spellings it may take (typeset numbers, an inflected last word, a script or its romanisation). The quality gate
 * measures plans with it and the model path checks the model's plan with it.
 */

export const checkTexts = (items: CheckItem[] | undefined) => (items ?? []).flatMap((i) => [i.prompt, i.answer, ...(i.options ?? [])]);

/** What a phase gives the class to work with: the places a named item must appear to count as used. */
export function phaseContent(p: LessonPhase): string[] {
  return [
    ...p.teacherActions,
    ...p.studentActions,
    ...(p.explanation ?? []),
    ...(p.workedExample ? [p.workedExample.problem, ...p.workedExample.steps, p.workedExample.answer] : []),
    ...checkTexts(p.check),
    ...checkTexts(p.practice),
    ...(p.texts ?? []).flatMap((t) => [t.title, t.body]),
    ...(p.materials ?? []).map((m) => m.text),
    ...p.resources,
    ...(p.safety ?? []),
  ];
}

/**
 * The plan's teaching content: every phase's content and the checks students answer. Summaries (keywords, key
 * vocabulary, content sources, criteria, the learning intention) and "supply" notes are left out: an item named only
 * there is not taught.
 */
export function contentTexts(plan: LessonPlan): string[] {
  return [...plan.phases.flatMap(phaseContent), ...checkTexts(plan.starterCheck), ...checkTexts(plan.exitCheck)];
}

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };

/**
 * Text folded so the same item matches however it is typeset: case, curly apostrophes, minus signs and dashes,
 * "x" or "*" for ×, superscripts as ^n, thousands separators, spaces around operators, hyphens between words.
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘ʼ`]/g, "'")
    .replace(/[−–]/g, '-')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (s) => `^${[...s].map((c) => SUPERSCRIPTS[c]).join('')}`)
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d)\s*[x*×]\s*(?=\d)/g, '$1×')
    .replace(/(\d),\s+(?=[-\d(])/g, '$1,')
    .replace(/\s*([×÷+=^/])\s*/g, '$1')
    .replace(/(?<=[\p{L}\p{N})])\s*-\s*(?=[\p{L}\p{N}(])/gu, '-')
    .replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms of an English last word a plan may use: plural or singular, -ed, -ing. */
function inflections(word: string): string[] {
  const forms = new Set([word, `${word}s`, `${word}es`, `${word}'s`, `${word}ed`, `${word}d`, `${word}ing`]);
  if (word.endsWith('e')) forms.add(`${word.slice(0, -1)}ing`);
  if (word.endsWith('y')) ['ies', 'ied'].forEach((end) => forms.add(`${word.slice(0, -1)}${end}`));
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 3) forms.add(word.slice(0, -1));
  return [...forms].sort((a, b) => b.length - a.length);
}

/** Scripts written without spaces between words: an item in them needs no word boundary. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A pattern for the item in folded text: its words in order, the last one inflected, as whole words. */
export function itemPattern(text: string): RegExp {
  const words = foldForMatching(text)
    .replace(/^(?:the|a|an) /, '')
    .split(' ');
  const last = words.pop()!;
  const lastPattern = /^[a-z]{3,}$/.test(last) ? `(?:${inflections(last).map(escape).join('|')})` : escape(last);
  const body = [...words.map(escape), lastPattern].join(' ');
  const first = words[0] ?? last;
  const before = WORD_CHAR.test(first[0]!) && !UNSPACED.test(first[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORD_CHAR.test(last[last.length - 1]!) && !UNSPACED.test(last[last.length - 1]!) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${body}${after}`, 'u');
}

/** The spellings a brief's item may take in a plan: its own words, and for a list each of its members. */
const spellingsOf = (item: NamedItem): string[][] => [[item.text], ...(item.parts.length > 1 ? [item.parts] : [])];

/** Does the plan's teaching content hold the item: its whole text, or every member of its list? */
export function namedItemUsed(item: NamedItem, texts: string[]): boolean {
  const folded = texts.map(foldForMatching);
  return spellingsOf(item).some((spelling) => spelling.every((s) => folded.some((t) => itemPattern(s).test(t))));
}
