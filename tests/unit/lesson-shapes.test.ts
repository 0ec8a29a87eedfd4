import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { fillLine } from '../../server/generation/shapes/build.ts';
import { phrasesWith } from '../../server/generation/shapes/helpers.ts';
import { datedEvents } from '../../server/generation/shapes/humanities.ts';
import { describedText, longestWords, textKindOf } from '../../server/generation/shapes/reading.ts';
import type { LessonBrief, LessonPlan, Methodology, OutcomeRef } from '../../server/generation/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const seed = new Map<string, OutcomeRef>();
for (const file of ['au-v8.json', 'en-nc.json', 'us-ccss-ela.json', 'us-ccss-math.json']) {
  const { outcomes } = JSON.parse(fs.readFileSync(path.join(root, 'curriculum', file), 'utf8')) as { outcomes: (OutcomeRef & { elaborations?: string[] })[] };
  for (const o of outcomes) seed.set(o.code, { ...o, elaborations: o.elaborations ?? [] });
}

const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
const plan = (title: string, description: string, yearLevel: string, subject: string, code: string, durationMinutes = 45, methodology: Methodology = 'direct') => {
  const brief: LessonBrief = { title, description, yearLevel, subject, durationMinutes, methodology, outcomes: [seed.get(code)!], slices: [] };
  return generator.generateLessonPlan(brief);
};
/** Everything a phase says, as a teacher reads it. */
const phaseText = (p: LessonPlan) =>
  p.phases
    .flatMap((ph) => [...ph.teacherActions, ...ph.studentActions, ...(ph.explanation ?? []), ...(ph.check ?? []).flatMap((c) => [c.prompt, c.answer]), ...(ph.practice ?? []).map((c) => c.prompt)])
    .join('\n');
const DESK = /worked example|mini-whiteboard|whiteboard|Write each answer|Set out their working|copy its steps/i;

