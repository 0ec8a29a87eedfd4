import type { Methodology } from './types.ts';

/** One phase of a methodology, written against the lesson's context. */
export interface PhaseContext {
  topic: string;
  yearLevel: string;
  subject: string;
  /** "I can …" criteria of the outcomes this phase works towards. */
  criteria: string[];
  /** Core clauses of those outcomes, in the curriculum's own words. */
  clauses: string[];
  terms: string[];
  /** The lesson's driving or focus question. */
  question: string;
}

export interface PhaseTemplate {
  key: string;
  title: string;
  /** Share of the lesson's minutes. */
  weight: number;
  /** Which outcomes the phase works on: the first, each in turn, or all. */
  focus: 'first' | 'rotate' | 'all';
  teacher: (c: PhaseContext) => string[];
  students: (c: PhaseContext) => string[];
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const quoted = (terms: string[]) => list(terms.map((t) => `"${t}"`));
const lowerFirst = (t: string) => (t ? t[0]!.toLowerCase() + t.slice(1) : t);
const task = (clause: string) => lowerFirst(clause);

/** Inquiry (5E): engage → explore → explain → elaborate → evaluate. */
const inquiry: PhaseTemplate[] = [
  {
    key: 'engage',
    title: 'Engage',
    weight: 0.12,
    focus: 'all',
    teacher: (c) => [
      `Pose the focus question: "${c.question}"`,
      `Show one concrete example from ${c.topic} and ask "What do you notice? What do you wonder?"; record students' questions where everyone can see them.`,
      `Share the success criteria: ${c.criteria.map((s) => `"${s}"`).join('; ')}.`,
    ],
    students: (c) => [
      `Say what they already know about ${c.topic} and write one question they want answered.`,
      'Restate the success criteria in their own words to a partner.',
    ],
  },
  {
    key: 'explore',
    title: 'Explore',
    weight: 0.24,
    focus: 'rotate',
    teacher: (c) => [
      `Set small groups an investigation: ${task(c.clauses[0] ?? c.topic)}, working from examples of ${c.topic}.`,
      'Circulate and ask probing questions ("How do you know?", "What would change if…?") without giving answers.',
    ],
    students: (c) => [
      `In groups, ${task(c.clauses[0] ?? c.topic)}, recording what they try and what they find.`,
      'Note one pattern or surprise to report back.',
    ],
  },
  {
    key: 'explain',
    title: 'Explain',
    weight: 0.22,
    focus: 'all',
    teacher: (c) => [
      'Have groups report their findings; connect them to the curriculum outcome in its own words.',
      `Introduce and define the key vocabulary: ${quoted(c.terms.slice(0, 5))}.`,
      `Model the idea explicitly with one worked example: ${task(c.clauses[0] ?? c.topic)}.`,
    ],
    students: (c) => [
      `Explain their findings using the terms ${quoted(c.terms.slice(0, 3))}.`,
      'Correct or extend their group notes after the worked example.',
    ],
  },
  {
    key: 'elaborate',
    title: 'Elaborate',
    weight: 0.28,
    focus: 'rotate',
    teacher: (c) => [
      `Set a task in a new context that asks students to ${task(c.clauses[0] ?? c.topic)}.`,
      'Offer the support and extension options below; confer with the group that most needs it.',
    ],
    students: (c) => [
      `Apply the idea independently or in pairs: ${task(c.clauses[0] ?? c.topic)}.`,
      'Explain their reasoning to a partner, who checks it against the success criteria.',
    ],
  },
  {
    key: 'evaluate',
    title: 'Evaluate',
    weight: 0.14,
    focus: 'all',
    teacher: (c) => [
      `Give an exit task in which each student shows: ${c.criteria.map((s) => `"${s}"`).join('; ')}.`,
      `Return to the focus question "${c.question}" and the questions recorded at the start: which can the class now answer?`,
    ],
    students: () => ['Complete the exit task and rate their confidence against each success criterion.'],
  },
];

/** Explicit (direct) instruction: review → I do → we do → you do → check. */
const direct: PhaseTemplate[] = [
  {
    key: 'review',
    title: 'Review',
    weight: 0.12,
    focus: 'all',
    teacher: (c) => [
      `Run a short retrieval quiz on prior learning that ${c.topic} builds on.`,
      `State the learning intention and success criteria: ${c.criteria.map((s) => `"${s}"`).join('; ')}.`,
    ],
    students: () => ['Answer the retrieval questions on mini-whiteboards and check them together.'],
  },
  {
    key: 'model',
    title: 'Model (I do)',
    weight: 0.2,
    focus: 'rotate',
    teacher: (c) => [
      `Demonstrate step by step how to ${task(c.clauses[0] ?? c.topic)}, thinking aloud at each decision.`,
      `Name and define the key vocabulary as it appears: ${quoted(c.terms.slice(0, 5))}.`,
    ],
    students: () => ['Watch the model and annotate the steps in their books.'],
  },
  {
    key: 'guided',
    title: 'Guided practice (we do)',
    weight: 0.25,
    focus: 'rotate',
    teacher: (c) => [
      `Work through two or three examples with the class, handing over more of each step: ${task(c.clauses[0] ?? c.topic)}.`,
      'Check for understanding after each example (cold call, whiteboards) and reteach any step that most students miss.',
    ],
    students: () => ['Complete each step with the teacher and show their answer before the next step is revealed.'],
  },
  {
    key: 'independent',
    title: 'Independent practice (you do)',
    weight: 0.3,
    focus: 'rotate',
    teacher: () => ['Set practice that moves from examples like the modelled ones to less familiar ones; confer with individuals.'],
    students: (c) => [`Practise independently: ${task(c.clauses[0] ?? c.topic)}.`, 'Check their answers against the worked example.'],
  },
  {
    key: 'check',
    title: 'Check for understanding',
    weight: 0.13,
    focus: 'all',
    teacher: (c) => [
      `Give a short exit check, one question per success criterion: ${c.criteria.map((s) => `"${s}"`).join('; ')}.`,
      'Sort the exit checks to plan who needs reteaching next lesson.',
    ],
    students: () => ['Complete the exit check without help.'],
  },
];

/** Project-based learning: driving question → launch → research → build → present → reflect. */
const project: PhaseTemplate[] = [
  {
    key: 'driving-question',
    title: 'Driving question',
    weight: 0.1,
    focus: 'all',
    teacher: (c) => [
      `Present the driving question: "${c.question}"`,
      'Agree with the class what a good answer or product would look like and who its audience is.',
    ],
    students: () => ['List what they need to know to answer the driving question.'],
  },
  {
    key: 'launch',
    title: 'Launch',
    weight: 0.12,
    focus: 'all',
    teacher: (c) => [
      `Form teams and share the success criteria as the project's quality checklist: ${c.criteria.map((s) => `"${s}"`).join('; ')}.`,
      'Set roles and a timeline for the remaining phases.',
    ],
    students: () => ['Agree roles in their team and plan their first steps.'],
  },
  {
    key: 'research',
    title: 'Research',
    weight: 0.22,
    focus: 'rotate',
    teacher: (c) => [
      `Provide sources and a mini-lesson on what teams must learn: ${task(c.clauses[0] ?? c.topic)}.`,
      `Check each team uses the key vocabulary accurately: ${quoted(c.terms.slice(0, 4))}.`,
    ],
    students: (c) => [`Research and take notes on ${c.topic}, aiming to ${task(c.clauses[0] ?? c.topic)}.`],
  },
  {
    key: 'build',
    title: 'Build',
    weight: 0.28,
    focus: 'rotate',
    teacher: () => ['Run a mid-point critique: each team gets kind, specific and helpful feedback from another team.'],
    students: (c) => [`Create their product, showing they can ${task(c.clauses[0] ?? c.topic)}.`, 'Revise the product after the critique.'],
  },
  {
    key: 'present',
    title: 'Present',
    weight: 0.16,
    focus: 'all',
    teacher: (c) => [`Host the presentations; the audience asks each team how their product answers "${c.question}"`],
    students: () => ['Present their product and answer questions from the audience.'],
  },
  {
    key: 'reflect',
    title: 'Reflect',
    weight: 0.12,
    focus: 'all',
    teacher: (c) => [`Lead a reflection against the success criteria: ${c.criteria.map((s) => `"${s}"`).join('; ')}.`],
    students: () => ['Write what they learned, what worked in their team, and what they would change next time.'],
  },
];

export const PHASE_TEMPLATES: Record<Methodology, PhaseTemplate[]> = { inquiry, direct, project };

/** Splits the minutes by weight, in whole minutes that add up exactly, every phase at least one minute. */
export function allocateMinutes(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (w / sum) * total);
  const minutes = raw.map((m) => Math.max(1, Math.floor(m)));
  let left = total - minutes.reduce((a, b) => a + b, 0);
  const order = raw.map((m, i) => ({ i, rest: m - Math.floor(m) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) minutes[order[k]!.i]! += 1;
  for (let i = minutes.length - 1; left < 0 && i >= 0; i -= 1) {
    while (left < 0 && minutes[i]! > 1) {
      minutes[i]! -= 1;
      left += 1;
    }
  }
  return minutes;
}
