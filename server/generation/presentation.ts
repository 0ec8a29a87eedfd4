import PptxGenJS from 'pptxgenjs';
import { lessonGlossary } from './glossary.ts';
import { toSecondPerson } from './instructions.ts';
import { curriculumPhrases, displayCode, drivingQuestionOf, upperFirst, type LessonView } from './lesson-view.ts';
import { materialHeading } from './materials.ts';
import { studentMeaning } from './questions.ts';
import { cleanStatement, observableAction } from './text.ts';
import { explanationParts } from './plan/example-lines.ts';
import { SUPPLIED_SLOTS, slotSupplyOf, type CheckItem, type LessonPhase, type WorkedExample } from './types.ts';

/** Material from the teacher's uploads on a phase's slide: their words, and where they come from. */
export interface SlideMaterial {
  heading: string;
  text: string;
  /** "Source: Fractions workbook, p. 12". */
  source: string;
}

export interface Slide {
  title: string;
  bullets: string[];
  notes: string;
  /** Only on the slides of phases that use material. */
  materials?: SlideMaterial[];
}

export interface PresentationOutline {
  slides: Slide[];
}

/** "Year 3" or, for US frameworks, "Grade 3"; a year level the teacher already labelled stays as written. */
function levelLabel(view: LessonView): string {
  const level = view.yearLevel.trim();
  if (!level || /[a-z]{3,}/i.test(level)) return level;
  return `${view.outcomes[0]?.framework.startsWith('us-') ? 'Grade' : 'Year'} ${level}`;
}

/** A check or practice item as students see it: the prompt, then its options (never the answer). */
function itemBullets(items: CheckItem[], numbered: boolean): string[] {
  return items.flatMap((item, i) => [
    numbered ? `${i + 1}. ${item.prompt}` : item.prompt,
    ...(item.options ?? []).map((option, j) => `${String.fromCharCode(65 + j)}) ${option}`),
  ]);
}

/** The answers, for the speaker notes only. */
const answerNotes = (items: CheckItem[], numbered: boolean) => items.map((item, i) => `${numbered ? `${i + 1}. ` : ''}Answer: ${item.answer}`).join('\n');

function checkSlide(title: string, items: CheckItem[] | undefined, numbered = items !== undefined && items.length > 1): Slide[] {
  if (!items?.length) return [];
  return [{ title, bullets: itemBullets(items, numbered), notes: answerNotes(items, numbered) }];
}

/** The key vocabulary, when the lesson has any: a slide with no terms teaches nothing. */
function vocabularySlides(view: LessonView): Slide[] {
  const slide = vocabularySlide(view);
  return slide.bullets.length ? [slide] : [];
}

function vocabularySlide(view: LessonView): Slide {
  if (view.keywords?.length) {
    // A term the teacher added without a definition is shown on its own.
    const defined = new Set(view.keywords.map((k) => k.term));
    return {
      title: 'Key vocabulary',
      bullets: [...view.keywords.map((k) => `${k.term}: ${k.definition}`), ...view.keyVocabulary.filter((t) => !defined.has(t))],
      notes: view.keywords.map((k) => `${k.term}: ${k.source.kind === 'teacher' ? 'your definition' : `from ${k.source.ref || k.source.kind}`}`).join('\n'),
    };
  }
  const glossary = lessonGlossary(view);
  return {
    title: 'Key vocabulary',
    // The slide gives the meaning (students read it); the notes keep the full entry and say which terms need one.
    bullets: glossary.map((entry) => {
      const meaning = studentMeaning(entry);
      return meaning ? `${entry.term}: ${meaning}` : entry.term;
    }),
    notes: glossary.map((entry) => `${entry.term}: ${entry.definition}`).join('\n'),
  };
}

/** A worked example as the class follows it: the problem, each step numbered, the answer. */
const exampleBullets = (example: WorkedExample) => [example.problem, ...example.steps.map((step, i) => `Step ${i + 1}: ${step}`), `Answer: ${example.answer}`];
const REVEAL = 'Reveal one step at a time; ask what comes next before showing it.';

