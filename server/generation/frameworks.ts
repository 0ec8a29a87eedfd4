import { clip, curriculumPhrases, type LessonView } from './lesson-view.ts';
import type { LessonPhase } from './types.ts';

/** A phrase in the plan that shows something, quoted with the phase it sits in. */
interface Evidence {
  phase: LessonPhase | undefined;
  line: string;
  /** Where the line comes from when it is not a phase: "Differentiation", "Outcomes". */
  label?: string;
  /** A practice item rather than an action: single questions count as evidence only when no action shows the same. */
  practice?: boolean;
}

/**
 * Quotations, the lesson's title and the curriculum's own words blanked out (same length, so indexes still point into
 * the line): a teacher action that quotes the vocabulary ("visual fraction") or the criteria ("I can generate …") is
 * not evidence of visuals or creativity, a title like "Fractions in context" says nothing about what students do, and
 * an outcome echoed into an action ("… used in contexts") is the curriculum's wording, not the lesson's activity.
 */
function masked(line: string, view: LessonView): string {
  const blank = (q: string) => ' '.repeat(q.length);
  let text = line.replace(/"[^"]*"|“[^”]*”/g, blank);
  for (const phrase of [view.title, ...curriculumPhrases(view.outcomes)].filter((p) => p.trim().length > 3)) {
    let at = text.toLowerCase().indexOf(phrase.toLowerCase());
    while (at >= 0) {
      text = text.slice(0, at) + blank(phrase) + text.slice(at + phrase.length);
      at = text.toLowerCase().indexOf(phrase.toLowerCase());
    }
  }
  return text;
}

type Who = 'student' | 'teacher' | 'both';

/**
 * The plan's activities: teacher actions, and on the students' side their actions and the practice and checks they
 * answer (a problem students solve may sit only in the practice).
 */
function linesOf(view: LessonView, who: Who): Evidence[] {
  return [
    ...view.phases.flatMap((phase) => [
      ...(who !== 'student' ? phase.teacherActions : []).map((line) => ({ phase, line })),
      ...(who !== 'teacher' ? phase.studentActions : []).map((line) => ({ phase, line })),
    ]),
    ...(who !== 'teacher' ? view.phases.flatMap((phase) => (phase.practice ?? []).map((p) => ({ phase, line: p.prompt, practice: true }))) : []),
  ];
}

/** The texts students read, as evidence of what the lesson is about. */
const textLines = (view: LessonView): Evidence[] =>
  view.phases.flatMap((phase) => (phase.texts ?? []).map((t) => ({ phase, line: `${t.title}: ${t.body}` })));

/**
 * The line that shows the pattern, from the longest phase that has one: a rating rests on where the lesson spends its
 * time, not on a passing mention in a five-minute starter.
 */
function find(view: LessonView, pattern: RegExp, who: Who = 'both', extra: string[] = [], label = 'Differentiation', except?: RegExp): Evidence | undefined {
  const matches = [...linesOf(view, who), ...extra.map((line): Evidence => ({ phase: undefined, line, label }))].filter((e) => {
    const text = masked(e.line, view);
    return pattern.test(except ? text.replace(except, (m) => ' '.repeat(m.length)) : text);
  });
  const actions = matches.filter((e) => !e.practice);
  return (actions.length ? actions : matches).reduce<Evidence | undefined>((best, e) => (!best || (e.phase?.minutes ?? 0) > (best.phase?.minutes ?? 0) ? e : best), undefined);
}

/** `Explore: "In groups, explain …"`, the words around the match kept. */
function quote(evidence: Evidence, pattern: RegExp, view: LessonView): string {
  const match = pattern.exec(masked(evidence.line, view));
  const start = match ? Math.max(0, evidence.line.lastIndexOf(' ', Math.max(0, match.index - 40)) + 1) : 0;
  const text = clip(evidence.line.slice(start), 100);
  return `${evidence.phase?.title ?? evidence.label ?? 'Plan'}: "${start > 0 ? '…' : ''}${text}"`;
}

