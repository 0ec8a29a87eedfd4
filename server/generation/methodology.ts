import nlp from 'compromise';
import { taskDemand, type Band } from './plan/band.ts';
import { explorationFor, type Discipline } from './plan/discipline.ts';
import type { CheckItem, Methodology, Misconception } from './types.ts';
import { isInstruction } from './text.ts';

/**
 * One phase of a methodology, written against the lesson's context. Every move names what the phase teaches from
 * (its worked example, its text, its task, the lesson's topic and words); where the lesson has nothing for it, the
 * move points at what the teacher supplies, listed in the phase's `supply`.
 */
export interface PhaseContext {
  topic: string;
  yearLevel: string;
  subject: string;
  /** "I can …" criteria of the outcomes this phase works towards. */
  criteria: string[];
  /** Observable actions of those outcomes ("recognize and generate simple equivalent fractions"). */
  clauses: string[];
  terms: string[];
  /** The lesson's driving or focus question. */
  question: string;
  band: Band;
  discipline: Discipline;
  /** The worked example's problem this phase models or works through, when it has one. */
  example?: string;
  /** The investigation or product task, when the lesson's content gives one. */
  task?: string;
  /** The title of the text read in this phase. */
  text?: string;
  /** The example this phase works through was asked for in an earlier phase's supply lines. */
  exampleAskedEarlier?: boolean;
  /** A case study or a named place, thing or event the teacher's brief opens the lesson with. */
  opening?: string;
  /** A later lesson of a sequence opens by retrieving this earlier lesson, not with a new stimulus. */
  recallsLesson?: number;
  /** How many questions the phase sets (practice or checks). */
  items: number;
  /** Practice questions a phase sets beside its own work (a mathematics project's mini-lesson). */
  practice?: number;
  /** Enhanced lessons: the hinge question and the misconceptions the phase addresses. */
  hinge?: CheckItem;
  misconceptions?: Misconception[];
  /** A project planned across lessons: this lesson ends with the plan for the next. */
  continues?: boolean;
}

