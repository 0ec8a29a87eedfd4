import type { PhaseContext } from '../methodology.ts';
import { cleanStatement, isInstruction, observableAction, type LessonFocus } from '../text.ts';
import type { CheckItem, LessonPhase, LessonText, MaterialKind, Misconception, OutcomeContent, OutcomeRef, WorkedExample } from '../types.ts';
import { taskDemand, type Band } from './band.ts';
import type { Discipline } from './discipline.ts';
import { interleave, uniqueStrings, withCode, type LessonContent } from './content.ts';
import { referredTo } from './citations.ts';
import { exampleLines } from './example-lines.ts';
import type { PhaseSlot } from './structure.ts';
import { caseStudyTask, takeActivity, takeRemainingActivities, type BriefPlacement } from '../brief/placement.ts';

/**
 * Fills one phase with what it teaches from: the explanation and worked example, the checks and practice with their
 * answers, the texts, the materials and safety notes. Each slot the content sources and the teacher's uploads leave
 * empty becomes a line of `supply` saying exactly what the teacher must bring.
 */

export interface PlanContext {
  topic: string;
  question: string;
  /** The band the plan is worded for: the year level's own, or a neighbour when that reads closer to the year level. */
  band: Band;
  /** The band that sets the demand of its tasks (how many practice items): always the year level's own. */
  demandBand: Band;
  /** The US grade the plan is written for. */
  grade: number;
  yearLevel: string;
  subject: string;
  /** How the subject's tasks are worded (set out working, back a judgement with evidence, quote the text …). */
  discipline: Discipline;
  terms: string[];
  content: LessonContent;
  starterCheck: CheckItem[];
  exitCheck: CheckItem[];
  misconceptions: Misconception[];
  enhanced: boolean;
  /** A project planned across lessons. */
  continues: boolean;
  /** Questions on the keywords' meanings, for a check where the content sources have none. */
  keywordChecks: CheckItem[];
  /** Prompts already asked, so a question is not asked twice. */
  asked: Set<string>;
  /** Titles of the texts earlier phases showed, so each text is printed once and before its questions. */
  shownTexts: Set<string>;
  /** What the teacher's brief names, placed where it belongs (a named activity once). */
  brief: BriefPlacement;
  /**
   * The lesson's title and description, which scope the outcomes' criteria to what the lesson addresses; an outcome
   * a reviewed subject set words for the lesson's topic is scoped already.
   */
  focus?: LessonFocus;
  /** The success criteria the plan gives an outcome (scoped to the lesson; in a young class's words for Foundation to Year 2). */
  criteriaFor: (outcome: OutcomeRef) => string[];
  /** Supply requests already made, so each is made once. */
  requested: Set<string>;
  /** The roles of the plan's phases. */
  roles: Set<Role>;
}

export type Role = 'hook' | 'starter' | 'explore' | 'explain' | 'guided' | 'practice' | 'closing' | 'launch' | 'research' | 'build' | 'present';
const ROLES: Record<string, Role> = {
  engage: 'hook',
  'driving-question': 'hook',
  review: 'starter',
  explore: 'explore',
  explain: 'explain',
  model: 'explain',
  guided: 'guided',
  elaborate: 'practice',
  independent: 'practice',
  evaluate: 'closing',
  check: 'closing',
  reflect: 'closing',
  launch: 'launch',
  research: 'research',
  build: 'build',
  present: 'present',
};
export const roleOf = (templateKey: string): Role => ROLES[templateKey] ?? 'practice';
/** The named thing the lesson opened with, once a hook has used it. */
const openedWith = (plan: PlanContext) => [...plan.brief.placed].find((p) => p.startsWith('opening:'))?.slice('opening:'.length);

interface Supply {
  /** The kind of teacher material that fills it; an upload of that kind placed in the phase removes the line. */
  kind: MaterialKind | 'other';
  text: string;
}

const firstLine = (text: string) => {
  const line = text.split('\n')[0]!.trim();
  return line.length > 90 ? `${line.slice(0, line.lastIndexOf(' ', 88))} …` : line;
};
const textLine = (t: LessonText) => `${t.title} (${t.source})`;

