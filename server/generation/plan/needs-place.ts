import { fillLine } from '../shapes/build.ts';
import type { Differentiation, LessonPhase } from '../types.ts';
import { NEEDS, type Place, type Setting } from './needs-data.ts';
import { namedNeeds, teacherRequests, type LearnerNeed, type NamedNeed } from './needs-read.ts';

/**
 * The needs a teacher names, acted on in this lesson: each need's moves in the differentiation, worded for the
 * setting (a PE lesson adapts the game itself), and the lines that happen at a moment of the lesson placed as teacher
 * actions in that phase (a movement break before independent practice, the visual schedule at the start). Minutes
 * are never added: a movement break takes two of its phase's own minutes, and says so.
 */

export interface NeedsContext {
  description: string;
  setting: Setting;
  topic: string;
  terms: string[];
  /** Concrete materials for the subject and band ("a diagram or concrete materials"). */
  concrete: string;
  /** The role of each phase in its shape ('practice', 'game'), when the lesson is in a shape of its own. */
  roleOf(phase: LessonPhase): string | undefined;
}

export interface NeedsPlaced {
  phases: LessonPhase[];
  /** Lines added to each field of the differentiation. */
  added: Differentiation;
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** After this many minutes seated, the next long phase starts with a movement break. */
const SEATED_LIMIT = 25;
const BREAK_MINUTES = 2;

const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const quoted = (items: string[]) => items.map((t) => `"${t}"`);
const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);

function whoOf(named: NamedNeed): string {
  const forms = NEEDS.who[named.need];
  if (named.count === undefined) return forms.some;
  if (named.count === 1) return forms.one;
  return forms.many.replace('{count}', NUMBER_WORDS[named.count - 1] ?? String(named.count));
}

/** The phases a movement break starts: the next long phase once the class has sat for SEATED_LIMIT minutes. */
function breakPhases(phases: LessonPhase[], seated: (p: LessonPhase) => boolean): number[] {
  const at: number[] = [];
  let sitting = 0;
  phases.forEach((phase, i) => {
    if (!seated(phase)) {
      sitting = 0;
      return;
    }
    if (i > 0 && sitting > 0 && sitting + phase.minutes > SEATED_LIMIT && phase.minutes >= 4 * BREAK_MINUTES) {
      at.push(i);
      sitting = phase.minutes - BREAK_MINUTES;
    } else sitting += phase.minutes;
  });
  return at;
}

const GROUP = /\b(?:pairs?|partners?|groups?|teams?|together|with the (?:class|teacher)|game|dialogue|discuss\w*)\b/i;
const PRACTICE_KEY = /practice|independent|you-do|write|making|task|apply/;

/** The index of the phase each place names in this lesson, or undefined when the lesson has no such phase. */
function placesOf(phases: LessonPhase[], context: NeedsContext): Record<Exclude<Place, 'active'>, number | undefined> & { active: number[] } {
  const found = (test: (p: LessonPhase, i: number) => boolean) => {
    const i = phases.findIndex(test);
    return i < 0 ? undefined : i;
  };
  const role = (p: LessonPhase) => context.roleOf(p);
  const active = context.setting === 'desk' ? [] : phases.flatMap((p, i) => (role(p) === 'practice' || (context.setting === 'movement' && role(p) === 'game') ? [i] : []));
  return {
    first: phases.length ? 0 : undefined,
    group: found((p, i) => i > 0 && [...p.teacherActions, ...p.studentActions, p.title].some((line) => GROUP.test(line))),
    practice: found((p) => role(p) === 'practice' || PRACTICE_KEY.test(p.key)),
    examples: found((p) => Boolean(p.workedExample) || Boolean(p.texts?.length)),
    active,
  };
}