const GROUP = /\b(groups?|pairs?|partners?|teams?|peers?|collaborat\w*)\b/i;
const SHARED = /\b(roles?|shared|jointly|team(?:'s)? product|group product|responsib\w*)\b/i;
const DECIDE = /\b(decide|decision\w*|agree\w*|choose|negotiat\w*|plan their)\b/i;
/** Deciding who does what or when is organisation; the rubric's decisions shape the content, process or product. */
const LOGISTICS = /\b(?:decide|agree|choose)\w*\s+(?:on\s+)?(?:(?:their|the|team|group)\s+)?(?:roles?|jobs?|who|when|a timeline)\b/gi;
const INTERDEPENDENT = /\b(interdependen\w*|jigsaw|depends? on each other|combine their|each member contributes)\b/i;
const CONSTRUCT = /\b(interpret\w*|analy[sz]\w*|explain\w*|compare\w*|investigat\w*|evaluat\w*|justify\w*|infer\w*|explor\w*|reason\w*|pattern|trac(?:e|es|ing)|debug\w*)\b/i;
const NEW_CONTEXT = /\b(new (?:context|situation|setting)|unfamiliar|less familiar|different context|transfer|real[- ]world|everyday)\b/i;
const CRITERIA_SHARED = /\b(success criteria|learning intention|quality checklist|learning goals?)\b/i;
const SELF_ASSESS = /\b(rate their confidence|self[- ]assess\w*|check their \w+ against|plan their|own work|set (?:a |their )?goals?|what they would change)\b/i;
const REVISE = /\b(revis\w*|redraft\w*|improve\w* (?:it|their)|act on (?:the )?feedback|after the critique)\b/i;
/**
 * A problem students solve or an investigation they carry out. Solving the equations on a practice sheet after a
 * worked example is practice, so "solve" counts only with a problem it solves.
 */
const PROBLEM = /\b(?:solv\w*|tackl\w*|work(?:s|ing)? (?:on|out))\b[^.;]{0,50}\bproblems?\b|\bproblems?\b[^.;]{0,30}\bsolv\w*|\binvestigat\w*|\bfind out\b/i;
const REAL_WORLD = /\b(real[- ]world|real life|everyday|authentic|communit\w*|local|(?<!new )contexts?)\b/i;
const INNOVATE = /\b(design|invent|create|innovat\w*|prototype|new solution|product)\b/i;
const IMPLEMENT = /\b(implement\w*|publish\w*|share (?:it |them )?with (?:the )?(?:school|community|parents|families)|outside the classroom|real audience)\b/i;
const ICT = /\b(computers?|laptops?|chromebooks?|tablets?|ipads?|devices?|online|digital|apps?|software|spreadsheets?|websites?|internet|videos?|code|coding|program(?:s|ming)?|scratch|micro:bits?|robots?|python|block-based|data loggers?|cameras?|podcasts?|simulations?)\b/i;
/** Measuring instruments with a display are equipment, not ICT for learning. */
const INSTRUMENTS = /\bdigital (?:scales?|balances?|thermometers?|timers?|stopwatch(?:es)?|microscopes?|clocks?|calipers?)\b/gi;
const ICT_NEEDED = /\busing (?:a|an|the|their) (?:\w+ )?(?:spreadsheet|app|software|computer|laptop|chromebook|tablet|simulation|program|website|scratch|micro:bit|robot)s?\b/i;
const ICT_PRODUCT = /\b(create|make|publish|build|produce|record)\b.*\b(videos?|podcasts?|websites?|apps?|programs?|animations?|slideshows?|digital)\b/i;
const EXTENDED = /\b(present\w*|write (?:a|an|what|their)|written report|poster|podcast|debate|essay|paragraph)\b/i;
const WITH_EVIDENCE = /\b(evidence|reasoning|reasons?|justify\w*|because|using the terms|examples?|quot(?:e|es|ing|ations?))\b/i;
const AUDIENCE = /\b(audience|for (?:the |a |an )?(?:parents|famil(?:y|ies)|younger (?:students|pupils|children)|another class|other classes|readers|visitors|(?:grade|year) \d+ class(?:'s)?|community|school newsletter))\b/i;
const GLOBAL = /\b(global|world|communit\w*|cultur\w*|sustainab\w*|environment\w*|citizen\w*|societ\w*|divers\w*|enslav\w*|human rights|justice|campaign\w*)\b/i;

export interface Cld21Dimension {
  key: string;
  name: string;
  rating: number;
  maxRating: number;
  reason: string;
}

/**
 * Rates one dimension by the rubric's cumulative steps: each step needs the previous one. The reason quotes what met
 * the highest step reached and says what the next step would need.
 */
function rate(
  view: LessonView,
  key: string,
  name: string,
  steps: { test: () => Evidence | undefined; pattern: RegExp; met: string; missing: string }[],
  none: string,
): Cld21Dimension {
  const reasons: string[] = [];
  let rating = 1;
  for (const step of steps) {
    const evidence = step.test();
    if (!evidence) {
      reasons.push(rating === 1 ? none : `Next level: ${step.missing}`);
      break;
    }
    rating += 1;
    reasons.push(`${step.met} (${quote(evidence, step.pattern, view)}).`);
  }
  return { key, name, rating, maxRating: steps.length + 1, reason: reasons.join(' ') };
}

/**
 * Why ICT is rated 1. A description that names a tool ("in Scratch") is the teacher's intention, not an activity, so it
 * does not raise the rating, but the reason says where to write it in.
 */
function noTool(view: LessonView): string {
  const intended = ICT.exec(view.description.replace(INSTRUMENTS, ''));
  if (!intended) return 'No digital tool appears in the plan, so students have no chance to use ICT for learning.';
  return `The description mentions ${intended[0]}, but no activity has students use it; write it into the phase where they do.`;
}

/** The six 21st Century Learning Design dimensions, each rated by the evidence found in the plan's text. */
export function cld21Report(view: LessonView): { dimensions: Cld21Dimension[] } {
  const group = () => find(view, GROUP, 'student');
  const construct = () => find(view, CONSTRUCT, 'student');
  // A phase's time counts when its activity asks for it; one inference question on a practice sheet does not make it so.
  const constructMinutes = view.phases
    .filter((p) => p.studentActions.some((line) => CONSTRUCT.test(masked(line, view))))
    .reduce((n, p) => n + p.minutes, 0);
  const ict = () => find(view, ICT, 'both', view.differentiation.support, 'Differentiation', INSTRUMENTS);
  const studentIct = (pattern: RegExp) => find(view, pattern, 'student', [], '', INSTRUMENTS);
  const total = view.phases.reduce((n, p) => n + p.minutes, 0) || 1;
  const subjects = new Set(view.outcomes.map((o) => (o.subject ?? o.framework).toLowerCase()));
  const extended = () => find(view, EXTENDED, 'student');

  const dimensions = [
    rate(
      view,
      'collaboration',
      'Collaboration',
      [
        { test: group, pattern: GROUP, met: 'Students work in pairs or groups', missing: 'give students a pair or group task.' },
        { test: () => (group() ? find(view, SHARED) : undefined), pattern: SHARED, met: 'They share responsibility', missing: 'give each member a role and the group one shared product, so they share responsibility.' },
        { test: () => find(view, DECIDE, 'student', [], '', LOGISTICS), pattern: DECIDE, met: 'They make decisions together', missing: 'let groups decide together about the content, process or product of their work.' },
        { test: () => find(view, INTERDEPENDENT), pattern: INTERDEPENDENT, met: 'Their work is interdependent', missing: 'make the work interdependent (for example a jigsaw where each member brings a part the group needs).' },
      ],
      'Students are not asked to work together; add a pair or group task.',
    ),
    rate(
      view,
      'knowledge-construction',
      'Knowledge Construction',
      [
        { test: construct, pattern: CONSTRUCT, met: 'Students interpret, analyse or explain', missing: 'ask students to interpret, analyse or explain, not only reproduce.' },
        {
          test: () => (construct() && constructMinutes / total >= 0.5 ? construct() : undefined),
          pattern: CONSTRUCT,
          met: `Building knowledge is the main requirement, in phases taking ${Math.round((constructMinutes / total) * 100)}% of the time`,
          missing: `make building knowledge the main requirement; phases that ask for it take ${Math.round((constructMinutes / total) * 100)}% of the time.`,
        },
        // Only what students do counts: a template line telling the teacher to "set a task in a new context" is not one.
        { test: () => find(view, NEW_CONTEXT, 'student'), pattern: NEW_CONTEXT, met: 'Students apply it in a new context', missing: 'ask students to apply what they built in a new context.' },
        {
          test: () => (subjects.size > 1 ? { phase: undefined, label: 'Outcomes', line: `from ${[...subjects].join(' and ')}` } : find(view, /\b(interdisciplinary|cross-curricular|across subjects)\b/i)),
          pattern: /\w+/,
          met: 'The knowledge is interdisciplinary',
          missing: 'connect the lesson to an outcome from another subject to make it interdisciplinary.',
        },
      ],
      'Students can finish the activity by reproducing what they were shown; ask them to interpret, analyse or explain.',
    ),
    (() => {
      const dimension = rate(
        view,
        'self-regulation',
        'Self-Regulation',
        [
          { test: () => find(view, CRITERIA_SHARED, 'teacher'), pattern: CRITERIA_SHARED, met: 'Learning goals and success criteria are shared in advance', missing: 'share the learning goals and success criteria before students start.' },
          { test: () => find(view, SELF_ASSESS, 'student'), pattern: SELF_ASSESS, met: 'Students plan or assess their own work', missing: 'let students plan or assess their own work against the criteria.' },
          { test: () => find(view, REVISE, 'student'), pattern: REVISE, met: 'Students revise their work after feedback', missing: 'give students a chance to revise their work after feedback.' },
        ],
        'The plan does not share learning goals or success criteria with students in advance.',
      );
      // The full rubric also asks for a long-term activity; one lesson is not, so say the rating is within the lesson.
      return { ...dimension, reason: `${dimension.reason} Rated within this one lesson; the full rubric also asks for work that runs over a week or more.` };
    })(),
    rate(
      view,
      'real-world-problem-solving',
      'Real-World Problem-Solving and Innovation',
      [
        { test: () => find(view, PROBLEM, 'student'), pattern: PROBLEM, met: 'Students solve a problem or investigate', missing: 'make solving a problem the heart of the activity.' },
        // What students work on, not the outcome's wording ("used in contexts") or the teacher's framing.
        { test: () => find(view, REAL_WORLD, 'student'), pattern: REAL_WORLD, met: 'The problem has a real-world context', missing: 'set the problem in a real-world context students recognise.' },
        { test: () => find(view, INNOVATE, 'student'), pattern: INNOVATE, met: 'Students design or create a solution', missing: 'ask students to design or create their own solution, not a known answer.' },
        { test: () => find(view, IMPLEMENT), pattern: IMPLEMENT, met: 'Their solution goes out into the real world', missing: 'have students put their solution to use outside the classroom (share it with the school, families or community).' },
      ],
      'The activity does not ask students to solve a problem; pose one for them to work on.',
    ),
    rate(
      view,
      'ict-for-learning',
      'Use of ICT for Learning',
      [
        { test: ict, pattern: ICT, met: 'Students use a digital tool', missing: 'give students a digital tool to use.' },
        {
          test: () => linesOf(view, 'student').find((e) => ICT.test(masked(e.line, view).replace(INSTRUMENTS, '')) && CONSTRUCT.test(masked(e.line, view))),
          pattern: ICT,
          met: 'The tool supports building knowledge',
          missing: 'use the digital tool to build knowledge (model, test, analyse), not only to practise.',
        },
        { test: () => studentIct(ICT_NEEDED), pattern: ICT_NEEDED, met: 'The tool is needed for the task', missing: 'make the digital tool necessary for the task.' },
        { test: () => studentIct(ICT_PRODUCT), pattern: ICT_PRODUCT, met: 'Students create a digital product for real users', missing: 'have students create a digital product for an audience beyond the teacher.' },
      ],
      noTool(view),
    ),
    rate(
      view,
      'skilled-communication',
      'Skilled Communication',
      [
        { test: extended, pattern: EXTENDED, met: 'Students produce extended communication', missing: 'ask students to present, report or write at length.' },
        { test: () => linesOf(view, 'student').find((e) => EXTENDED.test(masked(e.line, view)) && WITH_EVIDENCE.test(masked(e.line, view))), pattern: WITH_EVIDENCE, met: 'They support it with evidence or reasoning', missing: 'ask students to support what they communicate with evidence or reasons.' },
        { test: () => find(view, AUDIENCE, 'student'), pattern: AUDIENCE, met: 'It is designed for a particular audience', missing: 'name an audience the communication is designed for.' },
      ],
      'Students only talk informally; ask them to present, report or write at length.',
    ),
  ];
  return { dimensions };
}

export interface WefItem {
  key: string;
  name: string;
  category: 'skill' | 'experience';
  present: boolean;
  evidence: string;
}

/** The World Economic Forum's Education 4.0 framework: four skills and four learning experiences. */
export function wefReport(view: LessonView): { skills: WefItem[] } {
  const extras = [...view.differentiation.support, ...view.differentiation.extension, ...view.differentiation.languageSupport];
  const item = (
    key: string,
    name: string,
    category: WefItem['category'],
    check: () => { evidence: Evidence; pattern: RegExp } | undefined,
    missing: string,
  ): WefItem => {
    const found = check();
    return { key, name, category, present: Boolean(found), evidence: found ? quote(found.evidence, found.pattern, view) : missing };
  };
  const by = (pattern: RegExp, who: Who = 'both', extra: string[] = [], except?: RegExp) => {
    const evidence = find(view, pattern, who, extra, 'Differentiation', except);
    return evidence ? { evidence, pattern } : undefined;
  };
  const inText = (pattern: RegExp) => {
    const evidence = textLines(view).find((e) => pattern.test(e.line));
    return evidence ? { evidence, pattern } : undefined;
  };
  const both = (a: RegExp, b: RegExp) => {
    const first = find(view, a);
    return first && find(view, b) ? { evidence: first, pattern: a } : undefined;
  };
  return {
    skills: [
      item('global-citizenship', 'Global citizenship skills', 'skill', () => by(GLOBAL) ?? inText(GLOBAL), 'Nothing connects the lesson to communities, cultures or the wider world.'),
      item('innovation-creativity', 'Innovation and creativity skills', 'skill', () => by(/\b(create|design|invent|compose|build|their own question|own question|original|innovat\w*|imagine)\b/i, 'student', view.differentiation.extension), 'Students are not asked to create, design or invent anything of their own.'),
      item('technology', 'Technology skills', 'skill', () => by(ICT, 'both', [], INSTRUMENTS), 'No digital tool or technology appears in the plan.'),
      item('interpersonal', 'Interpersonal skills', 'skill', () => by(/\b(groups?|pairs?|partners?|teams?|peers?|feedback|listen|roles?)\b/i, 'student'), 'Students work alone throughout; nothing builds teamwork or feedback skills.'),
      item('personalized-self-paced', 'Personalized and self-paced learning', 'experience', () => {
        const { support, extension } = view.differentiation;
        if (support.length && extension.length) return { evidence: { phase: undefined, label: 'Support and extension', line: `${support[0]} / ${extension[0]}` }, pattern: /\w/ };
        return by(/\b(own pace|self-paced|choose|choice)\b/i);
      }, 'The plan has no support and extension options or choices that let students learn at their own pace.'),
      item('accessible-inclusive', 'Accessible and inclusive learning', 'experience', () => by(/\b(visuals?|word mat|sentence starters|pre-teach|supportive partner|accessib\w*|audio|captions?|translat\w*|pictures?)\b/i, 'both', [...view.differentiation.languageSupport, ...view.differentiation.support]), 'No language support, visuals or access arrangements are planned.'),
      item('problem-based-collaborative', 'Problem-based and collaborative learning', 'experience', () => both(PROBLEM, GROUP), 'The plan does not combine a problem or investigation with group work.'),
      item('lifelong-student-driven', 'Lifelong and student-driven learning', 'experience', () => by(/\b(questions? they want|their own question|own questions|reflect\w*|what they learned|next time|choose|student-led|their own goals?|confidence)\b/i, 'student', extras), 'Students do not set their own questions or goals, or reflect on their learning.'),
    ],
  };
}
