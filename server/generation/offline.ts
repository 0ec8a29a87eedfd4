import nlp from 'compromise';
import { CONTENT_SOURCES, type ContentSource } from './content/index.ts';
import { sliceIdsUsedBy, teacherContentSource } from './content/teacher/index.ts';
import { targetGrade } from './level.ts';
import { withMaterials } from './materials.ts';
import { bandOf, taskDemand, wordingBands, type Band } from './plan/band.ts';
import { disciplineOf, scaffoldFor } from './plan/discipline.ts';
import { exitCheck, keywordChecks, solvedOf, starterCheck, usageOf } from './plan/checks.ts';
import { citeOnce } from './plan/citations.ts';
import { gatherContent, interleave, uniqueKeywords, uniqueMisconceptions, uniqueStrings } from './plan/content.ts';
import { differentiationFor } from './plan/needs.ts';
import { placeNeeds, withNeeds } from './plan/needs-place.ts';
import { buildPhase, roleOf, type PlanContext } from './plan/phases.ts';
import { measuredGrade } from './plan/reading.ts';
import { lessonMinutes, scheduledStructure } from './plan/structure.ts';
import { readBrief } from './brief/read.ts';
import { placementOf } from './brief/placement.ts';
import { lessonSettingData, lessonShapeFor } from './shapes/index.ts';
import { SHAPES } from './shapes/schema.ts';
import { youngGoals } from './plan/young-goals.ts';
import { inAmericanSpelling, writesAmerican } from './english/spelling.ts';
import { spokenBy } from './english/person.ts';
import { directQuestion } from './english/question.ts';
import { bloomLevelOf, coreClause, learningIntention, observableAction, successCriteria, termPattern, type LessonFocus } from './text.ts';
import { SUPPLIED_SLOTS, type Generator, type LessonBrief, type LessonPhase, type LessonPlan, type OutcomeRef, type SuppliedSlot } from './types.ts';
import { fromReference, lessonKeywords } from './vocabulary.ts';

export const OFFLINE_ENGINE_VERSION = '2';

/** A title the teacher wrote as a question is the lesson's question, word for word. */
const titleQuestion = (title: string) => /^[^?]*\?/.exec(title.trim())?.[0].trim();
/** What a title names after its question: "What lesson does the fable teach? The Lion and the Mouse" is about the fable. */
const afterQuestion = (title: string) => title.trim().replace(/^[^?]*\?\s*/, '').replace(/[.!]+$/, '').trim();

/** Words of an outcome a question may carry and still read as the class's own question, not the curriculum's. */
const QUESTION_WORDS = 10;
const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** "Solving" → "solve", "Programming" → "program", "Naming" → "name": a gerund's base verb, when the tagger knows it. */
function baseOfGerund(word: string): string | undefined {
  if (!/^\w+ing$/i.test(word)) return undefined;
  const base = (nlp(word.toLowerCase()).verbs().toInfinitive().text() as string).trim();
  return base && !/ing$/.test(base) && /^[a-z]+$/.test(base) ? base : undefined;
}

/** Verbs whose object is the thing made or done ("design a lunch box", "solve equations"), asked as "How can we …?". */
const DOING = /^(?:solve|use|calculate|find|add|subtract|multiply|divide|compare|order|graph|plot|measure|convert|estimate|round|simplify|draw|make|design|build|write|read|spell|program|create|plan|perform|play|compose|construct|count|sort|classify|test|cook|prepare)$/;

/**
 * The lesson's focus (or driving) question: the teacher's own when the title asks one; else the first outcome's
 * action, scoped to the lesson, while it is short enough to be the class's question; else a question about the
 * lesson's real subject, its title ("How do we solve one-step and two-step equations?", "How can we design a
 * sustainable lunch box?", "What do we know about the Vikings, and how do we know it?"), with the outcome's verb
 * choosing its kind. A whole outcome sentence wrapped in "How can we …?" asks the curriculum, not the class.
 */