export interface PhaseTemplate {
  key: string;
  title: string;
  /** Share of the lesson's minutes. */
  weight: number;
  teacher: (c: PhaseContext) => string[];
  students: (c: PhaseContext) => string[];
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const quoted = (terms: string[]) => list(terms.map((t) => `"${t}"`));
const criteria = (c: PhaseContext) => c.criteria.map((s) => `"${s}"`).join('; ');
/** What the phase's outcomes ask, in the outcomes' own words; the topic when there are none. */
const aim = (c: PhaseContext) => list(c.clauses) || `the main ideas of ${c.topic}`;
/**
 * The word students use when they talk: the lesson's first keyword; else the topic when it is a word or two, else the
 * first common noun it names ("Marie Curie and radioactivity" → "radioactivity", not the whole title in quotes).
 */
const word = (c: PhaseContext) => c.terms[0] ?? topicWord(c.topic);
export function topicWord(topic: string): string {
  if (topic.split(/\s+/).length <= 2) return topic;
  const nouns = nlp(topic).terms().json() as { text: string; terms: { tags: string[] }[] }[];
  const common = nouns.find((t) => t.terms[0]!.tags.includes('Noun') && !t.terms[0]!.tags.some((tag) => tag === 'ProperNoun' || tag === 'Pronoun' || tag === 'Possessive'));
  return common?.text.replace(/[^\p{L}'-]+$/u, '') || topic;
}
const demandOf = (c: PhaseContext) => taskDemand(c.band, c.discipline);
const concrete = (band: Band) => (band === 'early' ? 'objects or drawings' : band === 'upper' ? 'a diagram or materials' : 'a diagram or table');
const misconceptionMoves = (c: PhaseContext) => (c.misconceptions ?? []).map((m) => `Address the misconception "${m.misconception}": ${m.response}`);
const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);
const exitLine = (c: PhaseContext) =>
  byBand(c, {
    early: `Answer the last questions on ${c.topic} by themselves.`,
    upper: `Answer the exit questions on ${c.topic} on their own.`,
    secondary: `Answer the exit questions on ${c.topic} alone, showing their reasoning.`,
    senior: `Answer the exit questions on ${c.topic} independently, setting out the reasoning that justifies each answer.`,
  });
/** The line for the plan's wording band; senior wording falls back to secondary where none is written. */
const byBand = (c: PhaseContext, lines: Record<Exclude<Band, 'senior'>, string> & { senior?: string }) => (c.band === 'senior' ? (lines.senior ?? lines.secondary) : lines[c.band]);

/** Inquiry (5E): engage → explore → explain → elaborate → evaluate. */
const inquiry: PhaseTemplate[] = [
  {
    key: 'engage',
    title: 'Engage',
    weight: 0.12,
    teacher: (c) => [
      `Pose the focus question: "${c.question}"`,
      ...(c.recallsLesson
        ? [`Recall lesson ${c.recallsLesson}: run the check below on mini-whiteboards, then return to the questions the class recorded then: which can they answer now, and what do they still wonder?`]
        : [
            c.text
              ? `Read "${c.text}" with the class and ask what students notice and wonder; record their questions about ${c.topic} where everyone can see them.`
              : c.opening
                ? `Introduce ${c.opening} with a photograph, a map or a short report, and ask what students notice and wonder; record their questions about ${c.topic}.`
                : (c.example ?? c.task)
                  ? `Show the problem "${c.example ?? c.task}" without solving it and ask what students notice and wonder; record their questions about ${c.topic}.`
                  : `Show the picture, object or short text you supply on ${c.topic} (see Supply) and ask what students notice and wonder; record their questions.`,
            ...(c.items ? [`Run the ${c.items}-question starter check below on mini-whiteboards; note who cannot yet answer, to support them first in ${c.topic}.`] : []),
          ]),
      `Share the success criteria: ${criteria(c)}.`,
    ],
    students: (c) => [
      byBand(c, {
        early: `Tell a friend one thing they know about ${c.topic}.`,
        upper: `Write one thing they know about ${c.topic} and one question they have.`,
        secondary: `Note what they already know about ${c.topic} and the question they most want answered.`,
        senior: `Summarise what they already understand about ${c.topic} and formulate the question they consider most important to investigate.`,
      }),
      ...(c.band === 'early' ? [] : [c.band === 'upper' ? 'Say the goals in their own words to a partner.' : `Say the success criteria for ${c.topic} in their own words to a partner.`]),
      ...(c.items
        ? [
            byBand(c, {
              early: `Say or show their answers on their board.`,
              upper: 'Answer the starter questions on their whiteboard.',
              secondary: `Answer the starter questions on ${c.topic} alone, then mark any they found hard.`,
              senior: `Answer the starter questions on ${c.topic} independently, then identify which ones they found difficult and why.`,
            }),
          ]
        : []),
    ],
  },
  {
    key: 'explore',
    title: 'Explore',
    weight: 0.24,
    teacher: (c) => [
      c.task
        ? `Set pairs the investigation: ${c.task}`
        : c.example
          ? `Before anything is explained, set pairs to investigate problems like "${c.example}", using ${concrete(c.band)}.`
          : `Pairs ${aim(c)} before anything is explained, with the investigation you supply (see Supply).`,
      `Circulate and ask "How do you know?" and "What would change if …?" about ${c.topic} without giving answers; choose two pairs whose findings differ to start the explanation.`,
    ],
    students: (c) => [
      byBand(c, {
        early: `Work with a friend. Use ${concrete(c.band)} to try it. Say what they find.`,
        upper: `With a partner, try the task on ${c.topic} and record what they find.`,
        secondary: explorationFor(c.discipline, c.topic, false),
        senior: explorationFor(c.discipline, c.topic, true),
      }),
      byBand(c, {
        early: `Get set to tell the class one thing they saw.`,
        upper: 'Be ready to share one pattern or surprise.',
        secondary: `Prepare to explain one pattern they found in ${c.topic}, with the evidence for it.`,
        senior: `Prepare a concise explanation of one relationship they identified in ${c.topic}, supported by the evidence they collected.`,
      }),
    ],
  },
  {
    key: 'explain',
    title: 'Explain',
    weight: 0.22,
    teacher: (c) => [
      `Ask the two chosen pairs to share what they found about ${c.topic}, and connect it to the key points below.`,
      ...(c.terms.length ? [`Define the key words as they come up: ${quoted(c.terms.slice(0, 5))}.`] : []),
      c.example
        ? `Model the worked example "${c.example}" step by step, saying why each step follows.`
        : `Model how to ${aim(c)} with the worked example you supply (see Supply), saying why each step follows.`,
      ...misconceptionMoves(c),
      ...(c.hinge ? [`Ask the hinge question "${c.hinge.prompt}" (answer: ${c.hinge.answer}); if many choose a wrong option, reteach the step it shows.`] : []),
    ],
    students: (c) => [
      byBand(c, {
        early: `Watch each step. Use the word "${word(c)}" when they talk.`,
        upper: `Follow each step of the example and answer the check questions, using "${word(c)}".`,
        secondary: `Annotate each step of the worked example, then correct their notes on ${c.topic}.`,
        senior: `Annotate each step of the worked example with its justification, then revise their explanation of ${c.topic}.`,
      }),
    ],
  },
  {
    key: 'elaborate',
    title: 'Elaborate',
    weight: 0.28,
    teacher: (c) => [
      c.items
        ? `Set the ${c.items} practice questions below on ${c.topic}: students work alone, then check answers with a partner.`
        : c.task
          ? isInstruction(c.task)
            ? `${c.task} Students work alone, then check with a partner.`
            : `Set ${c.task} on ${c.topic}: students work alone, then check answers with a partner.`
          : `Set the practice you supply (see Supply), in a new context, that asks students to ${aim(c)}.`,
      `Confer first with the students in the support plan for ${c.topic}; give the challenge to those who finish.`,
    ],
    students: (c) => [demandOf(c).record(c.topic), demandOf(c).reason(word(c)), `If they finish: ${lowerFirst(demandOf(c).challenge(c.topic))}`],
  },
  {
    key: 'evaluate',
    title: 'Evaluate',
    weight: 0.14,
    teacher: (c) => [
      `Give the exit check below; then students rate themselves against each success criterion: ${criteria(c)}.`,
      `Return to the focus question "${c.question}" and the questions recorded at the start: which can the class now answer?`,
    ],
    students: (c) => [
      exitLine(c),
      byBand(c, {
        early: 'Show thumbs up, sideways or down for each "I can".',
        upper: `Rate their confidence in each goal for ${c.topic}: green, amber or red.`,
        secondary: `Rate their confidence in each success criterion and note one part of ${c.topic} to revise.`,
        senior: `Evaluate their confidence against each success criterion and identify the aspect of ${c.topic} they most need to consolidate.`,
      }),
    ],
  },
];

/** Explicit (direct) instruction: review → I do → we do → you do → check. */
const direct: PhaseTemplate[] = [
  {
    key: 'review',
    title: 'Review',
    weight: 0.12,
    teacher: (c) => [
      c.items
        ? `Run the retrieval starter below on what students need before ${c.topic}: they answer on mini-whiteboards, then you reveal each answer.`
        : c.task
          ? `Run a retrieval starter on what students need before ${c.topic} with ${c.task}.`
          : `Run a retrieval starter with the questions you supply (see Supply) on what students need before ${c.topic}.`,
      `State the learning intention and success criteria: ${criteria(c)}.`,
    ],
    students: (c) => [
      byBand(c, {
        early: `Write or draw each answer on their board. Then check it.`,
        upper: `Answer each starter question on their whiteboard before starting ${c.topic}. Then mark it.`,
        secondary: `Answer each question on ${c.topic} from memory, then correct their answers as they are shown.`,
        senior: `Answer each retrieval question on ${c.topic} from memory, then compare their answers with the solutions and explain any differences.`,
      }),
    ],
  },
  {
    key: 'model',
    title: 'Model (I do)',
    weight: 0.2,
    teacher: (c) => [
      c.example
        ? `Model the worked example "${c.example}" step by step, thinking aloud at each decision.`
        : `Model how to ${aim(c)} with the worked example you supply (see Supply), thinking aloud at each decision.`,
      ...(c.terms.length ? [`Name and define the key words as they appear: ${quoted(c.terms.slice(0, 5))}.`] : []),
      ...misconceptionMoves(c),
    ],
    students: (c) => [
      byBand(c, {
        early: `Watch each step on ${c.topic}. Then say the steps to their partner.`,
        upper: c.example ? `Watch the model of "${c.example}" and copy its steps into their book.` : `Watch the model on ${c.topic} and copy its steps into their book.`,
        secondary: `Annotate each step of the model on ${c.topic} with the reason for it.`,
        senior: `Annotate each step of the model on ${c.topic}, explaining the ${c.discipline === 'mathematics' ? 'mathematical or logical ' : ''}reason that justifies it.`,
      }),
    ],
  },
  {
    key: 'guided',
    title: 'Guided practice (we do)',
    weight: 0.25,
    teacher: (c) => [
      c.example
        ? `Work through "${c.example}" with the class, handing over more of each step.`
        : c.exampleAskedEarlier
          ? `Work through that example with the class, handing over more of each step of ${c.topic}.`
          : `Work through the second example you supply (see Supply) with the class, handing over more of each step of ${c.topic}.`,
      c.hinge
        ? `Ask the hinge question "${c.hinge.prompt}" (answer: ${c.hinge.answer}); if many choose a wrong option, reteach the step it shows before independent practice.`
        : `Check each step of ${c.topic} with whiteboards or cold call, and reteach any step most students miss.`,
    ],
    students: (c) => [
      byBand(c, {
        early: `Do each step on ${c.topic} with the teacher and hold up their board.`,
        upper: `Do each step of ${c.example ? `"${c.example}"` : c.topic} with the teacher, showing their answer before the next step.`,
        secondary: `Complete each step of the ${c.topic} example with the teacher, showing their working before the next step.`,
        senior: `Complete each step of the ${c.topic} example alongside the teacher, justifying their working before the next step is revealed.`,
      }),
    ],
  },
  {
    key: 'independent',
    title: 'Independent practice (you do)',
    weight: 0.3,
    teacher: (c) => [
      c.items
        ? `Set the ${c.items} practice questions below on ${c.topic}, from ones like the model to less familiar ones; confer with individuals.`
        : c.task
          ? isInstruction(c.task)
            ? `${c.task} Confer with individuals on ${c.topic}.`
            : `Set ${c.task}, from ones like the model to less familiar ones; confer with individuals on ${c.topic}.`
          : `Set the practice you supply (see Supply) so students ${aim(c)} on their own; confer with individuals.`,
    ],
    students: (c) => [
      demandOf(c).record(c.topic),
      byBand(c, {
        early: `Look back at the example on ${c.topic} to check.`,
        upper: `Check their answers on ${c.topic} against the worked example.`,
        secondary: `Check each answer against the worked example on ${c.topic} and correct any mistakes.`,
        senior: `Compare each answer with the worked example on ${c.topic}, then diagnose and correct any errors in their method.`,
      }),
      `If they finish: ${lowerFirst(demandOf(c).challenge(c.topic))}`,
    ],
  },
  {
    key: 'check',
    title: 'Check for understanding',
    weight: 0.13,
    teacher: (c) => [
      `Give the exit check below without help, then have students rate themselves against each success criterion: ${criteria(c)}.`,
      `Sort the answers on ${c.topic} to plan who needs reteaching next lesson.`,
    ],
    students: (c) => [exitLine(c)],
  },
];

/** Project-based learning: driving question → launch → research → build → present → reflect. */
const project: PhaseTemplate[] = [
  {
    key: 'driving-question',
    title: 'Driving question',
    weight: 0.1,
    teacher: (c) => [
      `Present the driving question: "${c.question}"`,
      ...(c.text ? [`Read "${c.text}" together as the project's starting point.`] : []),
      `Agree with the class what a good answer about ${c.topic} would look like and who its audience is.`,
    ],
    students: (c) => [
      byBand(c, {
        early: 'Say what we need to find out.',
        upper: 'List what they need to find out to answer the question.',
        secondary: `List what they need to find out about ${c.topic} to answer the driving question well.`,
        senior: `Identify the information about ${c.topic} their team needs to investigate before they can answer the driving question convincingly.`,
      }),
    ],
  },
  {
    key: 'launch',
    title: 'Launch',
    weight: 0.12,
    teacher: (c) => [
      `Form teams and share the success criteria as the project's quality checklist: ${criteria(c)}.`,
      c.task && !isInstruction(c.task) ? `Set the product: ${c.task}` : `Set the product you choose (see Supply) and its audience, so each team shows it can ${aim(c)}.`,
      ...(c.task && isInstruction(c.task) ? [`Every team's first task: ${lowerFirst(c.task)}`] : []),
      `Set roles and a timeline for ${c.topic}${c.continues ? ' across the lessons in the sequence' : ''}.`,
    ],
    students: (c) => [
      byBand(c, {
        early: 'Pick a job in their team.',
        upper: 'Agree roles in their team and plan their first steps.',
        secondary: `Agree roles in their team and plan the first stage of their ${c.topic} project.`,
        senior: `Negotiate roles within their team and organise the first stage of their ${c.topic} project, with responsibilities and deadlines.`,
      }),
    ],
  },
  {
    key: 'research',
    title: 'Research',
    weight: 0.22,
    teacher: (c) => [
      c.text
        ? `Give teams "${c.text}" and a short mini-lesson on the key points of ${c.topic} below.`
        : // Without the content's text there may be no key points in the phase either: the plan's own list has them or says what to supply.
          `Give teams the sources on ${c.topic} you supply (see Supply) and a short mini-lesson on the plan's key learning points.`,
      ...(c.example ? [`In the mini-lesson, model the worked example "${c.example}" step by step, saying why each step follows.`] : []),
      ...(c.practice ? [`Set the ${c.practice} practice questions below: every student answers them alone and checks the answers with their team before the team uses the method in its product.`] : []),
      ...(c.terms.length ? [`Check each team uses the key words accurately: ${quoted(c.terms.slice(0, 4))}.`] : []),
    ],
    students: (c) => [
      byBand(c, {
        early: `Look at the text with their team. Find two facts about ${c.topic}.`,
        upper: `Read the sources with their team. Note facts about ${c.topic} and where each came from.`,
        secondary: `Take notes from the sources so their team can ${aim(c)}, recording where each fact comes from.`,
        senior: `Evaluate and summarise the sources so their team can ${aim(c)}, recording the origin and reliability of each piece of information.`,
      }),
      ...(c.practice
        ? [
            byBand(c, {
              early: 'Watch the example. Then try the questions and check them with their team.',
              upper: 'Follow the worked example, then answer the practice questions and check them with their team.',
              secondary: `Follow each step of the worked example on ${c.topic}, then answer the practice questions alone and check them with their team.`,
              senior: `Follow the reasoning of each step of the worked example on ${c.topic}, then answer the practice questions independently and check them with their team.`,
            }),
          ]
        : []),
    ],
  },
  {
    key: 'build',
    title: 'Build',
    weight: 0.28,
    teacher: (c) => [
      `Run a mid-point critique on ${c.topic}: each team gets kind, specific and helpful feedback from another team against the quality checklist.`,
      ...(c.items ? [`Before teams finish, every member answers the ${c.items} check questions below, so each student shows the outcome, not only the team.`] : []),
    ],
    students: (c) => [
      c.task ? (isInstruction(c.task) ? c.task : `Build their product: ${c.task}`) : `Build their team's product on ${c.topic}.`,
      byBand(c, {
        early: 'Make it better after they hear ideas.',
        upper: 'Improve their product after the feedback.',
        secondary: `Revise their product on ${c.topic} after the critique, noting each change and why.`,
        senior: `Refine their product on ${c.topic} in response to the critique, documenting each modification and the reasoning behind it.`,
      }),
    ],
  },
  {
    key: 'present',
    title: 'Present',
    weight: 0.16,
    teacher: (c) => [`Host the presentations; the audience asks each team how their product answers "${c.question}"`],
    students: (c) => [
      byBand(c, {
        early: 'Show their work. Answer one question.',
        upper: 'Present their product and answer questions from the audience.',
        secondary: `Present their product on ${c.topic} and defend their choices when questioned.`,
        senior: `Present their product on ${c.topic} to the audience and justify their design decisions when questioned.`,
      }),
    ],
  },
  {
    key: 'reflect',
    title: 'Reflect',
    weight: 0.12,
    teacher: (c) => [
      `Lead a reflection against the success criteria: ${criteria(c)}.`,
      ...(c.continues ? [`Agree with each team what they will do on ${c.topic} in the next lesson of the sequence.`] : []),
    ],
    students: (c) => [
      exitLine(c),
      byBand(c, {
        early: c.continues ? 'Say what their team will do next time.' : 'Say one thing they learned.',
        upper: c.continues ? "Write their team's next step." : 'Write what they learned and what they would change next time.',
        secondary: c.continues
          ? `Record their team's next steps on ${c.topic} and the evidence they still need.`
          : `Write what they learned about ${c.topic} and what their team would change next time.`,
        senior: c.continues
          ? `Record their team's next steps on ${c.topic}, including the evidence they still need to gather and evaluate.`
          : `Reflect in writing on what they learned about ${c.topic} and evaluate what their team would change next time.`,
      }),
    ],
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