/**
 * What a phase shows the class beyond its tasks: the explanation and worked example, the check and the practice.
 * One worked example to a slide: the others the phase models (lines of its explanation) follow on slides of their
 * own, the outcome each is for named in the notes. Answers and what the teacher must supply go in the speaker notes.
 */
function contentSlides(phase: LessonPhase, ownSlides: Set<string>, short: (code: string) => string): Slide[] {
  // The starter and the exit check have their own slides; a phase that asks them again does not repeat them.
  const fresh = (items: CheckItem[] | undefined) => items?.filter((item) => !ownSlides.has(item.prompt));
  const slides: Slide[] = [];
  const { ideas, examples } = explanationParts(phase.explanation ?? []);
  const example = phase.workedExample;
  if (example || ideas.length) {
    slides.push({
      title: `${phase.title}: ${example ? 'worked example' : 'key idea'}`,
      bullets: [...ideas, ...(example ? exampleBullets(example) : [])],
      notes: example ? REVEAL : '',
    });
  }
  for (const more of examples) {
    slides.push({ title: `${phase.title}: another worked example`, bullets: exampleBullets(more.example), notes: [REVEAL, ...(more.code ? [`Outcome: ${short(more.code)}`] : [])].join('\n') });
  }
  slides.push(...checkSlide(`${phase.title}: check`, fresh(phase.check)));
  slides.push(...checkSlide(`${phase.title}: practice`, fresh(phase.practice), true));
  return slides;
}

/** Words that frame a question or an intention ("How can we …?", "We are learning to …") rather than say what it is about. */
const FRAMING = new Set(['how', 'can', 'we', 'do', 'does', 'know', 'that', 'what', 'why', 'are', 'is', 'learning', 'to', 'the', 'a', 'an', 'of', 'and', 'our', 'us']);
const meaningWords = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !FRAMING.has(w));

/** An outcome's task long enough that a question made of it whole reads as the curriculum, not as a question. */
const WRAPPED_WORDS = 6;

/**
 * The lesson's question as a slide asks it: the teacher's own (a title written as a question) always, and a project's
 * driving question, which its phases work towards; a question made from an outcome only when it asks more than the
 * learning intention says and is not the outcome's whole task wrapped in "How can we …?" ("How can we recognize and
 * represent proportional relationships between quantities?" beside "We are learning to recognize and represent
 * proportional relationships between quantities" asks nothing new).
 */
function askedOnSlide(question: string | undefined, view: LessonView): string | undefined {
  if (!question || view.methodology === 'project' || view.title.trim().startsWith(question)) return question;
  const asked = meaningWords(question).join(' ');
  const focus = { title: view.title, description: view.description };
  const wrapsAnOutcome = view.outcomes.some((o) => {
    const task = meaningWords(observableAction(o.statement, { focus }));
    return task.length >= WRAPPED_WORDS && asked.includes(task.join(' '));
  });
  const intention = new Set(meaningWords(view.learningOutcome ?? ''));
  const restatesIntention = intention.size > 0 && meaningWords(question).every((w) => intention.has(w));
  return wrapsAnOutcome || restatesIntention ? undefined : question;
}

/**
 * The lesson as slides a class can see: a title slide, the driving question and the learning intention when the plan
 * has them, the starter, then each phase (what students do, its safety notes and the texts they read) followed by
 * its worked example, check and practice, then the key points, the exit check, the success criteria and the key
 * vocabulary.
 * Teachers' actions, answers and what the teacher must supply stay in the speaker notes.
 */
