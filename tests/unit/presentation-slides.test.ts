import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { presentationOutline, type Slide } from '../../server/generation/presentation.ts';
import type { LessonBrief } from '../../server/generation/types.ts';
import { QUALITY_BRIEFS } from '../../scripts/quality/briefs.ts';
import { loadSeedOutcomes, outcomesByCode } from '../../scripts/quality/curriculum.ts';
import { loadPools } from '../../scripts/quality/pools.ts';
import { sampleBriefs } from '../../scripts/quality/sample.ts';

/**
 * The slides of many planned lessons, read as a class sees them: the quality gate's fixed briefs and its random
 * sample (seed 23), each planned by the offline engine and turned into slides.
 */
interface Deck {
  brief: LessonBrief;
  slides: Slide[];
}

const decks: Deck[] = [];
beforeAll(async () => {
  const seed = loadSeedOutcomes();
  const byCode = outcomesByCode(seed);
  const fixed: LessonBrief[] = QUALITY_BRIEFS.map((b) => ({
    title: b.title,
    description: b.description,
    methodology: b.methodology,
    yearLevel: b.yearLevel,
    subject: b.subject,
    durationMinutes: b.durationMinutes,
    outcomes: b.codes.map((c) => byCode.get(c)!),
    slices: [],
  }));
  const sampled = sampleBriefs(seed, loadPools(), { seed: 23, size: 72 }).map((s) => s.brief);
  const generator = createOfflineGenerator(() => new Date('2026-11-23T09:00:00Z'));
  for (const brief of [...fixed, ...sampled]) decks.push({ brief, slides: presentationOutline({ ...brief, ...(await generator.generateLessonPlan(brief)) }).slides });
}, 120_000);

const deck = (title: string) => decks.find((d) => d.brief.title === title)!.slides;
const slide = (slides: Slide[], title: string) => slides.find((s) => s.title === title);
/** What students read on a slide: its title, its bullets and the material in its box. */
const shown = (s: Slide) => [s.title, ...s.bullets, ...(s.materials ?? []).flatMap((m) => [m.heading, m.text])];

/** A numbered question is one piece of content (two questions may end alike: "What is its area?"); other text counts sentence by sentence. */
function sentencesOf(s: Slide): string[] {
  return shown(s).flatMap((text) =>
    /^\d+\. /.test(text)
      ? [text.replace(/^\d+\. /, '')]
      : text
          .split(/(?<=[.?!])\s+/)
          .map((sentence) => sentence.replace(/^(?:Step \d+:|Answer:)\s*/, '').trim())
          .filter((sentence) => sentence.split(/\s+/).length >= 3),
  );
}

describe('slides students see', () => {
  it('planned over 100 lessons to read', () => {
    expect(decks.length).toBe(QUALITY_BRIEFS.length + 72);
  });

  it('never say the same sentence twice on one slide', () => {
    const repeats = decks.flatMap(({ brief, slides }) =>
      slides.flatMap((s) => {
        const sentences = sentencesOf(s).map((x) => x.toLowerCase());
        const twice = [...new Set(sentences.filter((x, i) => sentences.indexOf(x) !== i))];
        return twice.map((x) => `${brief.title} | ${s.title} | ${x}`);
      }),
    );
    expect(repeats).toEqual([]);
  });

  it('show one worked example per slide, the second of a phase on a slide of its own', () => {
    const slides = deck('Equivalent fractions with fraction strips');
    expect(slide(slides, 'Model (I do): worked example')!.bullets).toEqual([
      'Equivalent fractions are the same size: they sit at the same point on a number line.',
      'Splitting every part into the same number of smaller parts multiplies the numerator and the denominator by the same number.',
      'A fraction wall shows equivalent fractions as pieces of the same length.',
      'Fill in the missing number: 2/3 = □/6',
      'Step 1: The denominator changes from 3 to 6: 3 × 2 = 6.',
      'Step 2: Multiply the numerator by the same number: 2 × 2 = 4.',
      'Step 3: Cutting every part into 2 equal pieces makes 2 times as many parts, so both numbers are multiplied by 2.',
      'Answer: 4',
    ]);
    expect(slide(slides, 'Model (I do): another worked example')).toEqual({
      title: 'Model (I do): another worked example',
      bullets: [
        'Fill in the missing number: 1/2 = □/6',
        'Step 1: The denominator changes from 2 to 6: 2 × 3 = 6.',
        'Step 2: Multiply the numerator by the same number: 1 × 3 = 3.',
        'Step 3: Cutting every part into 3 equal pieces makes 3 times as many parts, so both numbers are multiplied by 3.',
        'Answer: 3',
      ],
      notes: 'Reveal one step at a time; ask what comes next before showing it.\nOutcome: 3.NF.A.3b',
    });
    const workedExamples = decks.flatMap(({ brief, slides: all }) =>
      all.filter((s) => s.bullets.filter((b) => /^Step 1: /.test(b)).length > 1).map((s) => `${brief.title} | ${s.title}`),
    );
    expect(workedExamples).toEqual([]);
  });

  it('keep outcome codes in the teacher notes, never on a slide', () => {
    const coded = decks.flatMap(({ brief, slides }) =>
      slides.flatMap((s) => {
        const text = shown(s).join('\n');
        return brief.outcomes.flatMap((o) => [o.code, o.shortCode].filter((c): c is string => Boolean(c) && text.includes(c!))).map((c) => `${brief.title} | ${s.title} | ${c}`);
      }),
    );
    expect(coded).toEqual([]);
    expect(slide(deck('Equivalent fractions with fraction strips'), 'Guided practice (we do): another worked example')!.notes).toContain('Outcome: 3.NF.A.3b');
  });

  it('show a glossary slide only when it has terms', () => {
    const empty = decks.flatMap(({ brief, slides }) => slides.filter((s) => s.title === 'Key vocabulary' && !s.bullets.length).map(() => brief.title));
    expect(empty).toEqual([]);
    const greetings = deck('Greetings in French');
    expect(greetings.map((s) => s.title)).not.toContain('Key vocabulary');
    expect(greetings.at(-1)!.title).toBe('Success criteria');
  });

  it("ask a question about the lesson's subject, never the outcome wrapped in a question", () => {
    const slides = deck('Proportional relationships');
    expect(slide(slides, 'Our question')!.bullets).toEqual(['What do we know about proportional relationships, and how do we know it?']);
    expect(slide(slides, 'What we are learning')).toEqual({ title: 'What we are learning', bullets: ['We are learning to recognize and represent proportional relationships between quantities.'], notes: '' });
    // A Year 2 lesson's intention is in the children's words ("We are learning to stay safe."): its question ("How do
    // we stay safe?") would say it again, so the slide is left out.
    expect(slide(deck('Staying safe'), 'What we are learning')!.bullets).toEqual(['We are learning to stay safe.']);
    expect(slide(deck('Staying safe'), 'Our question')).toBeUndefined();
    expect(slide(deck('Britain 1745-1901: industry and empire'), 'Our question')!.bullets).toEqual(['What do we know about Britain 1745-1901: industry and empire, and how do we know it?']);
    // A question the teacher asked in the title is the lesson's question, and stays.
    expect(slide(deck('Should our school have a four-day week?'), 'Driving question')!.bullets).toEqual(['Should our school have a four-day week?']);
    // The presenting teams are asked about their product, not the outcome's words.
    expect(slide(deck('Should our school have a four-day week?'), 'Present: check')!.bullets).toEqual([
      'Which point of the quality checklist does your product meet best, and where does it show it? Which point needs more work?',
    ]);
  });
});