/** The needs and requests of the description, acted on in the lesson's phases and its differentiation. */
export function placeNeeds(input: LessonPhase[], context: NeedsContext): NeedsPlaced {
  const named = namedNeeds(context.description);
  const requests = teacherRequests(context.description);
  const phases = input.map((p) => ({ ...p, teacherActions: [...p.teacherActions] }));
  const added: Differentiation = { support: [], extension: [], languageSupport: [] };
  if (!named.length && !requests.length) return { phases, added };

  const places = placesOf(phases, context);
  const firstExample = phases.find((p) => p.workedExample)?.workedExample?.problem;
  const examples = quoted(phases.flatMap((p) => (p.workedExample ? [p.workedExample.problem] : [])));
  const printed = [
    ...(examples.length ? [`${examples.length > 1 ? 'the worked examples' : 'the worked example'} ${listOf(examples)}`] : []),
    ...phases.flatMap((p) => (p.texts ?? []).map((t) => `"${t.title}"`)),
    ...(phases.some((p) => p.practice?.length) ? ['the practice sheet'] : []),
  ];
  const scalars: Record<string, string | undefined> = {
    topic: context.topic,
    words: context.terms.length ? quoted(context.terms.slice(0, 5)).join(', ') : `the key words of ${context.topic}`,
    concrete: context.concrete,
    example: firstExample ? `"${firstExample}"` : undefined,
    schedule: phases.map((p) => `${p.title} (${p.minutes} min)`).join(' → '),
    materials: printed.length ? listOf(printed) : `every text and task on ${context.topic}`,
    groupPhase: places.group === undefined ? undefined : phases[places.group]!.title,
    resource: handedOut(phases.flatMap((p) => p.resources)) ?? 'the equipment',
  };
  const fill = (template: string, extra: Record<string, string | undefined> = {}) => fillLine(template, { scalars: { ...scalars, ...extra }, lists: {} });
  const placeAt = (index: number | undefined, line: string | undefined, first = false) => {
    if (index === undefined || !line) return;
    const actions = phases[index]!.teacherActions;
    if (first) actions.unshift(line);
    else actions.push(line);
  };
  const place = (at: Place, template: string, extra: Record<string, string | undefined> = {}) => {
    const one = at === 'active' ? undefined : places[at];
    const targets = at === 'active' ? places.active : one === undefined ? [] : [one];
    for (const index of targets) placeAt(index, fill(template, { ...extra, phase: phases[index]!.title })[0], at === 'first');
  };

  // Movement breaks: for ADHD without being asked, and wherever the teacher asks for them. A PE lesson is all movement.
  const breaksAsked = requests.some((r) => r.kind === 'movementBreak');
  const adhd = named.find((n) => n.need === 'adhd');
  const breakers = adhd ? whoOf(adhd) : 'the students the description names';
  const breakAt = context.setting === 'movement' || !(adhd || breaksAsked) ? [] : breakPhases(phases, (p) => context.setting === 'desk' || !places.active.includes(phases.indexOf(p)));
  const breaks = breakAt.length ? `before ${listOf(breakAt.map((i) => phases[i]!.title))}` : undefined;
  for (const i of breakAt) {
    const phase = phases[i]!;
    const resource = handedOut(phase.resources) ?? '';
    const line = fill(resource ? NEEDS.movementBreak : NEEDS.movementBreakNoResource, { minutes: String(phase.minutes), phase: phase.title, who: breakers, resource })[0];
    placeAt(i, line, true);
  }

  for (const need of named) {
    const who = whoOf(need);
    const moves = NEEDS.moves[need.need];
    // Breaks the teacher asked for are said once, in their words (the request's line below).
    const lines = (moves[context.setting] ?? moves.desk).flatMap((t) => fill(t, { who, breaks: breaksAsked ? undefined : breaks }));
    added[moves.field].push(...lines);
    for (const p of NEEDS.placed[need.need as LearnerNeed] ?? []) {
      if (!p.settings || p.settings.includes(context.setting)) place(p.at, p.text, { who });
    }
  }

  for (const request of requests) {
    const wording = NEEDS.requests[request.kind];
    const extra = { request: request.words, sentence: request.sentence, breaks };
    if (wording.support) added.support.push(...fill(wording.support, extra));
    if (wording.at && wording.text) place(wording.at, wording.text, extra);
  }
  return { phases, added };
}

/** The general differentiation with what the needs add, each line once. */
export function withNeeds(general: Differentiation, added: Differentiation): Differentiation {
  const merge = (a: string[], b: string[]) => [...a, ...b.filter((line) => !a.includes(line))];
  return { support: merge(general.support, added.support), extension: merge(general.extension, added.extension), languageSupport: merge(general.languageSupport, added.languageSupport) };
}

/**
 * Equipment a student can hand out, as the object of "hand out": the first resource that is a thing rather than a
 * displayed or printed item with its details ("Worked example to display: …", "Practice sheet …: 4 questions"), with
 * "the" ("the place-value chart", "the rulers, tape measures and trundle wheels").
 */
function handedOut(resources: string[]): string | undefined {
  const thing = resources.find((resource) => !resource.includes(':'));
  return thing ? `the ${lowerFirst(thing)}` : undefined;
}