describe('lesson shapes', () => {
  it('fills a line from the lesson, repeats it for a list, and leaves it out when the lesson has nothing for it', () => {
    const values = { scalars: { skill: 'catch', space: undefined }, lists: { points: ['Eyes on the ball', 'Hands ready'] } };
    expect(fillLine('Demonstrate {skill} on {space}.', values)).toEqual([]);
    expect(fillLine('Demonstrate {skill}.', values)).toEqual(['Demonstrate catch.']);
    expect(fillLine('Teaching point for {skill}: {*points}', values)).toEqual(['Teaching point for catch: Eyes on the ball', 'Teaching point for catch: Hands ready']);
    expect(fillLine('To make it harder: {skill}.', { scalars: { skill: 'a smaller target.' }, lists: {} })).toEqual(['To make it harder: a smaller target.']);
  });

  it('plans a PE lesson on the oval as a movement lesson: warm-up, teaching points, practice, a game and a cool-down, with the safety briefing and no desk work', async () => {
    const p = await plan('Throwing and catching', 'On the oval with beanbags and hoops.', 'Year 4', 'Physical education', 'NC-PE-KS2-RUNNING-JUMPING-THROWING-CATCHING-ISOLATION');
    expect(p.phases.map((ph) => ph.key)).toEqual(['warm-up', 'teaching-points', 'skill-practice', 'game', 'cool-down']);
    expect(p.phases.reduce((sum, ph) => sum + ph.minutes, 0)).toBe(45);
    expect(p.phases[0]!.teacherActions[0]).toBe('Before the class arrives, walk the oval: clear hazards, mark the boundaries with cones and put water bottles at the side.');
    expect(p.phases[0]!.resources).toEqual(expect.arrayContaining(['beanbags', 'hoops']));
    expect(p.phases[0]!.safety!.length).toBeGreaterThan(3);
    expect(p.phases[1]!.explanation).toContain('Teaching point: Eyes on the ball');
    expect(phaseText(p)).not.toMatch(DESK);
    expect(p.exitCheck![0]!.prompt).toMatch(/^Name two teaching points for /);
  });

  it("plans a French lesson in French: the teacher's words with their meaning and sound, a game, a pair dialogue and answers in French", async () => {
    const p = await plan('Greetings in French', "Greetings: bonjour, salut, au revoir, je m'appelle. Pair dialogue at the end.", 'Year 3', 'French — Years F–10 Sequence', 'ACLFRC001');
    expect(p.phases.map((ph) => ph.key)).toEqual(['greeting', 'new-language', 'language-game', 'pair-dialogue', 'language-close']);
    expect(p.phases[1]!.explanation!.slice(0, 3)).toEqual(['Bonjour — hello; good morning (say: bon-ZHOOR)', 'Salut — hi; bye (say: sa-LEW)', 'Au revoir — goodbye (say: oh ruh-VWAHR)']);
    expect(p.exitCheck!.map((c) => c.answer)).toEqual(['Au revoir', 'Je m\'appelle …', 'Bonsoir']);
    expect(phaseText(p)).not.toMatch(DESK);
  });

  it('plans a cooking practical with hygiene, knife safety shown as the bridge hold and the claw grip, making and evaluating', async () => {
    const p = await plan('Fruit salad', 'A fruit salad practical: knife skills (bridge and claw). In the food room.', 'Year 8', 'Food and nutrition', 'NC-DT-KS3-COOK-REPERTOIRE-SAVOURY-DISHES-ABLE', 60);
    expect(p.phases.map((ph) => ph.key)).toEqual(['practical-intro', 'safety-demonstration', 'making', 'evaluation', 'clean-up']);
    const demo = p.phases[1]!;
    expect(demo.safety![0]).toBe('Tie back long hair, remove jewellery, put on an apron and wash hands with soap for 20 seconds before touching food.');
    expect(demo.explanation).toEqual([
      'Bridge hold: hold the food with thumb and fingers on either side like a bridge, and cut under the bridge.',
      'Claw grip: curl the fingertips under, knuckles forward, and slide the knife against the knuckles.',
    ]);
    expect(p.phases[2]!.teacherActions[0]).toBe('Students carry out the task in pairs: make the fruit salad, following the method.');
    expect(phaseText(p)).not.toMatch(/\bResearch\b/);
  });

  it('plans a Kindergarten lesson as talk and play, with no written definitions', async () => {
    const p = await plan('Rhyming words', "Rhyming pairs (cat/hat) and clapping the syllables in classmates' names.", 'Kindergarten', 'English Language Arts', 'CCSS.ELA-Literacy.RF.K.2a', 30);
    expect(p.phases.map((ph) => ph.key)).toEqual(['carpet-time', 'learn-together', 'play-and-practise', 'show-and-tell']);
    expect(phaseText(p)).toContain("clapping the syllables in classmates' names");
    expect(phaseText(p)).toContain('cat, hat');
    expect(phaseText(p)).not.toMatch(/What does "[^"]+" mean\?/);
  });

  it("models the teacher's first calculation and practises the others, with worked answers", async () => {
    const p = await plan('Taking away', 'Subtraction stories: 12 − 4 and 15 − 6 acted out with teddy bears.', 'Year 2', 'Mathematics', 'ACMNA030', 40, 'inquiry');
    const explain = p.phases.find((ph) => ph.key === 'explain')!;
    expect(explain.workedExample).toEqual({ problem: 'Work out 12 − 4', steps: ['Start from 12 and take away 4 one place at a time: 4.', '12 − 4 = 8', 'Check by adding back: 8 + 4 = 12.'], answer: '8' });
    expect(p.phases.find((ph) => ph.key === 'elaborate')!.practice![0]).toEqual({ prompt: 'Work out 15 − 6', answer: '9', outcomeCode: 'ACMNA030' });
  });

  it("teaches a language's words with the meanings the teacher wrote", async () => {
    const p = await plan('My family in Modern Greek', 'Family in Modern Greek: πατέρας (patéras, father), αδελφή (adelfí, sister).', 'Year 7', 'Modern Greek — Years F–10 Sequence', 'ACLMGU016', 60);
    expect(p.phases.find((ph) => ph.key === 'new-language')!.explanation!.slice(0, 2)).toEqual(['πατέρας (patéras) — father', 'αδελφή (adelfí) — sister']);
    expect(p.exitCheck!.length).toBeGreaterThan(0);
  });

  it('plans a writing lesson as a model, its features, a plan, the draft and an improvement: students write what the brief asks', async () => {
    const p = await plan('A letter to the principal', 'Students write a persuasive letter to the principal about a longer lunch break.', 'Grade 4', 'English Language Arts', 'CCSS.ELA-Literacy.W.4.1', 50);
    expect(p.phases.map((ph) => ph.key)).toEqual(['model-text', 'take-apart', 'plan-writing', 'write', 'improve-share']);
    expect(p.phases.reduce((sum, ph) => sum + ph.minutes, 0)).toBe(50);
    expect(p.phases[0]!.teacherActions).toContain('Tell students what they will write: a persuasive letter to the principal about a longer lunch break.');
    // No model text is named or known: the teacher is asked for one, once, where it is read.
    expect(p.phases[0]!.supply).toEqual(['Supply a short model of what students will write (a persuasive letter to the principal about a longer lunch break), at the class\'s reading level, showing each feature listed in "Take the model apart".']);
    expect(p.phases[1]!.explanation).toContain('A persuasive text states the writer’s position at the start, gives reasons that support it, and ends by restating the position.');
    expect(p.phases[2]!.teacherActions[0]).toMatch(/^Model planning on the organizer, thinking aloud: Plan on a graphic organizer: the position, three reasons/);
    expect(p.phases[3]!.practice!.length).toBe(2);
    expect(p.phases[4]!.teacherActions[0]).toMatch(/^Pairs swap drafts and check them against the success criteria/);
    expect(p.differentiation.support[0]).toMatch(/^Give a writing frame/);
  });

  it('keeps a reading lesson, a project and an Enhanced writing lesson out of the writing shape', async () => {
    const reading = await plan('Reading an information report', 'Reading an information report on honeybees: headings, captions and a diagram.', 'Grade 4', 'English Language Arts', 'CCSS.ELA-Literacy.RI.4.5', 50);
    expect(reading.phases.map((ph) => ph.key)).not.toContain('take-apart');
    const project = await plan('A letter to the principal', 'Students write a persuasive letter to the principal.', 'Grade 4', 'English Language Arts', 'CCSS.ELA-Literacy.W.4.1', 60, 'project');
    expect(project.phases.map((ph) => ph.key)).not.toContain('take-apart');
    const enhanced = await generator.generateLessonPlan({
      title: 'A letter to the principal',
      description: 'Students write a persuasive letter to the principal.',
      yearLevel: 'Grade 4',
      subject: 'English Language Arts',
      durationMinutes: 50,
      methodology: 'direct',
      outcomes: [seed.get('CCSS.ELA-Literacy.W.4.1')!],
      slices: [],
      enhancementEnabled: true,
    });
    expect(enhanced.phases.map((ph) => ph.key)).not.toContain('take-apart');
  });

  it('gives each lesson of "three 50-minute lessons" its own opening and close', async () => {
    const p = await plan('Equivalent fractions', 'Three 50-minute lessons.', 'Grade 3', 'Mathematics', 'CCSS.Math.Content.3.NF.A.3b', 150);
    expect(p.sequence?.lessons).toBe(3);
    expect(p.phases.filter((ph) => /^lesson-\d-review$/.test(ph.key)).map((ph) => ph.title)).toEqual(['Lesson 1: Review', 'Lesson 2: Review', 'Lesson 3: Review']);
    expect(p.phases.filter((ph) => ph.key.endsWith('-check')).length).toBe(3);
    expect(p.phases.reduce((sum, ph) => sum + ph.minutes, 0)).toBe(150);
  });
});

