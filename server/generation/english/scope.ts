import { contentStems } from './content-words.ts';
import { coordinationIn, withMembers } from './members.ts';

/**
 * An outcome scoped to the lesson. Outcome statements often list many topics ("… relating to: geological timescales
 * and plate tectonics; rocks, weathering and soils; weather and climate …") of which a lesson teaches one or two; the
 * lesson's title and description say which. Each task of the statement, and each member of the lists inside it, is
 * kept when it shares a content word (by its stem) with the lesson's words, and left out when a task or a member
 * beside it does while it does not. Where none shares a word, all of it stays.
 */

/** What the lesson is about, in the teacher's words. */
export interface LessonFocus {
  title: string;
  description?: string | undefined;
}

/** The stems of the lesson's content words, or nothing when its title and description name no topic. */
export function focusStems(focus: LessonFocus | undefined): Set<string> | undefined {
  if (!focus) return undefined;
  const stems = contentStems(`${focus.title} ${focus.description ?? ''}`);
  return stems.size ? stems : undefined;
}

const REFERS_BACK = /^(?:their|its|his|her|these|those|they|them|it)\b/i;

/** How many of the lesson's words the text names. */
const sharedWith = (text: string, focus: Set<string>) => [...contentStems(text)].filter((stem) => focus.has(stem)).length;

/** Which parts the lesson addresses (those that share its words), or nothing when none does, and all of them stay. */
function addressed(parts: string[], focus: Set<string>): boolean[] | undefined {
  const shared = parts.map((part) => sharedWith(part, focus) > 0);
  return shared.some(Boolean) ? shared : undefined;
}

/**
 * The text with each list's members the lesson addresses, and members that name no topic at all ("who, what,
 * where"); a list the lesson names nothing of stays whole. Members kept are scoped in turn ("volcanoes and
 * earthquakes").
 */
function membersAddressed(text: string, focus: Set<string>): string {
  const list = coordinationIn(text);
  if (!list) return text;
  const chosen = addressed(list.members, focus);
  if (!chosen) return text;
  // A first member whose start is unsure stays: "sequences of steps, branching, and iteration" may list "sequences of steps".
  const keep = list.members.map((member, i) => chosen[i] || contentStems(member).size === 0 || (i === 0 && !list.firstSure));
  const kept = list.members.filter((_, i) => keep[i]);
  // "… men, women and children …, and their changing way of life": a member that refers back needs those it refers to.
  if (kept[0] !== list.members[0] && REFERS_BACK.test(kept[0]!)) return text;
  const scoped = kept.map((member) => membersAddressed(member, focus));
  const unchanged = scoped.length === list.members.length && scoped.every((member, i) => member === list.members[i]);
  return unchanged ? text : withMembers(list, scoped);
}

/** The tasks the lesson addresses, each with only the list members it names; every task when it addresses none. */
export function scopedTasks(tasks: string[], focus: Set<string>): string[] {
  const chosen = addressed(tasks, focus);
  return chosen ? tasks.filter((_, i) => chosen[i]).map((task) => membersAddressed(task, focus)) : tasks;
}
