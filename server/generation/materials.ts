import { clip, displayCode, lowerFirst } from './lesson-view.ts';
import { cleanStatement, coreClause } from './text.ts';
import type { LessonBrief, LessonPhase, MaterialKind, PhaseMaterial, SliceRef } from './types.ts';

/**
 * Enhanced lessons: the teacher's own material (a worked example, a text, a problem) built into the phases that need
 * it, in the teacher's words and cited, so the plan can be taught from as it stands. Both engines finish their plans
 * here, so what a phase quotes never depends on what a language model chose to copy.
 */

interface PhaseNeed {
  /** The kinds of material the phase can use, the best fit first. */
  kinds: MaterialKind[];
  /** How many pieces the phase has room for, each of another kind (a worked example and the text behind it). */
  count: number;
  /** How many questions of a numbered problem set the phase has time for. */
  items: number;
}

const need = (kinds: MaterialKind[], items: number, count = 1): PhaseNeed => ({ kinds, items, count });
const NEEDS: Record<string, PhaseNeed> = {
  // Inquiry (5E): a problem to start from and to investigate before anything is explained.
  engage: need(['problem', 'text'], 1),
  explore: need(['problem'], 2),
  explain: need(['example', 'text'], 3, 2),
  elaborate: need(['problem', 'example'], 3),
  evaluate: need(['problem'], 2),
  // Direct instruction
  review: need(['problem', 'text'], 3),
  model: need(['example', 'text'], 3, 2),
  guided: need(['example', 'problem'], 3),
  independent: need(['problem'], 5),
  check: need(['problem'], 2),
  // Project
  'driving-question': need(['text', 'problem'], 1),
  research: need(['text', 'example'], 3, 2),
  build: need(['example', 'problem'], 3),
};
/** A phase the methodologies do not name (one a teacher added) can use anything. */
const ANY_NEED = need(['example', 'problem', 'text'], 3);
/** Phases that run on the students' own work (launch, present, reflect) take no material. */
const NO_MATERIAL = new Set(['launch', 'present', 'reflect']);

/** Characters a phase can show of each kind before it becomes reading time rather than teaching time. */
const BUDGET: Record<MaterialKind, number> = { example: 900, problem: 600, text: 700 };

const EXAMPLE_WORDS = /\b(worked examples?|examples?|solutions?|model answer|step \d)\b/i;
const STEP_LINES = /^\s*step\s*\d/gim;
const QUESTION_WORDS = /^\s*(?:\d+[.)]\s*)?(find|calculate|work out|solve|show that|explain why|how many|how much|what|which|write|draw|estimate)\b/im;

const HEADINGS: Record<MaterialKind, string> = { example: 'Worked example', problem: 'Problem', text: 'Text' };
/** What a teacher reads above the material: "Worked example", "Problem", "Text". */
export const materialHeading = (kind: MaterialKind) => HEADINGS[kind];

/** What the slice is, read from its own words: a worked example, a problem for students, or a text. */
export function materialKind(slice: Pick<SliceRef, 'title' | 'text'>): MaterialKind {
  if (EXAMPLE_WORDS.test(slice.title) || EXAMPLE_WORDS.test(slice.text.slice(0, 80))) return 'example';
  if ((slice.text.match(STEP_LINES) ?? []).length >= 2) return 'example';
  if (slice.text.includes('?') || QUESTION_WORDS.test(slice.text)) return 'problem';
  return 'text';
}

/** Lines with single spaces, at most one blank line between paragraphs: the teacher's words, laid out as they were. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ITEM_START = /^(?:\d{1,2}[.)]|[a-h][.)]|Q\d{1,2}[.):]?|[•\-–*])\s+/i;

/** The lead-in and the first `count` questions of a numbered set; the text as it is when it holds fewer. */
function firstItems(text: string, count: number): { text: string; cut: boolean } {
  const lines = text.split('\n');
  const starts = lines.map((line, index) => (ITEM_START.test(line) ? index : -1)).filter((index) => index >= 0);
  if (starts.length <= count) return { text, cut: false };
  return { text: lines.slice(0, starts[count]).join('\n').trim(), cut: true };
}

/** At most `max` characters, ending at a sentence where one ends late enough, otherwise at a word. */
function withinBudget(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max);
  const sentenceEnds = [...head.matchAll(/[.!?](?=\s)/g)].map((m) => m.index + 1);
  const lastSentence = sentenceEnds[sentenceEnds.length - 1] ?? 0;
  const end = lastSentence >= max * 0.4 ? lastSentence : Math.max(head.lastIndexOf(' '), Math.floor(max * 0.6));
  return { text: head.slice(0, end).trim(), cut: true };
}

