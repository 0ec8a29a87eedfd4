import { describe, expect, it } from 'vitest';
import { emptyContent, type ContentSource } from '../../server/generation/content/index.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { climb } from '../../server/generation/plan/phases.ts';
import { uniqueKeywords } from '../../server/generation/plan/content.ts';
import { METHODOLOGIES, type LessonBrief, type LessonPhase, type LessonPlan } from '../../server/generation/types.ts';
import { fractionsSource, scienceSource } from './helpers/plan-content.ts';

/**
 * The plan a teacher teaches from. Each test holds whether the content sources have content (the hand-written
 * fractions source) or none (sources that return nothing): where there is none, the plan says what to supply.
 */

const now = () => new Date('2026-11-22T09:00:00Z');
const none: ContentSource[] = [];
const plan = (brief: Partial<LessonBrief>, sources: readonly ContentSource[] = [fractionsSource]) =>
  createOfflineGenerator({ now, sources }).generateLessonPlan({ ...equivalence, ...brief });

const A = { code: '3.NF.A.3.a', framework: 'us-ccss-math', statement: 'Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line.' };
const B = {
  code: '3.NF.A.3.b',
  framework: 'us-ccss-math',
  statement: 'Recognize and generate simple equivalent fractions, e.g., 1/2 = 2/4, 4/6 = 2/3. Explain why the fractions are equivalent, e.g., by using a visual fraction model.',
};
const C = { code: '3.NF.A.3.d', framework: 'us-ccss-math', statement: 'Compare two fractions with the same numerator or the same denominator by reasoning about their size.' };

const equivalence: LessonBrief = {
  title: 'Equivalent fractions',
  description: '',
  methodology: 'direct',
  yearLevel: 'Year 3',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomes: [A],
  slices: [],
};

const phase = (p: LessonPlan, key: string) => p.phases.find((x) => x.key === key)!;
const hasContent = (p: LessonPhase) =>
  [p.explanation, p.check, p.practice, p.texts, p.materials].some((list) => (list ?? []).length > 0) || Boolean(p.workedExample);
const minutes = (p: LessonPlan) => p.phases.map((x) => x.minutes);