export function focusQuestion(brief: Pick<LessonBrief, 'title' | 'outcomes'> & Partial<Pick<LessonBrief, 'description'>>): string {
  const own = titleQuestion(brief.title);
  if (own) return own;
  const outcome = brief.outcomes[0];
  if (!outcome) return `What do we need to understand about ${brief.title}, and how will we know we understand it?`;
  const action = observableAction(outcome.statement, { focus: { title: brief.title, description: brief.description } });
  // A fact to explain asks how we know it; a task asks how we do it.
  const claim = /^explain that (.+)$/.exec(action)?.[1]!.split(/;\s*/)[0];
  if (claim && wordCount(claim) <= QUESTION_WORDS) return `How do we know that ${claim}?`;
  // "explain how rivers shape the land" is asked as students would ask it: "How do rivers shape the land?"
  const how = /^explain (how|why) (.+)$/.exec(action);
  const direct = how ? directQuestion(how[1] as 'how' | 'why', how[2]!.split(/;\s*/)[0]!) : undefined;
  if (direct && wordCount(direct) <= QUESTION_WORDS + 2) return direct;
  if (!claim && !direct && wordCount(action) < 6) return `How can we ${action}?`;
  const title = brief.title.trim().replace(/[.!]+$/, '');
  const [opening = '', ...rest] = title.split(/\s+/);
  const gerund = baseOfGerund(opening);
  if (gerund && rest.length) return `How do we ${gerund} ${rest.join(' ')}?`;
  const topic = topicPhrase(title, '', brief.outcomes, undefined, [], brief.description ?? '').replace(/^(?:A|An|The)\s/, (article) => article.toLowerCase());
  // "From wheat to pasta" is a journey, not a thing to know about.
  if (/^(?:from|in|on|at|with|to|into|through)\s/i.test(topic)) return `What happens ${topic.replace(/^\w/, (c) => c.toLowerCase())}, and why?`;
  const [first = '', ...object] = action.split(/\s+/);
  const verb = first.replace(/\W+$/, '');
  // The outcome's verb fits the topic when the outcome is about the same thing ("design … bridge", "a newspaper bridge").
  const sameThing = object.some((w) => w.length >= 4 && termPattern(w.replace(/s$/, '')).test(topic));
  return DOING.test(verb) && sameThing ? `How can we ${verb} ${topic}?` : `What do we know about ${topic}, and how do we know it?`;
}

