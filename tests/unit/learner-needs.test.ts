import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { learnerNeeds, namedNeeds, teacherRequests } from '../../server/generation/plan/needs-read.ts';
import type { LessonBrief, LessonPlan, OutcomeRef } from '../../server/generation/types.ts';
import { fractionsSource } from './helpers/plan-content.ts';

/** The learners a teacher names in the description, and what they ask for them, acted on in the lesson itself. */

const now = () => new Date('2026-11-22T09:00:00Z');
const A = { code: '3.NF.A.3.a', framework: 'us-ccss-math', statement: 'Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line.' };
const fractions: LessonBrief = { title: 'Equivalent fractions', description: '', methodology: 'direct', yearLevel: 'Year 3', subject: 'Mathematics', durationMinutes: 60, outcomes: [A], slices: [] };
const deskPlan = (description: string) => createOfflineGenerator({ now, sources: [fractionsSource] }).generateLessonPlan({ ...fractions, description });

const root = path.resolve(import.meta.dirname, '../..');
const seeded = (code: string) => {
  const { outcomes } = JSON.parse(fs.readFileSync(path.join(root, 'curriculum', 'en-nc.json'), 'utf8')) as { outcomes: (OutcomeRef & { elaborations?: string[] })[] };
  const o = outcomes.find((x) => x.code === code)!;
  return { ...o, elaborations: o.elaborations ?? [] };
};
const pePlan = (description: string) =>
  createOfflineGenerator(now).generateLessonPlan({
    title: 'Throwing and catching',
    description,
    yearLevel: 'Year 4',
    subject: 'Physical education',
    durationMinutes: 45,
    methodology: 'direct',
    outcomes: [seeded('NC-PE-KS2-RUNNING-JUMPING-THROWING-CATCHING-ISOLATION')],
    slices: [],
  });
const minutes = (p: LessonPlan) => p.phases.reduce((sum, ph) => sum + ph.minutes, 0);
const actions = (p: LessonPlan, key: string) => p.phases.find((ph) => ph.key === key)!.teacherActions;

describe('reading the learners a teacher names', () => {
  it('names each need on its own: ADHD and autism are not lumped into general support', () => {
    expect(learnerNeeds('Two students with ADHD and one autistic pupil.')).toEqual(['adhd', 'autism']);
    expect(learnerNeeds('A Deaf student with hearing aids, a student with low vision, a wheelchair user, an anxious girl and a boy with dyscalculia.')).toEqual([
      'hearing',
      'vision',
      'physical',
      'anxiety',
      'dyscalculia',
    ]);
    expect(learnerNeeds('Add the fractions, then add 3 more.')).toEqual([]);
  });

  it('counts the learners the teacher counts, nearest before the need', () => {
    expect(namedNeeds('Two students with ADHD need movement breaks. A Deaf student.').map(({ need, count }) => [need, count])).toEqual([
      ['adhd', 2],
      ['hearing', 1],
    ]);
    expect(namedNeeds('Several EAL learners.')[0]!.count).toBeUndefined();
  });

  it('reads what the teacher asks for, in their words', () => {
    expect(teacherRequests('Two students with ADHD need movement breaks. A Deaf student needs to sit near the front. One autistic pupil has a visual timetable.')).toEqual([
      { kind: 'movementBreak', words: 'movement breaks', sentence: 'Two students with ADHD need movement breaks.' },
      { kind: 'seatFront', words: 'sit near the front', sentence: 'A Deaf student needs to sit near the front.' },
      { kind: 'visualTimetable', words: 'visual timetable', sentence: 'One autistic pupil has a visual timetable.' },
    ]);
    expect(teacherRequests('Two students with dyslexia need coloured overlays. A gifted group needs stretch.')).toEqual([
      { kind: 'other', words: 'coloured overlays', sentence: 'Two students with dyslexia need coloured overlays.' },
    ]);
  });
});