describe('every plan has what a teacher teaches from', () => {
  const cases = METHODOLOGIES.flatMap((methodology) => [
    [methodology, 'with content', [fractionsSource]] as const,
    [methodology, 'without content', none] as const,
  ]);

  it.each(cases)('%s, %s: every field filled or said what to supply, every check answered, every phase with content or a supply line', async (methodology, kind, sources) => {
    const p = await plan({ methodology, outcomes: [A, B] }, sources);
    expect(p.learningOutcome).toMatch(/^We are learning .+\.$/);
    expect(p.drivingQuestion).toMatch(/\?$/);
    expect(p.keywords!.length).toBeGreaterThan(0);
    expect(p.keyVocabulary).toEqual(p.keywords!.map((k) => k.term));
    expect(p.keywords!.every((k) => k.definition.trim().length > 0)).toBe(true);
    if (kind === 'with content') {
      expect(p.keyLearningPoints!.length).toBeGreaterThan(0);
      expect(p.contentSupply).toBeUndefined();
    } else {
      expect(p.keyLearningPoints).toEqual([]);
      // The misconception is asked for where a phase teaches it, once; the plan's other empty slots are listed.
      expect(Object.keys(p.contentSupply!)).toEqual(['priorKnowledge', 'keyLearningPoints']);
      expect(p.phases.flatMap((x) => x.supply ?? []).filter((line) => line.startsWith('Supply a misconception')).length).toBeGreaterThan(0);
    }
    expect(p.starterCheck!.length).toBeGreaterThan(0);
    expect(p.exitCheck!.length).toBeGreaterThanOrEqual(2);
    expect(p.readingLevel).toMatchObject({ targetGrade: 3 });
    expect(p.readingLevel!.measuredGrade).toBeGreaterThan(0);
    expect(p.contentSources).toContain('Curriculum outcome statements: 3.NF.A.3.a, 3.NF.A.3.b');
    const checks = [...p.starterCheck!, ...p.exitCheck!, ...p.phases.flatMap((x) => [...(x.check ?? []), ...(x.practice ?? [])])];
    expect(checks.every((c) => c.prompt.trim() && c.answer.trim())).toBe(true);
    for (const x of p.phases) {
      expect(hasContent(x) || x.supply!.length > 0, `${x.key} has content or says what to supply`).toBe(true);
      expect(x.resources.some((r) => r.includes(A.statement.slice(0, 40)) || r.includes(B.statement.slice(0, 40)))).toBe(false);
      expect(x.teacherActions.join(' ')).not.toMatch(/Show one concrete example from/);
      if (x.teacherActions.some((a) => a.includes('(see Supply)'))) expect(x.supply!.length).toBeGreaterThan(0);
    }
  });

  it("puts the source's worked examples, practice, checks and misconceptions where the lesson uses them", async () => {
    const p = await plan({});
    expect(phase(p, 'model').workedExample).toEqual({
      problem: 'Show that 1/2 = 2/4.',
      steps: ['Fold a strip in half and shade one part.', 'Fold it in half again: 2 of 4 parts are shaded.'],
      answer: '1/2 = 2/4',
    });
    // The worked example is shown once, step by step, not again among the explanation's lines.
    expect(phase(p, 'model').explanation).toEqual(['Two fractions are equivalent when they name the same amount of the same whole.']);
    expect(phase(p, 'model').teacherActions[0]).toBe('Model the worked example "Show that 1/2 = 2/4." step by step, thinking aloud at each decision.');
    expect(phase(p, 'model').resources).toEqual(['Paper strips, 5 per pair', 'Worked example to display: Show that 1/2 = 2/4.']);
    expect(phase(p, 'guided').workedExample!.problem).toBe('Show that 1/3 = 2/6.');
    // Four of the source's seven questions, still climbing: the first two like the model, then two spread up to the last.
    expect(phase(p, 'independent').practice!.map((q) => `${q.prompt} → ${q.answer}`)).toEqual([
      'Is 2/4 the same as 1/2? → Yes',
      'Find the missing number: 1/2 = ?/6 → 3',
      'Find the missing number: 3/4 = ?/8 → 6',
      'Find the missing number: 2/5 = ?/10 → 4',
    ]);
    expect(p.starterCheck!.map((q) => q.answer)).toEqual(['1/2', '4']);
    // The exit check takes the source's open question before any phase can use it.
    expect(p.exitCheck![0]).toEqual({ prompt: 'Is 3/6 equal to 1/2?', answer: 'Yes', outcomeCode: '3.NF.A.3.a' });
    expect(p.phases.filter((x) => x.key !== 'check').flatMap((x) => x.check ?? []).map((q) => q.prompt)).not.toContain('Is 3/6 equal to 1/2?');
    expect(phase(p, 'review').check).toEqual(p.starterCheck);
    expect(phase(p, 'check').check).toEqual(p.exitCheck);
    expect(p.misconceptions).toEqual([
      { misconception: 'A fraction with bigger numbers is bigger.', response: 'Lay the 1/2 and 2/4 strips side by side: same length, same amount.', source: 'Test misconception set' },
    ]);
    expect(p.priorKnowledge).toEqual(['A fraction names equal parts of a whole.']);
    expect(p.contentSources![0]).toBe('Test fractions source');
    expect(p.phases.flatMap((x) => x.supply)).toEqual([]);
  });

  it('reads the source\'s text, runs its investigation with the equipment, and gives the practical its safety notes', async () => {
    const mass = { code: 'ACSSU178', framework: 'au-v8', statement: 'Chemical reactions involve rearranging atoms to form new substances; during a chemical reaction mass is not created or destroyed' };
    const p = await plan({ title: 'Conservation of mass', subject: 'Science', yearLevel: 'Year 9', methodology: 'inquiry', outcomes: [mass] }, [scienceSource]);
    const [engage, explore] = p.phases;
    expect(engage!.texts).toEqual([{ title: 'Where does the gas go?', body: 'When vinegar meets baking soda, bubbles of carbon dioxide form.', source: 'Test science set' }]);
    expect(engage!.teacherActions[1]).toBe(
      'Read "Where does the gas go?" with the class and ask what students notice and wonder; record their questions about conservation of mass where everyone can see them.',
    );
    expect(explore!.teacherActions[0]).toBe(
      'Set pairs the investigation: Weigh a sealed bag holding vinegar and a spoon of baking soda, mix them without opening the bag, and weigh it again.',
    );
    expect(explore!.resources).toEqual(['Digital scales', 'Zip-lock bags, vinegar and baking soda']);
    expect(explore!.safety).toEqual(['Wear safety glasses; wipe up spills at once.']);
    expect(explore!.practice).toEqual([{ prompt: '10 g of vinegar reacts with 2 g of baking soda in a sealed bag. What is the total mass afterwards?', answer: '12 g', outcomeCode: 'ACSSU178' }]);
    expect(p.exitCheck![0]).toEqual({ prompt: 'Why does an open beaker lose mass when the reaction fizzes?', answer: 'A gas escapes into the air; its mass is not lost, it leaves the beaker.', outcomeCode: 'ACSSU178' });
    expect(p.phases.find((x) => x.key === 'evaluate')!.safety).toEqual([]);
  });

  it('counts the starter check as the plan lists it, not the problem an inquiry’s hook shows beside it', async () => {
    const mass = { code: 'ACSSU178', shortCode: 'ACSSU178', framework: 'au-v8', subject: 'Science', statement: 'Chemical reactions involve rearranging atoms to form new substances' };
    const p = await createOfflineGenerator().generateLessonPlan({ title: 'Conservation of mass', description: '', subject: 'Science', yearLevel: 'Year 9', methodology: 'inquiry', durationMinutes: 60, outcomes: [mass], slices: [] });
    const engage = p.phases[0]!;
    expect(engage.check![0]!.prompt).toBe('Write the word equation for iron reacting with oxygen to make iron oxide.');
    const run = engage.teacherActions.find((line) => line.startsWith('Run the '));
    expect(run).toBe(`Run the ${p.starterCheck!.length}-question starter check below on mini-whiteboards; note who cannot yet answer, to support them first in conservation of mass.`);
    expect(engage.check!.length).toBeGreaterThan(p.starterCheck!.length);
  });

  it('says exactly what to supply, naming the outcome, where no source has content', async () => {
    const p = await plan({}, none);
    // One request covers the model and the example worked through together; the guided phase says which it uses.
    expect(phase(p, 'model').supply![0]).toMatch(/^Supply two worked examples of how to .*equivalent.*, each with its steps and answer: one to model, one to work through with the class\.$/);
    expect(phase(p, 'guided').supply).toEqual([]);
    expect(phase(p, 'guided').explanation).toEqual(['The second of the two worked examples you supply for the model (see Supply there).']);
    expect(phase(p, 'guided').teacherActions[0]).toBe('Work through that example with the class, handing over more of each step of equivalent fractions.');
    expect(phase(p, 'independent').supply).toEqual([expect.stringMatching(/^Supply 4 practice questions in which students .*equivalent.*, each with its answer\.$/)]);
    expect(phase(p, 'model').teacherActions[0]).toMatch(/with the worked example you supply \(see Supply\)/);
    expect(p.misconceptions).toEqual([]);
    expect(phase(p, 'model').supply).toContainEqual(expect.stringMatching(/^Supply a misconception students often hold when they /));
    // The exit check still has an answer: the outcome's own words to mark against.
    expect(p.exitCheck![0]).toEqual({
      prompt: 'Show what you have learned about equivalent fractions, with an example.',
      answer: `Mark against the outcome's own words (3.NF.A.3.a): ${A.statement}`,
      outcomeCode: '3.NF.A.3.a',
    });
  });

  it('never gives an outcome statement as a key learning point: where no source has key points, prior knowledge or misconceptions, the plan says what to supply for each', async () => {
    const p = await plan({}, none);
    expect(p.keyLearningPoints).toEqual([]);
    expect(p.priorKnowledge).toEqual([]);
    expect(p.contentSupply).toEqual({
      priorKnowledge: 'Supply what students must already know before equivalent fractions, from earlier lessons or units, so the starter can check it.',
      keyLearningPoints: 'Supply the three to five key points students must learn about equivalent fractions, each from a source you trust.',
    });
    expect(phase(p, 'model').supply).toContainEqual(expect.stringMatching(/^Supply a misconception students often hold when they .*equivalent/));
  });

  it('points a project team to the plan’s key learning points, not to key points below a phase that has none', async () => {
    const p = await plan({ methodology: 'project' }, none);
    expect(phase(p, 'research').explanation ?? []).toEqual([]);
    expect(phase(p, 'research').teacherActions[0]).toBe(
      "Give teams the sources on equivalent fractions you supply (see Supply) and a short mini-lesson on the plan's key learning points.",
    );
  });

  it('says what to supply only for the slots a source left empty', async () => {
    const keyPointsOnly: ContentSource = (outcome) => ({ ...emptyContent(outcome.code, 'Key points only'), keyPoints: ['Equivalent fractions name the same amount.'] });
    const p = await plan({}, [keyPointsOnly]);
    expect(p.keyLearningPoints).toEqual(['Equivalent fractions name the same amount.']);
    expect(p.contentSupply).toEqual({
      priorKnowledge: 'Supply what students must already know before equivalent fractions, from earlier lessons or units, so the starter can check it.',
    });
  });

  it("lets the teacher's own worked example fill the model instead of a supply line", async () => {
    const slice = { id: 's1', uploadId: 'u1', uploadTitle: 'Fractions workbook', title: 'Worked example', text: '1/2 = 2/4: fold the strip again.\nBoth show the same length.', citation: 'Fractions workbook, p. 3', outcomeCodes: ['3.NF.A.3.a'] };
    const p = await plan({ slices: [slice], enhancementEnabled: true }, none);
    const model = phase(p, 'model');
    expect(model.materials!.map((m) => m.sliceId)).toEqual(['s1']);
    expect(model.supply!.some((s) => s.startsWith('Supply a worked example'))).toBe(false);
    expect(model.teacherActions[0]).toBe('Model the worked example "1/2 = 2/4: fold the strip again." step by step, thinking aloud at each decision.');
    expect(model.resources).toContain('Fractions workbook, p. 3');
    expect(p.contentSources).toContain('Your upload: Fractions workbook, p. 3');
  });
});

