import PptxGenJS from 'pptxgenjs';
import { lessonGlossary } from './glossary.ts';
import { toSecondPerson } from './instructions.ts';
import { curriculumPhrases, displayCode, upperFirst, type LessonView } from './lesson-view.ts';
import { materialHeading } from './materials.ts';
import { cleanStatement } from './text.ts';
import type { LessonPhase } from './types.ts';

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

/**
 * The lesson as slides: a title slide, one slide per phase (students' actions on the slide, the teacher's in the
 * speaker notes), then the success criteria and the key vocabulary. Always 1 + phases + 2 slides.
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
    ]
      .filter(Boolean)
      .join('\n'),
  };
  const phases: Slide[] = view.phases.map((phase, index) => ({
    title: `Phase ${index + 1}: ${phase.title} (${phase.minutes} min)`,
    bullets: phase.studentActions.map((action) => upperFirst(toSecondPerson(action, keep))),
    notes: [
      ...phase.teacherActions,
      phase.outcomeCodes.length ? `Outcomes: ${phase.outcomeCodes.map((c) => displayCode(view.outcomes.find((o) => o.code === c) ?? { code: c, statement: '', framework: '' })).join(', ')}` : '',
      ...(phase.materials ?? []).map((m) => `${materialHeading(m.kind)} from ${m.citation}`),
    ]
      .filter(Boolean)
      .join('\n'),
    ...slideMaterials(phase),
  }));
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
  const glossary = lessonGlossary(view);
  const vocabulary: Slide = {
    title: 'Key vocabulary',
    // The slide gives the meaning (students read it); the notes keep the full entry with where it came from.
    bullets: glossary.map((entry) => {
      const meaning = entry.definition.split(' Used in ')[0]!;
      return /^(Used in|None of)/.test(meaning) ? entry.term : `${entry.term}: ${meaning}`;
    }),
    notes: glossary.map((entry) => `${entry.term}: ${entry.definition}`).join('\n'),
  };
  return { slides: [title, ...phases, criteria, vocabulary] };
}

function slideMaterials(phase: LessonPhase): Pick<Slide, 'materials'> {
  if (!phase.materials?.length) return {};
  return { materials: phase.materials.map((m) => ({ heading: materialHeading(m.kind), text: m.text, source: `Source: ${m.citation}` })) };
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