/** Names that keep their capital inside a sentence when no outcome shows it (an outcome's own usage decides first). */
const PROPER_NAME = /^(?:Earth|Aboriginal|Torres|Australia\w*|Asia\w*|Europe\w*|Africa\w*|America\w*|Brit\w*|England|English|Scot\w*|Wales|Welsh|Ireland|Irish|Roman\w*|Greek|Egypt\w*|Chin\w*|Japan\w*|India\w*|Indigenous|Victorian|Tudor\w*|Viking\w*|Saxon\w*|Norman\w*|Shakespeare\w*|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

/** The title as it reads inside a sentence: "equivalent fractions", but "Britain 1745-1901" and "DNA" unchanged. */
export function topicPhrase(title: string, subject: string, outcomes: Pick<OutcomeRef, 'statement'>[], leadTerm?: string, terms: string[] = [], description = ''): string {
  const text = title.trim().replace(/[?.!]+$/, '');
  // A question reads badly inside a sentence ("write what you know about why do plants…"): what the title names after
  // its question stands in, else a keyword the question names, as it names it ("How do rivers shape the land?" is
  // about "rivers"), else the lead one.
  if (titleQuestion(title) && afterQuestion(title)) return afterQuestion(title);
  if (titleQuestion(title)) {
    const named = [...terms, ...(leadTerm ? [leadTerm] : [])]
      .map((term) => ({ term, found: termPattern(term).exec(text)?.[0] }))
      .filter((t) => t.found)
      .sort((a, b) => b.term.length - a.term.length)[0];
    // The keyword's own capitals ("Industrial Revolution", "river"), with the title's plural ending.
    if (named) return named.term + named.found!.slice(named.term.length);
    return leadTerm ?? (subject ? `this ${subject.toLowerCase()} topic` : 'this topic');
  }
  // A long title repeated in every instruction makes them hard to read: the key term it is about stands in
  // ("Equivalent fractions with fraction strips" → "equivalent fractions").
  // Not for a title with names or dates in it ("Britain 1745-1901: industry and empire", "Marie Curie and
  // radioactivity"): a term would lose them, or a name would stand for the whole lesson.
  // A title in title case ("Equivalent Fractions With Fraction Strips") says nothing by its capitals.
  const titleCase = text.split(/\s+/).every((w) => w.length < 4 || /^[^a-z]/.test(w));
  const hasNames = /\d/.test(text) || (!titleCase && /\s[A-Z]/.test(text));
  if (text.split(/\s+/).length >= 4 && !hasNames) {
    const lower = text.toLowerCase();
    const named = terms.filter((t) => t.includes(' ') && new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i').test(lower));
    const longest = named.sort((a, b) => b.length - a.length)[0];
    if (longest) return lower.includes(`${longest}s`) ? `${longest}s` : longest;
    // Else a one-word key term the title names ("Solving one-step and two-step equations" → "equations").
    const word = terms.find((t) => !t.includes(' ') && new RegExp(`\\b${t}s?\\b`, 'i').test(lower));
    if (word) return lower.match(new RegExp(`\\b${word}s?\\b`, 'i'))![0];
  }
  const first = text.split(/[\s,:;]+/)[0] ?? '';
  if (!/^[A-Z][a-z]+$/.test(first) || PROPER_NAME.test(first)) return text;
  // A word an outcome capitalises mid-sentence is a name ("… empire: Britain, 1745-1901").
  if (outcomes.some((o) => new RegExp(`[a-z,;:]\\s+${first}\\b`).test(o.statement))) return text;
  // So is one the teacher's description capitalises mid-sentence ("how Marie Curie's work"), or a person's or a
  // place's name as the tagger reads the title ("Marie Curie and radioactivity").
  if (new RegExp(`[a-z,;:'’]\\s+${first}\\b`).test(description) || nlp(text).terms().json()[0]?.terms[0]?.tags?.some((t: string) => t === 'Person' || t === 'Place')) return text;
  return first.toLowerCase() + text.slice(first.length);
}

/** One learning intention for the lesson, naming each outcome's action. */
function learningOutcomeOf(outcomes: OutcomeRef[], topic: string, grade: number, focus?: LessonFocus): string {
  if (outcomes.length === 1) return learningIntention(outcomes[0]!.statement, { grade, focus });
  if (!outcomes.length) return `We are learning the main ideas of ${topic}.`;
  const actions = outcomes.map((o) => spokenBy([observableAction(o.statement, { grade, focus })], 'we')[0]!);
  return `We are learning to ${actions.slice(0, -1).join(', ')} and to ${actions[actions.length - 1]}.`;
}

/**
 * What the teacher must supply for each of the plan's own slots that no content source filled. The outcome statement
 * never stands in for a key point: repeating it teaches nothing the success criteria do not already say.
 */
export function contentSupplyOf(filled: Record<SuppliedSlot, unknown[]>, topic: string): LessonPlan['contentSupply'] {
  const notes: Record<SuppliedSlot, string> = {
    priorKnowledge: `Supply what students must already know before ${topic}, from earlier lessons or units, so the starter can check it.`,
    keyLearningPoints: `Supply the three to five key points students must learn about ${topic}, each from a source you trust.`,
    misconceptions: `Supply a misconception students often hold about ${topic}, and how you will address it.`,
  };
  const open = SUPPLIED_SLOTS.filter((slot) => filled[slot].length === 0);
  return open.length ? Object.fromEntries(open.map((slot) => [slot, notes[slot]])) : undefined;
}

export interface OfflineOptions {
  now?: () => Date;
  /** Where teaching content comes from; the offline sources unless a test gives its own. */
  sources?: readonly ContentSource[];
}

/**
 * The offline engine: structure from the methodology and the lesson's length, content from the content sources
 * (mathematics generators, the curriculum's own examples, the subject sets) and the teacher's own slices, wording
 * and demand from the year level, differentiation from the needs the description names. Deterministic for the same
 * brief; cites only the outcomes and slices it was given; says what the teacher must supply where it has nothing.
 */
export function createOfflineGenerator(options: OfflineOptions | (() => Date) = {}): Generator {
  const { now = () => new Date(), sources = CONTENT_SOURCES } = typeof options === 'function' ? { now: options } : options;
  return {
    name: 'offline',
    async generateLessonPlan(brief: LessonBrief): Promise<LessonPlan> {
      const grade = targetGrade(brief.yearLevel, brief.outcomes);
      const enhanced = Boolean(brief.enhancementEnabled);
      // The teacher's own uploads come first in an Enhanced lesson: their questions, answers, texts and words.
      const lessonSources = enhanced && brief.slices.length ? [teacherContentSource(brief.slices, brief.outcomes), ...sources] : sources;
      const content = gatherContent(
        brief.outcomes,
        { yearLevel: brief.yearLevel, grade, subject: brief.subject, topic: brief.title, description: brief.description, seed: `${brief.title}|${brief.yearLevel}|${brief.outcomes.map((o) => o.code).join(',')}` },
        lessonSources,
      );
      // Where a set written for the lesson's topic says what students learn of a broad outcome, the plan is worded
      // from that: its criteria, intention and tasks (the outcome keeps its code, and its own statement elsewhere).
      const outcomes = brief.outcomes.map((o) => {
        const focus = content.of(o).focus;
        return focus ? { ...o, statement: focus } : o;
      });
      const question = focusQuestion({ title: brief.title, description: brief.description, outcomes });
      const all = outcomes.map((o) => content.of(o));
      // The teacher's words first: what the description names, where the lesson happens and how it is scheduled.
      const discipline = disciplineOf(brief.subject, outcomes.map((o) => o.code));
      const reading = readBrief(brief.title, brief.description, { discipline });
      const keywords = uniqueKeywords([...all.flatMap((c) => c.keywords), ...lessonKeywords(outcomes, { title: brief.title, subject: brief.subject, grade, description: brief.description, reading })])
        .filter((k) => k.definition.trim())
        .slice(0, 8);
      const terms = keywords.map((k) => k.term);
      // The subject's own terms may stand for a long title; a dictionary word the title happens to use may not
      // ("journey" for "The journey of a smartphone").
      const subjectTerms = keywords.filter((k) => !fromReference(k)).map((k) => k.term);
      const topic = topicPhrase(brief.title, brief.subject, outcomes, subjectTerms[0], subjectTerms, brief.description);
      const demandBand = bandOf(grade);
      const lessons = lessonMinutes(brief.durationMinutes, reading.schedule);
      const structure = scheduledStructure(brief.methodology, lessons, outcomes);
      const lessonFocus = { title: brief.title, description: brief.description };
      const setting = lessonSettingData(brief, outcomes, reading, grade);
      // A Foundation to Year 2 class is told what it learns in its own words, from what the teacher named.
      // A Foundation to Year 2 class is asked what it can show or say, whichever band's wording reads closest.
      const young = bandOf(grade) === 'early';
      const youngWords = young ? youngGoals({ ...lessonFocus, reading, outcomes, setting }) : undefined;
      const criteriaFor = (o: OutcomeRef): string[] => {
        const own = youngWords?.criteria.filter((c) => c.outcomeCode === o.code).map((c) => c.text) ?? [];
        return own.length ? own : successCriteria(o.statement, { grade, focus: content.of(o).focus ? undefined : lessonFocus });
      };
      const shaped = lessonShapeFor({ brief, grade, discipline, outcomes, reading, content: all, topic, setting, ...(youngWords ? { criteria: outcomes.flatMap(criteriaFor) } : {}) });
      const misconceptions = citeOnce(uniqueMisconceptions([...(shaped?.misconceptions ?? []), ...all.flatMap((c) => c.misconceptions)]));
      /** The whole plan worded for one band; its reading level decides which band the lesson keeps. */
      const assemble = (band: Band): LessonPlan => {
        const starter = shaped ? (shaped.lesson.checks.open ?? []) : starterCheck(outcomes, content, keywords, band, enhanced, young);
        const asked = new Set(starter.map((q) => q.prompt));
        // The exit check is chosen first, so the phases' checks and practice never take the questions it needs.
        const exit = shaped ? (shaped.lesson.checks.close ?? []) : exitCheck(outcomes, content, keywords, band, asked, topic, young);
        exit.forEach((q) => asked.add(q.prompt));

        const skeleton: LessonPhase[] = structure.slots.map((slot) => ({
          key: slot.key,
          title: slot.title,
          minutes: slot.minutes,
          teacherActions: [],
          studentActions: [],
          resources: [],
          outcomeCodes: slot.outcomes.map((o) => o.code),
        }));
        const material = withMaterials(skeleton, brief);
        const plan: PlanContext = {
          topic,
          question,
          band,
          demandBand,
          grade,
          yearLevel: brief.yearLevel,
          subject: brief.subject,
          discipline,
          terms,
          content,
          starterCheck: starter,
          exitCheck: exit,
          keywordChecks: keywordChecks(keywords, band, keywords.length, usageOf(outcomes, content), solvedOf(outcomes, content), young),
          misconceptions,
          enhanced,
          continues: Boolean(structure.sequence),
          asked,
          shownTexts: new Set(),
          brief: placementOf(reading),
          focus: lessonFocus,
          criteriaFor,
          requested: new Set(),
          roles: new Set(structure.slots.map((slot) => roleOf(slot.template.key))),
        };
        const built = shaped ? shaped.phases(lessons, outcomes.map((o) => o.code), band) : structure.slots.map((slot, i) => buildPhase(slot, plan, material.phases[i]!));
        // The learners the description names, and what the teacher asks for them, acted on in this lesson's phases.
        const shapePhases = shaped ? SHAPES[shaped.lesson.shape].phases : [];
        const needs = placeNeeds(built, {
          description: brief.description,
          setting: shaped?.lesson.shape === 'movement' ? 'movement' : shaped?.lesson.shape === 'practical' ? 'practical' : 'desk',
          topic,
          terms,
          concrete: scaffoldFor(discipline, band),
          roleOf: (phase) => (shaped ? shapePhases.find((p) => p.key === phase.key.replace(/^lesson-\d+-/, ''))?.role : roleOf(phase.key.replace(/^lesson-\d+-/, ''))),
        });
        const phases = needs.phases;

        const firstProblem = interleave(all.map((c) => c.workedExamples))[0]?.problem;
        const keyLearningPoints = uniqueStrings([...(shaped?.keyPoints ?? []), ...all.flatMap((c) => c.keyPoints)]);
        const priorKnowledge = uniqueStrings(all.flatMap((c) => c.priorKnowledge));
        const sequence = shaped ? shaped.sequence(lessons) : structure.sequence;
        const differentiation = differentiationFor({ band, discipline, topic, terms, firstProblem, challenge: taskDemand(band, discipline).challenge(topic), description: brief.description });
        // A phase that asks for a misconception where it is taught asks for the plan's too: one request, not two.
        const phaseAsksMisconception = phases.some((p) => p.supply?.some((line) => line.startsWith('Supply a misconception')));
        const contentSupply = contentSupplyOf({ priorKnowledge, keyLearningPoints, misconceptions: phaseAsksMisconception ? [{}] : misconceptions }, topic);
        const uploads = uniqueStrings(phases.flatMap((p) => p.materials ?? []).map((m) => brief.slices.find((s) => s.id === m.sliceId)?.uploadTitle ?? m.citation));
        const partial: LessonPlan = {
          phases,
          successCriteria: outcomes.flatMap((o) => criteriaFor(o).map((text) => ({ text, outcomeCode: o.code, bloomLevel: bloomLevelOf(text.replace(/^I can\s+/i, '') || coreClause(o.statement)) }))),
          keyVocabulary: terms,
          differentiation: withNeeds(shaped ? shaped.differentiation(differentiation) : differentiation, needs.added),
          provenance: {
            engine: 'offline',
            engineVersion: OFFLINE_ENGINE_VERSION,
            model: null,
            outcomeCodes: outcomes.map((o) => o.code),
            sliceIds: material.sliceIds,
            generatedAt: now().toISOString(),
          },
          ...(material.materialNotice ? { materialNotice: material.materialNotice } : {}),
          learningOutcome: youngWords?.intention ?? learningOutcomeOf(outcomes, topic, grade, all.some((c) => c.focus) ? undefined : lessonFocus),
          drivingQuestion: question,
          priorKnowledge,
          keyLearningPoints,
          misconceptions,
          ...(contentSupply ? { contentSupply } : {}),
          keywords,
          starterCheck: starter,
          exitCheck: exit,
          ...(sequence ? { sequence } : {}),
          contentSources: [
            ...content.sources,
            // An upload the teacher content already names (with its pages) is not named twice.
            ...uploads.filter((u) => !content.sources.some((c) => c.startsWith(`Your upload: ${u}`))).map((u) => `Your upload: ${u}`),
            ...(outcomes.length ? [`Curriculum outcome statements: ${outcomes.map((o) => o.shortCode || o.code).join(', ')}`] : []),
          ],
        };
        // The slices the plan cites include those its teacher content came from (an answer key's page, for example).
        const sliceIds = enhanced ? uniqueStrings([...material.sliceIds, ...sliceIdsUsedBy(partial, brief.slices)]) : material.sliceIds;
        return { ...partial, provenance: { ...partial.provenance, sliceIds }, readingLevel: { targetGrade: grade, measuredGrade: measuredGrade(partial) } };
      };
      // Pitch: the year level's own band, unless a neighbouring band's wording reads closer to the year level.
      const candidates = wordingBands(grade).map(assemble);
      const gap = (p: LessonPlan) => Math.abs(p.readingLevel!.measuredGrade - grade);
      const chosen = candidates.reduce((best, next) => (gap(next) < gap(best) - 0.25 ? next : best));
      return writesAmerican(outcomes) ? inAmericanSpelling(chosen, brief.description) : chosen;
    },
  };
}