describe('practice that climbs', () => {
  it('takes fewer questions than the sources offer from the whole climb: the first half like the model, the rest up to the hardest', () => {
    expect(climb([1, 2, 3, 4, 5, 6], 4)).toEqual([1, 2, 4, 6]);
    expect(climb([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 2, 6]);
    expect(climb([1, 2, 3, 4, 5, 6], 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(climb([1, 2, 3], 4)).toEqual([1, 2, 3]);
  });
});

describe('the whole brief', () => {
  it('a Year 3 and a Year 9 plan of the same outcome differ in wording, reading level and task demand', async () => {
    const [y3, y9] = await Promise.all([plan({ yearLevel: 'Year 3' }), plan({ yearLevel: 'Year 9' })]);
    expect([y3.readingLevel!.targetGrade, y9.readingLevel!.targetGrade]).toEqual([3, 9]);
    expect(phase(y3, 'independent').practice).toHaveLength(4);
    expect(phase(y9, 'independent').practice).toHaveLength(6);
    expect(phase(y3, 'model').studentActions).toEqual([expect.stringMatching(/^Watch the model of "[^"]+" and copy its steps into their book\.$/)]);
    // Year 9 reads the fuller academic wording (closest to grade 9); Year 3 the primary wording.
    expect(phase(y9, 'model').studentActions).toEqual(['Annotate each step of the model on equivalent fractions, explaining the mathematical or logical reason that justifies it.']);
    expect(phase(y3, 'independent').studentActions[0]).toBe('Write each answer on equivalent fractions and show how they worked it out.');
    expect(phase(y9, 'independent').studentActions[0]).toBe(
      'Set out their working on equivalent fractions systematically, so that every step can be checked and justified.',
    );
    expect(y3.differentiation.extension[0]).toBe('For those who finish early: write their own question on equivalent fractions and solve it.');
    expect(y9.differentiation.extension[0]).toBe('For those who finish early: investigate a case in equivalent fractions where the method fails or must be adapted, and explain the reason.');
    const [y1, y9bare] = await Promise.all([plan({ yearLevel: 'Year 2' }, none), plan({ yearLevel: 'Year 9' }, none)]);
    expect(phase(y1, 'guided').studentActions).toEqual(['Do each step on equivalent fractions with the teacher and hold up their board.']);
    expect(y1.readingLevel!.measuredGrade).toBeLessThan(y9bare.readingLevel!.measuredGrade);
  });

  it('words tasks in the subject: a history class backs a judgement with evidence, an English class quotes the text', async () => {
    const history = await plan(
      {
        title: 'The Great Reform Act',
        subject: 'History',
        yearLevel: 'Year 8',
        methodology: 'inquiry',
        outcomes: [{ code: 'NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE', framework: 'england-history', statement: 'ideas, political power, industry and empire: Britain, 1745-1901' }],
      },
      none,
    );
    // A history lesson takes the history shape: its judgement is backed by evidence and weighed against a counter-argument.
    expect(phase(history, 'judgement').studentActions).toEqual(['Write a substantiated judgement on the enquiry question: a claim, two pieces of evidence, and a counter-argument they weigh and answer.']);
    expect(phase(history, 'source-analysis').explanation).toContain('Who made it? A person who was there, or someone who heard about it later?');
    expect(history.differentiation.extension[1]).toBe('Write the counter-argument in full, then say why their judgement still stands (or change it).');
    const everyLine = [...history.phases.flatMap((p) => [...p.teacherActions, ...p.studentActions]), ...history.differentiation.support, ...history.differentiation.extension];
    expect(everyLine.filter((line) => /\b(?:method|working|solution)\b/.test(line))).toEqual([]);

    // With no subject named, the outcome's code says English.
    const english = await plan(
      {
        title: 'Inference',
        subject: '',
        yearLevel: 'Grade 8',
        outcomes: [{ code: 'CCSS.ELA-Literacy.RL.6.1', framework: 'us-ccss-ela', statement: 'Cite textual evidence to support analysis of what the text says explicitly as well as inferences drawn from the text.' }],
      },
      none,
    );
    // Its outcome reads a text: the reading shape, whose answers quote the text.
    expect(english.differentiation.extension[1]).toBe('Write one new inferential question about the text for a partner, with its answer and the evidence.');
    expect(phase(english, 'text-questions').studentActions[0]).toBe('Answer each question with an embedded quotation as evidence, explaining precisely what the quotation suggests.');
  });

  it('reads the description: EAL learners get named language supports, dyslexia and the most able get their own', async () => {
    const plain = await plan({});
    const eal = await plan({ description: 'Mixed class with several EAL learners.' });
    expect(plain.differentiation.languageSupport.some((s) => s.startsWith('Bilingual word mat'))).toBe(false);
    expect(eal.differentiation.languageSupport).toEqual([
      ...plain.differentiation.languageSupport,
      expect.stringMatching(/^Bilingual word mat: "equivalent fractions", .*each with its definition, a picture and space for the word in the student's home language\.$/),
      'Sentence frames for each step of equivalent fractions: "First I …, then I …", "I know because …", and the keyword frame above on a card at each desk.',
      'Pair each EAL learner with a partner who shares their home language where possible, to plan answers about equivalent fractions in it before answering in English.',
      'Model every task on equivalent fractions before students start, and give instructions in short spoken and written steps.',
    ]);
    const mixed = await plan({ description: 'Two students with dyslexia; a gifted group needs stretch.' });
    expect(mixed.differentiation.support).toContain('Read each text and question on equivalent fractions aloud, and accept spoken or drawn answers alongside written ones.');
    expect(mixed.differentiation.extension).toContain(
      'Open task for the most able: write a question about equivalent fractions that has more than one correct answer, then prove each answer.',
    );
    expect(plain.differentiation.support.some((s) => s.includes('read aloud') || s.includes('aloud'))).toBe(false);
  });

  it('shows every text its questions are on, once, no later than the first phase that asks about it', async () => {
    const reading = await createOfflineGenerator({ now }).generateLessonPlan({
      ...equivalence,
      title: 'Reading informational texts closely',
      subject: 'English Language Arts',
      yearLevel: 'Grade 5',
      methodology: 'inquiry',
      durationMinutes: 50,
      outcomes: [
        { code: 'CCSS.ELA-Literacy.RI.5.1', framework: 'us-ccss-ela', statement: 'Quote accurately from a text when explaining what the text says explicitly and when drawing inferences from the text.' },
        { code: 'CCSS.ELA-Literacy.RI.5.3', framework: 'us-ccss-ela', statement: 'Explain the relationships or interactions between two or more individuals, events, ideas, or concepts in a historical, scientific, or technical text based on specific information in the text.' },
      ],
    });
    const shown = reading.phases.map((p) => [p.key, (p.texts ?? []).map((t) => t.title)]);
    // A reading lesson reads every passage its questions are on before the questions start.
    expect(shown).toEqual([
      ['before-reading', ['How Honeybees Share Directions', 'The Railroad That Joined a Nation']],
      ['during-reading', []],
      ['text-questions', []],
      ['after-reading', []],
      ['reading-close', []],
    ]);
  });

  it('keeps a title written as a question, word for word, as the focus and driving question', async () => {
    const title = 'Why are 1/2 and 2/4 the same amount?';
    const inquiry = await plan({ title, methodology: 'inquiry' });
    expect(inquiry.drivingQuestion).toBe(title);
    expect(inquiry.phases[0]!.teacherActions[0]).toBe('Pose the focus question: "Why are 1/2 and 2/4 the same amount?"');
    const project = await plan({ title, methodology: 'project' });
    expect(project.drivingQuestion).toBe(title);
    expect(project.phases[0]!.teacherActions[0]).toBe('Present the driving question: "Why are 1/2 and 2/4 the same amount?"');
    expect(project.phases[0]!.explanation![0]).toBe('Driving question: Why are 1/2 and 2/4 the same amount?');
    // Inside its sentences the lesson names its lead keyword as the question says it: "fractions", not "fraction".
    const plural = await plan({ title: 'How do fractions name equal parts?', methodology: 'project', yearLevel: 'Year 8' }, none);
    expect(plural.phases[0]!.studentActions[0]).toBe('Identify the information about fractions their team needs to investigate before they can answer the driving question convincingly.');
  });

  it('Enhanced adds a retrieval starter, the misconceptions in the model and a hinge question', async () => {
    const plain = await plan({});
    const enhanced = await plan({ enhancementEnabled: true });
    expect(plain.starterCheck).toHaveLength(2);
    expect(enhanced.starterCheck!.map((q) => q.prompt)).toEqual([
      'What fraction of a strip is one of two equal parts?',
      'How many quarters make a whole?',
      'What is half of 8?',
    ]);
    expect(phase(enhanced, 'model').teacherActions).toContain(
      'Address the misconception "A fraction with bigger numbers is bigger.": Lay the 1/2 and 2/4 strips side by side: same length, same amount.',
    );
    expect(phase(plain, 'model').teacherActions.some((a) => a.startsWith('Address the misconception'))).toBe(false);
    expect(phase(enhanced, 'guided').check).toEqual([{ prompt: 'Which is equal to 1/2?', answer: '3/6', options: ['1/3', '3/6', '2/3'], outcomeCode: '3.NF.A.3.a' }]);
    expect(phase(enhanced, 'guided').teacherActions[1]).toBe(
      'Ask the hinge question "Which is equal to 1/2?" (answer: 3/6); if many choose a wrong option, reteach the step it shows before independent practice.',
    );
    expect(phase(plain, 'guided').check!.some((q) => q.options)).toBe(false);
    const bare = await plan({ enhancementEnabled: true }, none);
    expect(phase(bare, 'guided').supply).toContainEqual(expect.stringMatching(/^Supply a hinge question: a multiple-choice question on how to .+, with its answer\.$/));
    expect(phase(bare, 'review').supply).toEqual(['Supply two or three retrieval questions, with answers, on what students learned before equivalent fractions.']);
    expect(phase(await plan({}, none), 'review').supply).toEqual([]);
  });
});

describe('structure and timing', () => {
  it('carries one outcome through I do, we do and you do, and gives every outcome its own cycle when there is time', async () => {
    const p = await plan({ durationMinutes: 90, outcomes: [A, B] });
    expect(p.phases.map((x) => [x.key, x.outcomeCodes.join(' ')])).toEqual([
      ['review', '3.NF.A.3.a 3.NF.A.3.b'],
      ['model', '3.NF.A.3.a'],
      ['guided', '3.NF.A.3.a'],
      ['independent', '3.NF.A.3.a'],
      ['model-2', '3.NF.A.3.b'],
      ['guided-2', '3.NF.A.3.b'],
      ['independent-2', '3.NF.A.3.b'],
      ['check', '3.NF.A.3.a 3.NF.A.3.b'],
    ]);
    expect(p.phases[4]!.title).toBe('Model (I do), cycle 2');
  });

  it('gives every outcome an activity when outcomes share a cycle: practice or a supply line for each', async () => {
    const p = await plan({ outcomes: [A, B, C] });
    const cycle = p.phases.filter((x) => ['model', 'guided', 'independent'].includes(x.key));
    expect(cycle.map((x) => x.outcomeCodes)).toEqual([
      ['3.NF.A.3.a', '3.NF.A.3.b', '3.NF.A.3.d'],
      ['3.NF.A.3.a', '3.NF.A.3.b', '3.NF.A.3.d'],
      ['3.NF.A.3.a', '3.NF.A.3.b', '3.NF.A.3.d'],
    ]);
    const independent = phase(p, 'independent');
    expect(independent.practice!.map((q) => q.outcomeCode)).toEqual(['3.NF.A.3.a', '3.NF.A.3.a', '3.NF.A.3.a', '3.NF.A.3.a']);
    expect(independent.supply).toEqual([
      expect.stringMatching(/^Supply 4 practice questions in which students .*equivalent fractions.*, each with its answer\.$/),
      expect.stringMatching(/^Supply 4 practice questions in which students compare two fractions .*, each with its answer\.$/),
    ]);
    expect(p.exitCheck!.map((q) => q.outcomeCode)).toEqual(['3.NF.A.3.a', '3.NF.A.3.b', '3.NF.A.3.d']);
    expect(p.exitCheck![2]!.prompt).toMatch(/^Show (me )?how you can compare two fractions .+?(, with an example)?\.$/);
    expect(p.exitCheck![2]!.answer).toBe(`Mark against the outcome's own words (3.NF.A.3.d): ${C.statement}`);
  });

  it.each(['direct', 'inquiry'] as const)('plans a 300-minute %s lesson as several learning cycles with a 5–10 minute starter', async (methodology) => {
    const p = await plan({ methodology, durationMinutes: 300 }, none);
    expect(p.phases).toHaveLength(11);
    expect(p.phases.reduce((sum, x) => sum + x.minutes, 0)).toBe(300);
    expect(p.phases[0]!.minutes).toBe(10);
    expect(p.phases[10]!.minutes).toBe(10);
    expect(p.phases.every((x) => x.minutes >= 3 && x.minutes <= 40)).toBe(true);
    expect(new Set(p.phases.map((x) => x.key)).size).toBe(11);
    expect(minutes(p)).toEqual(methodology === 'direct' ? [10, 25, 31, 38, 25, 31, 37, 25, 31, 37, 10] : [10, 30, 28, 36, 30, 28, 35, 30, 28, 35, 10]);
  });

  it('keeps every phase at three minutes or more in a short lesson by dropping the opening first', async () => {
    const p = await plan({ durationMinutes: 10 }, none);
    expect(p.phases.map((x) => [x.key, x.minutes])).toEqual([
      ['model', 3],
      ['guided', 3],
      ['independent', 4],
    ]);
  });

  it('plans a 60-minute project across lessons, this lesson being the first', async () => {
    const p = await plan({ methodology: 'project' }, none);
    expect(p.phases.map((x) => [x.key, x.minutes])).toEqual([
      ['driving-question', 9],
      ['launch', 12],
      ['research', 30],
      ['reflect', 9],
    ]);
    expect(p.sequence).toEqual({
      lessons: 3,
      outline: [
        'Lesson 1 (this plan, 60 min): driving question, launch and team roles, research begins',
        'Lesson 2 (60 min): research (15 min), build the product and hold a mid-point critique (45 min)',
        'Lesson 3 (60 min): build the product and hold a mid-point critique (15 min), present to the audience (30 min), reflect against the success criteria (10 min)',
      ],
    });
    expect(p.phases[3]!.title).toBe('Reflect and plan the next lesson');
  });

  it('tells the teacher a project does not fit lessons that are too short', async () => {
    const p = await plan({ methodology: 'project', durationMinutes: 15 }, none);
    expect(p.sequence!.outline[1]).toBe(
      'A whole project needs about 170 minutes: 12 lessons of 15 minutes. It does not fit lessons this short; plan lessons of at least 45 minutes, or a smaller product.',
    );
  });
});

describe('keywords of a lesson', () => {
  it('lists a term once, whatever name or number it comes under: "pi (π)" and "π", "fraction" and "fractions"', () => {
    const keyword = (term: string) => ({ term, definition: `${term} defined`, source: { kind: 'subject' as const, ref: 'test' } });
    expect(uniqueKeywords(['pi (π)', 'radius', 'π', 'Pi', 'fraction', 'fractions', 'equivalent fractions'].map(keyword)).map((k) => k.term)).toEqual([
      'pi (π)',
      'radius',
      'fraction',
      'equivalent fractions',
    ]);
  });
});