describe('reading, history and geography shapes', () => {
  const keys = (p: LessonPlan) => p.phases.map((ph) => ph.key);

  it('chooses the shape from the subject, the outcome and the description', async () => {
    expect(keys(await plan('The Tell-Tale Heart', "Edgar Allan Poe's The Tell-Tale Heart: the unreliable narrator and how tension builds.", 'Year 9', 'English', 'NC-EN-KS3-INFERENCES-REFERRING-EVIDENCE-TEXT', 60))).toEqual(['before-reading', 'during-reading', 'text-questions', 'after-reading', 'reading-close']);
    expect(keys(await plan('The Norman Conquest', 'The Battle of Hastings (1066) and the Bayeux Tapestry as a source.', 'Year 8', 'History', 'NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE', 60))).toEqual(['enquiry', 'chronology', 'source-analysis', 'judgement', 'history-close']);
    expect(keys(await plan('Earthquakes', 'Earthquakes: the 2011 Tohoku earthquake as a case study, with a map of plate boundaries.', 'Year 9', 'Geography', 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY', 60))).toEqual(['locate', 'process', 'case-study', 'data-fieldwork', 'geography-close']);
    // A word study whose outcome mentions "comparisons in text" is not a reading lesson; a history project keeps the project's phases.
    expect(keys(await plan('Prefixes un-, re- and dis-', 'Prefixes un-, re- and dis-: unhappy, rewrite, disagree, sorted in a word sort.', 'Grade 5', 'English Language Arts', 'CCSS.ELA-Literacy.L.5.4a', 50))).not.toContain('before-reading');
    expect(keys(await plan('The Norman Conquest', 'The Battle of Hastings (1066).', 'Year 8', 'History', 'NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE', 60, 'project'))).not.toContain('enquiry');
  });

  it('reads the named text and asks literal, inferential and evaluative questions about it, with the named focus', async () => {
    const p = await plan('The Tell-Tale Heart', "Edgar Allan Poe's The Tell-Tale Heart: the unreliable narrator and how tension builds.", 'Year 9', 'English', 'NC-EN-KS3-INFERENCES-REFERRING-EVIDENCE-TEXT', 60);
    const before = p.phases[0]!;
    expect(before.supply ?? []).toEqual([]);
    expect(before.teacherActions[0]).toBe("Show Poe's The Tell-Tale Heart: its title, its cover or its first line. Ask what students expect it to be about, and why.");
    const questions = p.phases[2]!.practice!.map((q) => q.prompt);
    // The questions are asked of the named text, literal first, evaluative last.
    expect(questions).toEqual([
      "What is Poe's The Tell-Tale Heart mostly about? Quote the sentence that shows it best.",
      'What does the writer want the reader to think or feel? Which words tell you?',
      "Is Poe's The Tell-Tale Heart a good text for its reader? Give one reason from the text.",
      "Find one example of the unreliable narrator in Poe's The Tell-Tale Heart. What does it do for the reader?",
      "Find one example of how tension builds in Poe's The Tell-Tale Heart. What does it do for the reader?",
    ]);
    // The phrases the brief names are what students look for, not words to pre-teach.
    expect(before.explanation).toEqual(['Purpose for reading: students look for the unreliable narrator and how tension builds, and answer three kinds of question with words from the text.']);
    expect(p.differentiation.support[0]).toMatch(/^Read the text aloud first/);
  });

  it('asks for exactly the text the class will read when the brief describes one but names none, and never writes one', async () => {
    const p = await plan('Reading an information report', 'Reading an information report on honeybees: headings, captions and a diagram.', 'Grade 4', 'English Language Arts', 'CCSS.ELA-Literacy.RI.4.5', 50);
    expect(p.phases[0]!.supply).toEqual([
      'Supply the text the class will read: an information report on honeybees of about 300 to 500 words, at the class\'s reading level. Give a copy to each student or put it on display; the questions in this plan are asked of it.',
    ]);
    expect(p.phases.flatMap((ph) => ph.texts ?? [])).toEqual([]);
  });

  it('puts the dated events on a timeline and checks their order from the dates', async () => {
    const p = await plan('Federation', 'Federation in 1901: why the colonies joined, and the 1902 vote for women. Use the Bayeux Tapestry as a source.', 'Year 8', 'History', 'NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE', 60);
    expect(p.phases[1]!.explanation!.slice(0, 2)).toEqual(['1901: Federation', '1902: vote for women']);
    expect(p.exitCheck![0]).toEqual({ prompt: 'Which came first: vote for women or Federation?', answer: 'Federation (1901), before vote for women (1902).' });
  });

  it('locates the case study, explains causes, effects and responses, and asks for the data', async () => {
    const p = await plan('Earthquakes', 'Earthquakes: the 2011 Tohoku earthquake as a case study, with a map of plate boundaries.', 'Year 9', 'Geography', 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY', 60);
    expect(p.phases[0]!.teacherActions[0]).toBe('Find the 2011 Tohoku earthquake on a world map or a globe, then on an atlas map: students name the continent and the country, and the nearest big city.');
    expect(p.phases[0]!.explanation).toContain('Enquiry question: The 2011 Tohoku earthquake: what happened, why, and how did people respond?');
    expect(p.phases[1]!.explanation!.slice(0, 3)).toEqual([
      'Causes: what made it happen, natural and human.',
      'Effects: on people (homes, jobs, health) and on the environment, in the short and the long term.',
      'Responses: what people, communities and governments did, and how well it worked.',
    ]);
  });

  it('reads the events a brief dates, in date order, as the teacher wrote them', () => {
    expect(datedEvents('The Vikings: the raid on Lindisfarne (793) from the Anglo-Saxon Chronicle.')).toEqual([{ date: '793', event: 'the raid on Lindisfarne' }]);
    expect(datedEvents('Federation in 1901: why the colonies joined, and the 1902 vote for women.')).toEqual([
      { date: '1901', event: 'Federation' },
      { date: '1902', event: 'vote for women' },
    ]);
    expect(datedEvents('Tropical cyclones: Cyclone Tracy (Darwin, 1974) and how building codes changed after it.')).toEqual([{ date: '1974', event: 'Cyclone Tracy' }]);
    expect(datedEvents('Britain 1745-1901: industry and empire')).toEqual([{ date: '1745-1901', event: 'Britain' }]);
  });

  it('finds the sources and the fieldwork a brief names by their words, not the clauses about them', () => {
    const sources = ['letters', 'footage', 'memoir', 'newspaper', 'chronicle', 'artefacts', 'source'];
    expect(phrasesWith(sources, "The Battle of the Somme (1916): trench life through soldiers' letters and the 1916 film footage.")).toEqual(["soldiers' letters", 'the 1916 film footage']);
    expect(phrasesWith(sources, "Comparing two accounts of the Boston Tea Party, a participant's memoir and a British newspaper.")).toEqual(["a participant's memoir", 'a British newspaper']);
    expect(phrasesWith(sources, "Ancient Egypt: Tutankhamun's tomb and what its artefacts tell us.")).toEqual([]);
    expect(phrasesWith(sources, 'The Bayeux Tapestry as a source.')).toEqual([]);
    expect(phrasesWith(['survey', 'sketch'], 'Fieldwork: a traffic survey outside the school gate. Include Ordnance Survey.', { lowerCase: true })).toEqual(['a traffic survey outside the school gate']);
  });

  it('names the text a brief describes, its kind, and a passage\'s longest words', () => {
    expect(describedText('Reading an information report on honeybees: headings and captions.')).toBe('an information report on honeybees');
    expect(describedText('Rhyming words and syllables.')).toBeUndefined();
    expect(textKindOf("Aesop's The Lion and the Mouse: what lesson does the fable teach?")).toBe('story');
    expect(textKindOf('The Eagle', 'Read a range of poetry')).toBe('poem');
    expect(longestWords('Ben carried the kite carefully. Miss Rosa told the neighborhood kids to keep off; the tail fluttered.')).toEqual(['neighborhood', 'carefully', 'fluttered', 'carried']);
  });

  it('gives fieldwork most of a geography lesson, with its safety, on a map of the place it happens', async () => {
    const p = await plan('Litter on the school grounds', 'Geographical inquiry: a survey of litter on the school grounds, mapped and graphed.', 'Year 7', 'Geography', 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY', 60);
    const field = p.phases.find((ph) => ph.key === 'data-fieldwork')!;
    expect(field.minutes).toBeGreaterThan(Math.max(...p.phases.filter((ph) => ph !== field).map((ph) => ph.minutes)));
    expect(field.teacherActions[0]).toBe('Students carry out a survey of litter on the school grounds in small groups, recording each result in a tally table; then the class puts the results on a map or a graph.');
    expect(field.safety![0]).toBe('Stay inside the area the teacher sets, in your group, within sight of an adult; cross roads only where an adult says.');
    expect(p.phases[0]!.teacherActions).toContain('Show the school grounds on a large-scale map or a plan of the area: students find the school, north and the scale, then mark where each group will collect its data.');
    expect(p.phases[0]!.teacherActions).toContain('Pose the enquiry question: What will a survey of litter on the school grounds show us, and why?');
  });
});

describe('equipment the brief names', () => {
  /** What the class is shown, asked to look at or talk about: the teacher's and students' lines and the explanation. */
  const shown = (p: LessonPlan) => p.phases.flatMap((ph) => [...ph.teacherActions, ...ph.studentActions, ...(ph.explanation ?? [])]);

  it('is in the resources to prepare, and never shown to the class as something to look at', async () => {
    // Before, the five-year-olds were gathered to "show aprons, bibs and cones; ask "What do you notice?"" and a Year 4
    // class was shown "the finished fruit salad with aprons".
    const early = await plan('Throwing and catching', 'Throwing and catching with beanbags, bibs and cones. Aprons for the paint station afterwards.', 'Foundation', 'Health and Physical Education', 'ACPMP008');
    const cooking = await plan('Making a fruit salad', 'Making a fruit salad with aprons, chopping boards and knives.', 'Year 4', 'Design and Technologies', 'ACTDEK012', 60, 'inquiry');
    for (const p of [early, cooking]) {
      expect(shown(p).filter((line) => /\b(?:show|notice)\b/i.test(line) && /\b(?:aprons?|bibs|cones|chopping boards)\b/i.test(line))).toEqual([]);
    }
    expect(cooking.phases.flatMap((ph) => ph.resources)).toEqual(expect.arrayContaining(['aprons', 'chopping boards', 'knives']));
    expect(shown(cooking)).toContain("Show the finished fruit salad (or a picture of one) and ask what makes a good one; record students' ideas as the criteria they will judge their work by.");
  });
});

describe('an event a history lesson studies', () => {
  it('is the event the sources are about, not a book to read', async () => {
    const brief = ['The end of the Cold War', 'The Fall of the Berlin Wall: photographs and eyewitness accounts.', 'Year 9', 'History', 'NC-HI-KS3-CHALLENGES-BRITAIN-EUROPE-WIDER-WORLD', 60] as const;
    // Before, a project began 'Read "The Fall of the Berlin Wall" together', and an enquiry placed it among "people and places".
    const project = await plan(...brief, 'project');
    expect(phaseText(project)).not.toMatch(/\bRead\b[^\n]*Berlin Wall/);
    const enquiry = await plan(...brief, 'inquiry');
    expect(phaseText(enquiry)).not.toContain('Place these people and places beside the events they belong to: the Fall of the Berlin Wall.');
    expect(phaseText(enquiry)).toContain('Ask what came before and after the Fall of the Berlin Wall, and what changed.');
  });

  it('keeps the title of a work an English lesson reads as a text', async () => {
    const p = await plan('The Lion and the Mouse', "Read Aesop's The Lion and the Mouse together.", 'Year 2', 'English', 'ACELT1587');
    expect(p.phases.flatMap((ph) => ph.resources)).toContain("Aesop's The Lion and the Mouse: a copy for each student, or one on display");
  });
});