/**
 * `count` of `items` ordered from easiest to hardest, so that fewer questions than the sources offer still climb:
 * the first half like the model, then evenly spaced up to the hardest (4 of 6 levels are 1, 2, 4 and 6).
 */
export function climb<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  const easy = Math.ceil(count / 2);
  const rest = items.slice(easy);
  const harder = Array.from({ length: count - easy }, (_, i) => rest[Math.ceil(((i + 1) * rest.length) / (count - easy)) - 1]!);
  return [...items.slice(0, easy), ...harder];
}

/** The lesson's actions for an outcome: "recognize and generate simple equivalent fractions". */
export const actionOf = (outcome: OutcomeRef) => observableAction(outcome.statement);

export function buildPhase(slot: PhaseSlot, plan: PlanContext, placed: LessonPhase): LessonPhase {
  const role = roleOf(slot.template.key);
  const focus = slot.outcomes;
  const contents: { outcome: OutcomeRef; c: OutcomeContent }[] = focus.map((outcome) => ({ outcome, c: plan.content.of(outcome) }));
  const round = slot.cycle?.round ?? 0;
  const demand = taskDemand(plan.demandBand, plan.discipline);
  const aim = focus.map(actionOf);
  const aimText = aim.length ? aim.join(' and ') : `the main ideas of ${plan.topic}`;
  const supply: Supply[] = [];
  const explanation: string[] = [];
  const check: CheckItem[] = [];
  const practice: CheckItem[] = [];
  const texts: LessonText[] = [];
  const resources: string[] = [];
  let workedExample: WorkedExample | undefined;
  let task: string | undefined;
  let hinge: CheckItem | undefined;
  let misconceptions: Misconception[] | undefined;
  let opening: string | undefined;
  let askedEarlier = false;
  /** The lesson a later lesson of a sequence opens by recalling (its exit check is asked again), else 0. */
  const recalls = (slot.cycle?.lesson ?? 0) > 0 && plan.exitCheck.length > 0 ? slot.cycle!.lesson! : 0;
  /** What the teacher is asked for once in the plan, not again in every cycle or lesson that lacks it. */
  const requestOnce = (key: string) => {
    if (plan.requested.has(key)) return false;
    plan.requested.add(key);
    return true;
  };
  const hasGuided = plan.roles.has('guided');
  /** The brief's own items a phase teaches from, each once in the lesson. */
  const briefOnce = (key: string, lines: string[]) => {
    if (plan.brief.placed.has(key) || !lines.length) return [];
    plan.brief.placed.add(key);
    return lines;
  };
  const caseStudy = plan.brief.caseStudies.find((c) => !plan.brief.placed.has(c));
  // The case study is what the class studies first; the named activities follow in the teacher's order.
  const briefTask = () => {
    if (caseStudy) {
      plan.brief.placed.add(caseStudy);
      return caseStudyTask(caseStudy, plan.discipline);
    }
    return takeActivity(plan.brief);
  };

  // A later lesson of a sequence models again from the start when the sources have no further examples.
  const exampleAt = (list: WorkedExample[], offset: number) => list[offset] ?? (slot.cycle?.lesson && list.length ? list[offset % list.length] : undefined);
  const examples = (offset: number) => contents.flatMap(({ outcome, c }) => {
    const w = exampleAt(c.workedExamples, offset);
    return w ? [{ code: outcome.code, w }] : [];
  });
  const practicePool = interleave(contents.map(({ outcome, c }) => c.practice.map((p) => withCode(p, outcome.code))));
  const checkPool = interleave(contents.map(({ outcome, c }) => c.checks.map((p) => withCode(p, outcome.code))));
  const textPool = contents.flatMap(({ c }) => c.texts);
  const activities = contents.flatMap(({ c }) => c.activities);
  const keyPoints = uniqueStrings(contents.flatMap(({ c }) => c.keyPoints));
  const ask = (items: CheckItem[], count: number) => {
    const fresh = items.filter((q) => !plan.asked.has(q.prompt)).slice(0, count);
    fresh.forEach((q) => plan.asked.add(q.prompt));
    return fresh;
  };
  /** Like `ask`, but across the whole climb: the first half like the model, the rest spread up to the hardest. */
  const askClimbing = (items: CheckItem[], count: number) => ask(climb(items.filter((q) => !plan.asked.has(q.prompt)), count), count);
  /** The cycle's outcomes that no shown example covers (all of them when `needed` and the lesson has none). */
  const lacking = (shown: { code: string }[], needed: boolean): { action: string }[] => {
    if (!needed) return [];
    if (!focus.length) return shown.length ? [] : [{ action: `explain the main ideas of ${plan.topic}` }];
    return focus.filter((o) => !shown.some((e) => e.code === o.code)).map((o) => ({ action: actionOf(o) }));
  };
  const oneCheck = () => ask(checkPool.filter((q) => !q.options), 1);
  const takeHinge = () => {
    if (!plan.enhanced) return;
    const [found] = ask(checkPool.filter((q) => q.options?.length), 1);
    if (found) {
      hinge = found;
      check.push(found);
    } else supply.push({ kind: 'other', text: `Supply a hinge question: a multiple-choice question on how to ${aimText}, each wrong option showing a common mistake, with its answer.` });
  };
  const takeMisconceptions = () => {
    const mine = uniqueStrings(contents.flatMap(({ c }) => c.misconceptions.map((m) => m.misconception)));
    const found = plan.misconceptions.filter((m) => mine.includes(m.misconception)).slice(0, 2);
    // The plan's list cites each source; a phase refers to it briefly.
    if (found.length && plan.enhanced) misconceptions = found.map(referredTo);
    if (!found.length && requestOnce(`misconception:${aimText}`)) supply.push({ kind: 'other', text: `Supply a misconception students often hold when they ${aimText}, and how you will address it.` });
  };

  /** The first example is the phase's worked example, shown step by step on its own; the others are lines of the explanation. */
  const model = (shown: { code: string; w: WorkedExample }[]) => {
    for (const { code, w } of shown.slice(1)) explanation.push(...exampleLines(w, code));
    workedExample = shown[0]?.w;
  };
  /** Each outcome's own items, so one outcome's long list does not stand in for another's empty one. */
  const practiseEachOutcome = () => {
    for (const { outcome, c } of contents) practice.push(...askClimbing(c.practice.map((p) => withCode(p, outcome.code)), demand.practiceItems));
    // Every outcome of the cycle is practised: one the sources have no questions for gets a line to supply them.
    for (const outcome of focus.filter((o) => !practice.some((q) => q.outcomeCode === o.code))) {
      supply.push({ kind: 'problem', text: `Supply ${demand.practiceItems} practice questions in which students ${actionOf(outcome)}, each with its answer.` });
    }
  };

  /** The brief's own worked example at this index, placed once: the teacher's calculation comes before the sources'. */
  const namedExample = (index: number) => {
    const named = plan.brief.workedExamples[index];
    if (named) plan.brief.placed.add(`calculation:${named.problem}`);
    return named ? [{ code: focus[0]?.code ?? '', w: named }] : [];
  };
  /** The calculations and tasks the brief names that no model used, practised first with their worked answers. */
  const practiseNamed = () => {
    for (const w of plan.brief.workedExamples.filter((x) => !plan.brief.placed.has(`calculation:${x.problem}`))) {
      plan.brief.placed.add(`calculation:${w.problem}`);
      practice.push({ prompt: w.problem, answer: w.answer, ...(focus[0] ? { outcomeCode: focus[0].code } : {}) });
    }
  };

  switch (role) {
    case 'hook':
    case 'starter': {
      const text = role === 'hook' && !recalls ? textPool[0] : undefined;
      // The brief's text, case study or named thing opens the first lesson; a later lesson of a sequence builds on it.
      opening = role === 'hook' && !text && !plan.brief.placed.has('opening') ? (plan.brief.texts[0] ?? plan.brief.caseStudies[0] ?? plan.brief.references[0]) : undefined;
      if (opening) {
        plan.brief.placed.add('opening');
        plan.brief.placed.add(`opening:${opening}`);
      }
      const puzzle = role === 'hook' && !text && !opening && !recalls ? interleave(contents.map(({ c }) => c.practice))[0] : undefined;
      if (slot.template.key === 'driving-question') explanation.push(`Driving question: ${plan.question}`);
      if (text) {
        texts.push(text);
        explanation.push(`Read together: ${text.title}`);
      } else if (opening) {
        explanation.push(plan.brief.texts.includes(opening) ? `Read together: ${opening}` : plan.brief.caseStudies.includes(opening) ? `Introduce the case study: ${opening}` : `Show and introduce: ${opening}`);
        resources.push(opening);
      } else if (puzzle) {
        // Asked of the class, so it is a check (its answer stays with the teacher), not part of the explanation.
        check.push({ prompt: puzzle.prompt, answer: puzzle.answer, ...(puzzle.outcomeCode ? { outcomeCode: puzzle.outcomeCode } : {}) });
        plan.asked.add(puzzle.prompt);
        task = puzzle.prompt;
      } else if (role === 'hook' && slot.template.key === 'engage' && !recalls) {
        supply.push({ kind: 'text', text: `Supply a picture, object or short text on ${plan.topic} that makes students ask "${plan.question}".` });
      }
      // A later lesson of a sequence opens by retrieving the last one: its exit check again, answers and all.
      const retrieval = recalls ? plan.exitCheck.map((q) => ({ ...q, prompt: `From lesson ${recalls}: ${q.prompt}` })) : plan.starterCheck;
      check.push(...retrieval);
      retrieval.forEach((q) => plan.asked.add(q.prompt));
      // An Enhanced lesson opens with retrieval of earlier learning; keyword questions alone do not retrieve it.
      const retrieves = plan.starterCheck.some((q) => q.outcomeCode);
      if (!recalls && (!plan.starterCheck.length || (plan.enhanced && !retrieves))) {
        supply.push({ kind: 'problem', text: `Supply two or three retrieval questions, with answers, on what students learned before ${plan.topic}.` });
      }
      break;
    }
    case 'explore': {
      task = briefTask() ?? activities[round];
      const [investigation] = ask(practicePool, 1);
      if (investigation) practice.push(investigation);
      if (!task && investigation) task = `investigate "${investigation.prompt}" and explain what they find`;
      if (!task) supply.push({ kind: 'problem', text: `Supply an investigation in which students ${aimText}, and the finding you expect.` });
      check.push(...oneCheck());
      break;
    }
    case 'explain': {
      // The names the brief gives that did not open the lesson (a second place, a source, a product).
      const namedElsewhere = [...plan.brief.references, ...plan.brief.caseStudies, ...plan.brief.texts.slice(1)].filter((r) => r !== opening && !plan.brief.placed.has(r) && r !== openedWith(plan));
      const shown = [...namedExample(2 * round), ...examples(2 * round)];
      explanation.push(...keyPoints.slice(0, 4));
      explanation.push(
        ...briefOnce('words', plan.brief.words.map((w) => `${w.heading ?? 'Words to teach and use'}: ${w.parts.join(', ')}`)),
        ...briefOnce('examples', plan.brief.examples.filter((e) => !e.parts.some((p) => /\d\s*[×x*÷/+−–-]\s*\d/.test(p))).map((e) => `${e.heading ?? 'Examples to use'}: ${e.parts.join(', ')}`)),
        ...briefOnce('text', !textPool.length && plan.brief.texts.length ? [`Read and explain: ${plan.brief.texts.join('; ')}`] : []),
        ...briefOnce('references', namedElsewhere.length ? [`Bring in ${namedElsewhere.join(', ')}, as your brief names them.`] : []),
      );
      model(shown);
      const text = !shown.length ? textPool[round] : undefined;
      if (text) {
        texts.push(text);
        explanation.push(`Read and explain: ${text.title}`);
      }
      // One request covers the model and the example worked through together, when both are missing.
      const guidedToo = (action: string) => !hasGuided || lacking(examples(2 * round + 1), true).some((l) => l.action === action);
      for (const { action } of lacking(shown, !text)) {
        if (!requestOnce(`example:${action}:${round}`)) continue;
        if (guidedToo(action) && hasGuided) requestOnce(`second-example:${action}:${round}`);
        supply.push({
          kind: 'example',
          text: guidedToo(action) && hasGuided
            ? `Supply two worked examples of how to ${action}, each with its steps and answer: one to model, one to work through with the class.`
            : `Supply a worked example of how to ${action}, with each step and its answer.`,
        });
      }
      check.push(...oneCheck());
      if (!check.length) check.push(...ask(plan.keywordChecks, 1));
      takeMisconceptions();
      if (slot.template.key === 'explain') takeHinge();
      break;
    }
    case 'guided': {
      const shown = [...namedExample(2 * round + 1), ...examples(2 * round + 1)];
      model(shown);
      const missing = lacking(shown, true);
      // An example asked for with the model is worked through here: the phase says which one.
      askedEarlier = missing.some((l) => plan.requested.has(`second-example:${l.action}:${round}`) && plan.requested.has(`example:${l.action}:${round}`));
      if (askedEarlier) explanation.push('The second of the two worked examples you supply for the model (see Supply there).');
      for (const { action } of missing.filter((l) => requestOnce(`second-example:${l.action}:${round}`))) {
        supply.push({ kind: 'example', text: `Supply a second worked example of how to ${action}, with its answer, to work through with the class.` });
      }
      takeHinge();
      if (!hinge) check.push(...oneCheck());
      break;
    }
    case 'practice': {
      practiseNamed();
      practiseEachOutcome();
      if (!focus.length && !practice.length) supply.push({ kind: 'problem', text: `Supply ${demand.practiceItems} practice questions on ${plan.topic}, each with its answer.` });
      const named = briefTask();
      task = named ? `the task "${named}"` : activities[round + 1];
      break;
    }
    case 'research': {
      texts.push(...textPool);
      explanation.push(...keyPoints.slice(0, 5), ...briefOnce('text', plan.brief.texts.map((t) => `Read: ${t}`)));
      task = briefTask();
      if (task) explanation.push(`The task: ${task}`);
      if (!texts.length && !plan.brief.texts.length) supply.push({ kind: 'text', text: `Supply one or two sources at a ${plan.yearLevel || 'class'} reading level from which teams can ${aimText}.` });
      // A mathematics project builds the method before teams use it: the mini-lesson models a worked example and every
      // student practises it, with the answers, so each shows the outcome and not only the team's product.
      // The teacher's own calculations and tasks come first: one is modelled, the rest practised.
      if (plan.discipline === 'mathematics') {
        const shown = [...namedExample(2 * round), ...examples(2 * round)];
        model(shown);
        practiseNamed();
        for (const { action } of lacking(shown, true).filter((l) => requestOnce(`example:${l.action}:${round}`))) {
          supply.push({ kind: 'example', text: `Supply a worked example of how to ${action}, with each step and its answer.` });
        }
        practiseEachOutcome();
      }
      check.push(...oneCheck());
      takeMisconceptions();
      break;
    }
    case 'build': {
      task = briefTask() ?? activities[round];
      if (task) explanation.push(`The task: ${task}`);
      else supply.push({ kind: 'other', text: `Supply the product brief: what each team makes to show it can ${aimText}, and who it is for.` });
      check.push(...ask(checkPool, 2));
      takeHinge();
      break;
    }
    case 'launch': {
      task = activities[0];
      explanation.push(`Driving question: ${plan.question}`, ...focus.flatMap(plan.criteriaFor).map((s) => `Quality checklist: ${s}`));
      // A whole instruction is the teams' first task, not the product they make.
      if (!task || isInstruction(task)) supply.push({ kind: 'other', text: `Supply the product teams will make on ${plan.topic} and the audience they make it for.` });
      break;
    }
    case 'present':
      // Teams judge their product against the quality checklist they were given; the outcomes' own words are the
      // teacher's marking points, not a question wrapped around them.
      if (focus.length) {
        check.push({
          prompt: 'Which point of the quality checklist does your product meet best, and where does it show it? Which point needs more work?',
          answer: `Marking points from the ${focus.length === 1 ? 'outcome' : 'outcomes'}: ${focus.map((o) => `(${o.shortCode || o.code}) ${cleanStatement(o.statement)}`).join(' ')}`,
          outcomeCode: focus[0]!.code,
        });
      }
      break;
    case 'closing':
      check.push(...plan.exitCheck);
      // What the brief asks students to do that no earlier phase took ("then discuss the moral") ends the lesson.
      explanation.push(...takeRemainingActivities(plan.brief).map((a) => `Before the exit check: ${a}.`));
      break;
  }

  // Practice on a text needs the text: a phase that sets questions shows the texts of its outcomes not shown yet
  // (the railroad questions of a reading lesson came without the railroad passage).
  if (practice.length) texts.push(...textPool.filter((t) => !plan.shownTexts.has(t.title) && !texts.includes(t)));
  texts.forEach((t) => plan.shownTexts.add(t.title));

  const equipment = uniqueStrings(contents.flatMap(({ c }) => c.materials));
  const practical = Boolean(task) && ['explore', 'practice', 'build'].includes(role);
  if (practical || role === 'explain' || role === 'guided') resources.push(...plan.brief.equipment, ...equipment);
  resources.push(...texts.map(textLine));
  if (workedExample) resources.push(`Worked example to display: ${workedExample.problem}`);
  if (practice.length > 1) resources.push(`Practice sheet on ${plan.topic}: ${practice.length} questions (answers below)`);
  resources.push(...(placed.materials ?? []).map((m) => m.citation));
  const safety = practical || resources.some((r) => equipment.includes(r)) ? uniqueStrings(contents.flatMap(({ c }) => c.safety)) : [];

  const placedKinds = new Set((placed.materials ?? []).map((m) => m.kind));
  const supplyLines = supply.filter((s) => s.kind === 'other' || !placedKinds.has(s.kind)).map((s) => s.text);

  // The teacher's own material fills what the content sources left empty, so a move names it instead of a supply line.
  const upload = (kind: MaterialKind) => (placed.materials ?? []).find((m) => m.kind === kind);
  const uploadedExample = upload('example');
  const example = workedExample?.problem ?? (uploadedExample ? firstLine(uploadedExample.text) : undefined);
  const openingCase = opening && !plan.brief.texts.includes(opening) ? opening : undefined;
  const text = texts[0]?.title ?? (openingCase ? undefined : opening) ?? upload('text')?.citation;
  const problems = upload('problem');
  if (!task && problems) task = `the problems from ${problems.citation}`;

  const context: PhaseContext = {
    topic: plan.topic,
    yearLevel: plan.yearLevel,
    subject: plan.subject,
    criteria: focus.flatMap(plan.criteriaFor),
    clauses: aim,
    terms: plan.terms,
    question: plan.question,
    band: plan.band,
    discipline: plan.discipline,
    // A hook's check holds the problem it shows beside the starter questions; the starter is what it counts.
    items: role === 'practice' || role === 'build' ? practice.length || check.length : role === 'hook' ? plan.starterCheck.length : check.length,
    ...(role === 'research' && practice.length ? { practice: practice.length } : {}),
    continues: plan.continues,
    ...(example ? { example } : {}),
    ...(task ? { task } : {}),
    ...(text ? { text } : {}),
    ...(openingCase ? { opening: openingCase } : {}),
    ...(askedEarlier ? { exampleAskedEarlier: true } : {}),
    ...(recalls && role === 'hook' ? { recallsLesson: recalls } : {}),
    ...(hinge ? { hinge } : {}),
    ...(misconceptions ? { misconceptions } : {}),
  };
  if (!context.criteria.length) context.criteria = [`I can explain the main ideas of ${plan.topic}`];

  return {
    ...placed,
    teacherActions: slot.template.teacher(context),
    studentActions: slot.template.students(context),
    resources: uniqueStrings(resources),
    explanation,
    ...(workedExample ? { workedExample } : {}),
    check,
    practice,
    texts,
    safety,
    supply: supplyLines,
  };
}