export function presentationOutline(view: LessonView): PresentationOutline {
  const keep = [view.title, ...curriculumPhrases(view.outcomes)];
  const methodology = view.methodology ? `${upperFirst(view.methodology)} lesson` : '';
  const title: Slide = {
    title: view.title,
    bullets: [[levelLabel(view), view.subject].filter(Boolean).join(' · '), `${view.durationMinutes} minutes`, methodology].filter(Boolean),
    notes: [
      view.description,
      view.outcomes.length ? `Outcomes: ${view.outcomes.map((o) => `${displayCode(o)}: ${cleanStatement(o.statement)}`).join(' ')}` : '',
      // The plan's own slots the engine could not fill, so the teacher prepares them before the lesson.
      ...SUPPLIED_SLOTS.flatMap((slot) => slotSupplyOf(view, slot) ?? []).map((note) => `Supply: ${note}`),
    ]
      .filter(Boolean)
      .join('\n'),
  };
  const question = askedOnSlide(drivingQuestionOf(view), view);
  const opening: Slide[] = [
    ...(question ? [{ title: view.methodology === 'project' ? 'Driving question' : 'Our question', bullets: [question], notes: 'Keep this question on display; come back to it at the end of the lesson.' }] : []),
    ...(view.learningOutcome ? [{ title: 'What we are learning', bullets: [view.learningOutcome], notes: '' }] : []),
    ...checkSlide('Starter', view.starterCheck),
  ];
  const ownSlides = new Set([...(view.starterCheck ?? []), ...(view.exitCheck ?? [])].map((item) => item.prompt));
  /** The code a teacher reads for an outcome of the lesson, given its full or its short code. */
  const short = (code: string) => {
    const outcome = view.outcomes.find((o) => o.code === code || o.shortCode === code);
    return outcome ? displayCode(outcome) : code;
  };
  const phases: Slide[] = view.phases.flatMap((phase, index) => [
    {
      title: `Phase ${index + 1}: ${phase.title} (${phase.minutes} min)`,
      bullets: [...phase.studentActions.map((action) => upperFirst(toSecondPerson(action, keep))), ...(phase.safety ?? []).map((note) => `Safety: ${note}`)],
      notes: [
        ...phase.teacherActions,
        ...(phase.supply ?? []).map((item) => `Supply: ${item}`),
        phase.outcomeCodes.length ? `Outcomes: ${phase.outcomeCodes.map(short).join(', ')}` : '',
        ...(phase.materials ?? []).map((m) => `${materialHeading(m.kind)} from ${m.citation}`),
      ]
        .filter(Boolean)
        .join('\n'),
      ...slideMaterials(phase),
    },
    ...contentSlides(phase, ownSlides, short),
  ]);
  const criteria: Slide = {
    title: 'Success criteria',
    bullets: view.successCriteria.map((c) => c.text),
    notes: view.successCriteria
      .map((c) => {
        const outcome = view.outcomes.find((o) => o.code === c.outcomeCode);
        return `${c.text}${outcome ? ` (${displayCode(outcome)}, ${c.bloomLevel})` : ` (${c.bloomLevel})`}`;
      })
      .join('\n'),
  };
  const keyPoints: Slide[] = view.keyLearningPoints?.length
    ? [{ title: 'Key points', bullets: view.keyLearningPoints, notes: (view.misconceptions ?? []).map((m) => `Watch for: ${m.misconception} ${m.response}`).join('\n') }]
    : [];
  return { slides: [title, ...opening, ...phases, ...keyPoints, ...checkSlide('Exit check', view.exitCheck), criteria, ...vocabularySlides(view)] };
}

function slideMaterials(phase: LessonPhase): Pick<Slide, 'materials'> {
  const uploads = (phase.materials ?? []).map((m) => ({ heading: materialHeading(m.kind), text: m.text, source: `Source: ${m.citation}` }));
  const texts = (phase.texts ?? []).map((t) => ({ heading: t.title, text: t.body, source: `Source: ${t.source}` }));
  const materials = [...texts, ...uploads];
  return materials.length ? { materials } : {};
}

/** The Teachkit look: teal accents, dark text on white, one readable sans-serif throughout. */
const THEME = { accent: '197A71', ink: '1F2933', muted: '52606D', paper: 'FFFFFF', font: 'Calibri' };