/**
 * The slice's text cut to what the phase needs (the first questions of a set, a passage that fits the phase) and
 * otherwise unchanged. "[…]" marks where the teacher's text goes on.
 */
export function trimForPhase(text: string, kind: MaterialKind, phaseKey: string): string {
  const need = NEEDS[baseKey(phaseKey)] ?? ANY_NEED;
  const tidied = tidy(text);
  const items = kind === 'problem' ? firstItems(tidied, need.items) : { text: tidied, cut: false };
  const fitted = withinBudget(items.text, BUDGET[kind]);
  return items.cut || fitted.cut ? `${fitted.text} […]` : fitted.text;
}

/** The methodology's phase a key names: "model-2", the model of a lesson's second learning cycle, is a "model". */
const baseKey = (key: string) => key.replace(/^lesson-\d+-/, '').replace(/-\d+$/, '');

function needOf(phase: LessonPhase): PhaseNeed | undefined {
  const key = baseKey(phase.key);
  if (NO_MATERIAL.has(key)) return undefined;
  return NEEDS[key] ?? ANY_NEED;
}

/**
 * Gives each phase that can use material the best unused slices for it: the kind the phase needs most, then a slice
 * aligned to the outcome the phase works on, then the retrieval's own order. Each slice is used once, and a phase
 * with room for two pieces takes two of different kinds.
 */
export function placeMaterials(phases: LessonPhase[], slices: SliceRef[]): { phases: LessonPhase[]; sliceIds: string[] } {
  const candidates = slices.map((slice, rank) => ({ slice, rank, kind: materialKind(slice) }));
  const used = new Set<string>();
  const placed = phases.map((phase) => {
    const need = needOf(phase);
    if (!need) return phase;
    const materials: PhaseMaterial[] = [];
    for (let i = 0; i < need.count; i += 1) {
      const best = candidates
        .filter((c) => !used.has(c.slice.id) && need.kinds.includes(c.kind) && !materials.some((m) => m.kind === c.kind))
        .map((c) => ({ ...c, preference: need.kinds.indexOf(c.kind), onFocus: c.slice.outcomeCodes.some((code) => phase.outcomeCodes.includes(code)) ? 0 : 1 }))
        .sort((a, b) => a.preference - b.preference || a.onFocus - b.onFocus || a.rank - b.rank)[0];
      if (!best) break;
      used.add(best.slice.id);
      materials.push({
        sliceId: best.slice.id,
        uploadId: best.slice.uploadId,
        kind: best.kind,
        text: trimForPhase(best.slice.text, best.kind, phase.key),
        citation: best.slice.citation,
      });
    }
    return materials.length ? { ...phase, materials } : phase;
  });
  return { phases: placed, sliceIds: placed.flatMap((p) => (p.materials ?? []).map((m) => m.sliceId)) };
}

/** What an Enhanced lesson says when none of the teacher's uploads matched: plainly, and what would. */
export function noMaterialNotice(brief: Pick<LessonBrief, 'title' | 'outcomes'>): string {
  const outcomes = brief.outcomes.map((o) => `${displayCode(o)}: ${clip(coreClause(o.statement) || cleanStatement(o.statement), 90)}`);
  const what = outcomes.length ? `this lesson's outcomes (${outcomes.join('; ')})` : `the topic "${brief.title}"`;
  const about = outcomes.length ? `that teach ${outcomes.length > 1 ? 'these outcomes' : 'this outcome'}` : `on ${lowerFirst(brief.title)}`;
  return [
    `None of your uploads matched ${what}.`,
    `To build this lesson on your own material, upload a worked example, a short text or practice problems ${about}, then plan the lesson again.`,
    'Only enabled uploads that have finished processing are searched: your own and those shared with you.',
  ].join(' ');
}

/** Finishes a plan's phases for its brief: material built in, and for an Enhanced lesson without any, the notice. */
export function withMaterials(phases: LessonPhase[], brief: LessonBrief): { phases: LessonPhase[]; sliceIds: string[]; materialNotice?: string } {
  const placed = placeMaterials(phases, brief.slices);
  if (!brief.enhancementEnabled || placed.sliceIds.length) return placed;
  return { ...placed, materialNotice: noMaterialNotice(brief) };
}