describe('the needs acted on in the lesson', () => {
  it('ADHD with movement breaks asked for: a break placed before each long seated phase, inside its minutes, and the practice chunked with a timer', async () => {
    const p = await deskPlan('Two students with ADHD need movement breaks.');
    expect(minutes(p)).toBe(60);
    expect(actions(p, 'guided')[0]).toBe(
      "Movement break (2 min of this phase's 15) before Guided practice (we do): the class stands, stretches and sits again, and the two students with ADHD hand out the paper strips, 5 per pair.",
    );
    expect(actions(p, 'independent')[0]).toMatch(/^Movement break \(2 min of this phase's 18\) before Independent practice \(you do\): /);
    expect(actions(p, 'independent')).toContain(
      'For the two students with ADHD in Independent practice (you do): the questions in chunks of two or three with a 5-minute timer; they tick each chunk off on a card and show you before the next.',
    );
    expect(p.differentiation.support).toContain(
      "As the description asks (\"movement breaks\"): movement breaks before Guided practice (we do) and Independent practice (you do), 2 minutes each within those phases' minutes.",
    );
    // ADHD is not general support: no "fewer practice questions" in place of what was asked.
    expect(p.differentiation.support.some((line) => line.startsWith('Give fewer practice questions'))).toBe(false);
  });

  it('autism and low vision: the visual schedule of this lesson\'s phases at the start, a quiet option in the group phase, enlarged copies of its worked examples', async () => {
    const p = await deskPlan('An autistic pupil. A student with low vision.');
    expect(actions(p, 'review')).toContain(
      "Show the visual schedule of today's phases for the autistic student and the class, and cross each off as it ends: Review (7 min) → Model (I do) (12 min) → Guided practice (we do) (15 min) → Independent practice (you do) (18 min) → Check for understanding (8 min). Warn the class 2 minutes before each change.",
    );
    expect(actions(p, 'review')[0]).toBe(
      'Before the lesson: print enlarged, high-contrast copies (18 pt, bold, black on cream) of the worked examples "Show that 1/2 = 2/4." and "Show that 1/3 = 2/6." and the practice sheet for the student with a visual impairment.',
    );
    expect(actions(p, 'guided')).toContain('Quiet option in Guided practice (we do) for the autistic student: the same task with one chosen partner or alone at a quieter spot.');
    expect(p.phases.some((ph) => ph.teacherActions.some((line) => line.startsWith('Movement break')))).toBe(false);
  });

  it('places a request it has no move for in the lesson, in the teacher\'s own words', async () => {
    const p = await deskPlan('Two students with dyslexia need a laptop to type their answers.');
    expect(actions(p, 'review')[0]).toBe('Before the lesson, as the description asks ("Two students with dyslexia need a laptop to type their answers"): arrange this before Review starts.');
  });

  it('PE: a wheelchair user gets the practice and the game adapted, and a shaped lesson keeps the needs the description names', async () => {
    const plain = await pePlan('On the playground.');
    const p = await pePlan('On the playground. A student who uses a wheelchair. Two students with dyslexia.');
    expect(minutes(p)).toBe(45);
    expect(actions(p, 'skill-practice')).toContain(
      'Adapted for the student with a physical disability in Skill practice: the same skill seated or stationary, a larger or lighter ball or target, more space and time, and a zone where they are not tackled or rushed.',
    );
    expect(actions(p, 'game').some((line) => line.startsWith('Adapted for the student with a physical disability in Modified game'))).toBe(true);
    expect(p.differentiation.support).toEqual([
      ...plain.differentiation.support,
      'Dyslexia: show each teaching point as a picture with a demonstration, and give rules of the game spoken and shown, not written.',
      'For the student with a physical disability: the activity itself is adapted in each practice and game (Space, Task, Equipment, People): a smaller area or more time, seated or stationary versions of the skill, lighter or larger equipment, and a protected zone in the game.',
    ]);
    // A PE lesson is all movement: no movement breaks, no desk moves.
    expect(p.phases.some((ph) => ph.teacherActions.some((line) => line.startsWith('Movement break')))).toBe(false);
  });
});

describe('needs in a practical', () => {
  it('keeps ADHD in a cooking practical with no long seated phase: step cards and a job that involves moving', async () => {
    const p = await createOfflineGenerator(now).generateLessonPlan({
      title: 'Fruit salad',
      description: 'A fruit salad practical: knife skills (bridge and claw). Two students have ADHD.',
      yearLevel: 'Year 8',
      subject: 'Food and nutrition',
      durationMinutes: 60,
      methodology: 'direct',
      outcomes: [seeded('NC-DT-KS3-COOK-REPERTOIRE-SAVOURY-DISHES-ABLE')],
      slices: [],
    });
    expect(p.differentiation.support).toEqual(
      expect.arrayContaining([
        'For the two students with ADHD: the method as numbered step cards, one step at a time with a timer.',
        "ADHD: give the two students with ADHD a job that involves moving: fetching and returning the group's equipment.",
      ]),
    );
  });
});