/** Smaller type for fuller slides, so text stays inside the box without relying on PowerPoint's autofit. */
function bulletSize(bullets: string[]): number {
  const chars = bullets.reduce((n, b) => n + b.length, 0);
  if (chars > 700) return 14;
  if (chars > 450) return 16;
  if (chars > 250) return 20;
  return 24;
}

/** The material in a tinted box (each piece's heading, then the teacher's words), the sources in small type under it. */
function addMaterials(slide: PptxGenJS.Slide, materials: SlideMaterial[], top: number): void {
  const characters = materials.reduce((n, m) => n + m.text.length, 0);
  slide.addText(
    materials.flatMap((m, index) => [
      { text: m.heading, options: { bold: true, color: THEME.accent, breakLine: true, paraSpaceBefore: index ? 8 : 0 } },
      { text: m.text, options: { color: THEME.ink, breakLine: index < materials.length - 1 } },
    ]),
    { x: 0.8, y: top, w: 11.7, h: 6.55 - top, fontSize: characters > 450 ? 12 : 16, fontFace: THEME.font, valign: 'top', fill: { color: 'EEF6F5' }, margin: 10 },
  );
  slide.addText(materials.map((m) => m.source).join('   ·   '), { x: 0.8, y: 6.6, w: 11.7, h: 0.3, fontSize: 11, italic: true, color: THEME.muted, fontFace: THEME.font });
}

/** A .pptx of the outline, built with pptxgenjs; speaker notes carry the teacher's actions. */
export async function buildPresentation(outline: PresentationOutline, meta: { title: string; author?: string }): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = meta.title;
  pptx.company = 'Teachkit';
  if (meta.author) pptx.author = meta.author;
  pptx.theme = { headFontFace: THEME.font, bodyFontFace: THEME.font };
  pptx.defineSlideMaster({
    title: 'TEACHKIT',
    background: { color: THEME.paper },
    objects: [
      { rect: { x: 0, y: 0, w: '100%', h: 0.18, fill: { color: THEME.accent } } },
      { text: { text: 'Teachkit', options: { x: 0.5, y: 7.0, w: 3, h: 0.3, fontSize: 10, color: THEME.muted, fontFace: THEME.font } } },
    ],
    slideNumber: { x: 12.3, y: 7.0, w: 0.6, h: 0.3, fontSize: 10, color: THEME.muted, fontFace: THEME.font },
  });

  outline.slides.forEach((content, index) => {
    if (index === 0) {
      const slide = pptx.addSlide();
      slide.background = { color: THEME.accent };
      slide.addText(content.title, { x: 0.8, y: 2.2, w: 11.7, h: 1.6, fontSize: 44, bold: true, color: THEME.paper, fontFace: THEME.font, valign: 'bottom' });
      slide.addText(content.bullets.join('   ·   '), { x: 0.8, y: 4.0, w: 11.7, h: 0.8, fontSize: 22, color: THEME.paper, fontFace: THEME.font });
      if (content.notes) slide.addNotes(content.notes);
      return;
    }
    const slide = pptx.addSlide({ masterName: 'TEACHKIT' });
    slide.addText(content.title, { x: 0.6, y: 0.4, w: 12.1, h: 0.9, fontSize: 30, bold: true, color: THEME.accent, fontFace: THEME.font });
    // With material the actions share the slide: actions above, the teacher's material and its source below.
    const material = content.materials?.length ? content.materials : undefined;
    if (content.bullets.length) {
      slide.addText(
        content.bullets.map((text) => ({ text, options: { bullet: { indent: 20 }, breakLine: true } })),
        { x: 0.8, y: 1.5, w: 11.7, h: material ? 1.9 : 5.3, fontSize: material ? 16 : bulletSize(content.bullets), color: THEME.ink, fontFace: THEME.font, valign: 'top', paraSpaceAfter: 10 },
      );
    }
    if (material) addMaterials(slide, material, content.bullets.length ? 3.5 : 1.5);
    if (content.notes) slide.addNotes(content.notes);
  });

  const data = await pptx.write({ outputType: 'nodebuffer' });
  return data as Buffer;
}
