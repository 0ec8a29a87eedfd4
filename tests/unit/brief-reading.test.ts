import { describe, expect, it } from 'vitest';
import { workedCalculation } from '../../server/generation/brief/arithmetic.ts';
import { readBrief } from '../../server/generation/brief/read.ts';
import { lessonMinutes } from '../../server/generation/plan/structure.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief, OutcomeRef } from '../../server/generation/types.ts';

const kinds = (title: string, description: string) => readBrief(title, description).items.map((i) => [i.kind, i.text]);

describe('reading what a brief names', () => {
  it('finds a named text, and the activities the description sets', () => {
    expect(kinds('The Lion and the Mouse', "Read Aesop's The Lion and the Mouse together. Students retell the story in order, then discuss the moral.")).toEqual([
      ['text', "Aesop's The Lion and the Mouse"],
      ['activity', "Read Aesop's The Lion and the Mouse together"],
      ['activity', 'Students retell the story in order'],
      ['activity', 'discuss the moral'],
    ]);
  });

  it('keeps the words a bracket names with the phrase they belong to, and leaves sentences about learners to the differentiation', () => {
    const reading = readBrief('Rhyming words', "Rhyming pairs (cat/hat) and clapping the syllables in classmates' names. Three EAL learners and two who need support.");
    expect(reading.items).toEqual([
      { kind: 'words', text: 'Rhyming pairs (cat/hat)', parts: ['cat', 'hat'], heading: 'Rhyming pairs' },
      { kind: 'activity', text: "clapping the syllables in classmates' names", parts: [] },
    ]);
  });

  it('starts the phrase a bracket belongs to at a word, however long the phrase', () => {
    const reading = readBrief('Justifying each step', 'Students solve 5x - 7 = 18, writing the property that justifies each step (addition property of equality, distributive property).');
    // "writing the property that justifies each step" is 45 characters, over the 40 a heading holds: its last words.
    expect(reading.items.filter((i) => i.parts.includes('distributive property'))).toEqual([
      {
        kind: 'examples',
        text: 'the property that justifies each step (addition property of equality, distributive property)',
        parts: ['addition property of equality', 'distributive property'],
        heading: 'the property that justifies each step',
      },
    ]);
  });

  it('reads a heading and its list as the words students practise', () => {
    expect(readBrief('Greetings', "Greetings: bonjour, salut, au revoir, je m'appelle. Pair dialogue at the end.").items).toEqual([
      { kind: 'words', text: "bonjour, salut, au revoir, je m'appelle", parts: ['bonjour', 'salut', 'au revoir', "je m'appelle"], heading: 'Greetings' },
      { kind: 'activity', text: 'Pair dialogue at the end', parts: [] },
    ]);
  });

  it('reads what follows a heading as an activity when it says what the class does, not as a list of content', () => {
    // Before, "each child makes …, then we talk …" became the examples "child makes a repeating pattern print", "two
    // colours" and "we talk", which the plan listed as key learning points.
    expect(kinds('Printing repeating patterns', "Printing with leaves and sponges: each child makes a repeating pattern print in two colours, then we talk about the textures we made.")).toEqual([
      ['activity', 'Printing with leaves and sponges: each child makes a repeating pattern print in two colours'],
      ['activity', 'we talk about the textures we made'],
    ]);
  });

  it('finds a case study, equipment, a setting and a schedule', () => {
    expect(kinds('Earthquakes', 'Use the 2011 Tohoku earthquake as a case study.')).toEqual([['case-study', 'the 2011 Tohoku earthquake']]);
    const pe = readBrief('Throwing and catching', 'On the oval with beanbags and hoops. A relay game to finish.');
    expect(pe.items.map((i) => [i.kind, i.text])).toEqual([
      ['equipment', 'beanbags'],
      ['equipment', 'hoops'],
      ['activity', 'A relay game to finish'],
      ['setting', 'on the oval'],
    ]);
    expect(pe.setting).toBe('movement');
    expect(readBrief('Binary', 'Students use binary cards to convert numbers 0 to 31. Two 60-minute periods.').schedule).toEqual({ lessons: 2, minutesEach: 60 });
    expect(readBrief('Fractions', 'three 50-minute lessons').schedule).toEqual({ lessons: 3, minutesEach: 50 });
    expect(kinds('Planes', 'Use paper, scissors and tape measures.')).toEqual([
      ['equipment', 'paper'],
      ['equipment', 'scissors'],
      ['equipment', 'tape measures'],
    ]);
  });

  it('keeps the meaning a teacher writes beside each word', () => {
    expect(readBrief('Family', 'Family in Modern Greek: πατέρας (patéras, father), αδελφή (adelfí, sister).').items).toEqual([
      {
        kind: 'words',
        text: 'πατέρας, αδελφή',
        parts: ['πατέρας', 'αδελφή'],
        heading: 'Family in Modern Greek',
        glosses: { πατέρας: { romanised: 'patéras', meaning: 'father' }, αδελφή: { romanised: 'adelfí', meaning: 'sister' } },
      },
    ]);
  });

  it('finds the calculations a description names', () => {
    expect(readBrief('Multiplying', 'Area model, e.g. 342 × 6 and 27 × 14.').items).toEqual([{ kind: 'examples', text: '342 × 6 and 27 × 14', parts: ['342 × 6', '27 × 14'] }]);
  });
});

describe('a named calculation worked out', () => {
  it('multiplies by place value, as the area model does', () => {
    expect(workedCalculation('342 × 6')).toEqual({
      problem: 'Work out 342 × 6',
      steps: ['Split 342 by place value: 300 + 40 + 2.', '300 × 6 = 1,800', '40 × 6 = 240', '2 × 6 = 12', 'Add the parts: 1,800 + 240 + 12 = 2,052.'],
      answer: '2,052',
    });
    expect(workedCalculation('27 × 14')?.answer).toBe('378');
  });

  it('adds, subtracts and divides with a remainder', () => {
    expect(workedCalculation('1000 − 358')?.answer).toBe('642');
    expect(workedCalculation('458 + 267')?.answer).toBe('725');
    expect(workedCalculation('100 ÷ 7')?.answer).toBe('14 remainder 2');
    expect(workedCalculation('84 ÷ 4')?.answer).toBe('21');
    expect(workedCalculation('3 − 8')).toBeUndefined();
    expect(workedCalculation('2011')).toBeUndefined();
  });
});

describe('a list after a heading', () => {
  it('keeps a one-word item in capitals', () => {
    // The list ends where "built with switches in a circuit simulator" says how it is taught.
    expect(readBrief('Logic gates', 'Logic gates: AND, OR and NOT truth tables, built with switches in a circuit simulator.').items).toEqual([
      { kind: 'words', text: 'AND, OR and NOT truth tables', parts: ['AND', 'OR', 'NOT truth tables'], heading: 'Logic gates' },
    ]);
  });
});

describe('an activity in -ing', () => {
  it('starts after a comma, a colon or "and", not at any word in -ing', () => {
    expect(kinds('Cutting a halving joint', 'Workshop skills: cutting a halving joint in pine with a tenon saw and a coping saw.')).toEqual([
      ['examples', 'tenon saw and a coping saw'],
      ['activity', 'cutting a halving joint in pine with a tenon saw and a coping saw'],
    ]);
  });
});

describe('a clause after a heading', () => {
  it('is what the lesson is about, not a list to cut at its prepositions; a name is read without its possessive', () => {
    expect(readBrief('Radioactivity', "Science as a human endeavour: how Marie Curie's work on radioactivity changed medicine.").items).toEqual([{ kind: 'reference', text: 'Marie Curie', parts: [] }]);
  });
});

describe('a schedule the teacher writes', () => {
  it('splits the lesson into its lessons when the minutes match, and keeps one lesson when they do not', () => {
    expect(lessonMinutes(150, { lessons: 3, minutesEach: 50 })).toEqual([50, 50, 50]);
    expect(lessonMinutes(120, { lessons: 2, minutesEach: 60 })).toEqual([60, 60]);
    expect(lessonMinutes(60, { lessons: 3, minutesEach: 50 })).toEqual([60]);
    expect(lessonMinutes(60)).toEqual([60]);
  });
});

describe('the second lesson of a sequence', () => {
  const brief: LessonBrief = {
    title: 'Marie Curie and radioactivity',
    description: "Science as a human endeavour: how Marie Curie's work on radioactivity changed medicine. Taught over two 45-minute lessons.",
    methodology: 'inquiry',
    yearLevel: 'Year 4',
    subject: 'Science',
    durationMinutes: 90,
    outcomes: [{ code: 'ACSHE062', statement: 'Science knowledge helps people to understand the effect of their actions', framework: 'ac', subject: 'Science', yearLevel: 'Year 4' } as OutcomeRef],
    slices: [],
  };

  it('opens the first lesson with the name the brief gives and the second with the first\'s exit check, asking for no new stimulus', async () => {
    const plan = await createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z')).generateLessonPlan(brief);
    const [first, second] = ['lesson-1-engage', 'lesson-2-engage'].map((key) => plan.phases.find((p) => p.key === key)!);
    expect(first!.explanation).toEqual(['Show and introduce: Marie Curie']);
    expect(first!.teacherActions).toContain('Introduce Marie Curie with a photograph, a map or a short report, and ask what students notice and wonder; record their questions about Marie Curie and radioactivity.');
    expect(second!.supply).toEqual([]);
    expect(second!.teacherActions).toContain(
      'Recall lesson 1: run the check below on mini-whiteboards, then return to the questions the class recorded then: which can they answer now, and what do they still wonder?',
    );
    // The exit check of lesson 1, from the science-as-a-human-endeavour skill, asked again.
    expect(second!.check?.map((q) => q.prompt)).toEqual([
      'From lesson 1: Why was Wegener’s idea of continental drift not accepted when he proposed it in 1912?',
      'From lesson 1: What does "model" mean?',
    ]);
  });
});

describe('no fragment of a longer phrase as an item of its own', () => {
  it('ends a list where a clause on how it is shown begins: no "using a diagram" or "a model" among its members', () => {
    expect(readBrief('The water cycle', 'The water cycle: evaporation, condensation and precipitation, shown using a diagram and a model.').items).toEqual([
      { kind: 'words', text: 'evaporation, condensation and precipitation', parts: ['evaporation', 'condensation', 'precipitation'], heading: 'The water cycle' },
    ]);
    expect(readBrief('Fractions of shapes', 'Fractions of shapes, such as halves and quarters, using a diagram and a model.').items).toEqual([
      { kind: 'examples', text: 'halves and quarters', parts: ['halves', 'quarters'] },
    ]);
    expect(readBrief('Seasons', 'Seasons: the tilt of the Earth and its orbit, shown with a torch and a globe.').items.filter((i) => i.kind === 'words')).toEqual([
      { kind: 'words', text: 'the tilt of the Earth and its orbit', parts: ['the tilt of the Earth', 'its orbit'], heading: 'Seasons' },
    ]);
  });

  it('leaves "and a model" with the phrase it continues, and keeps a list whose last member only ends in a place', () => {
    // Before, "Volcanoes: magma chambers and vents in a labelled diagram, and a model" listed "a model" as something to learn.
    expect(readBrief('Volcanoes', 'Volcanoes: magma chambers and vents in a labelled diagram, and a model.').items).toEqual([
      { kind: 'words', text: 'magma chambers and vents', parts: ['magma chambers', 'vents'], heading: 'Volcanoes' },
    ]);
    expect(readBrief('Hobbies', 'Hobbies: I play football, I swim in the sea.').items[0]).toMatchObject({ parts: ['I play football', 'I swim in the sea'] });
  });

  it('reads a phrase after a colon without the conjunction that joins it, and the words after an activity in -ing as part of it', () => {
    // Before, "and a model" was an example of its own.
    expect(kinds('Volcanoes', 'Volcanoes: a labelled cross-section of a shield volcano, and a model of a stratovolcano.')).toEqual([['examples', 'shield volcano']]);
    // Before, "primary colours" (of "repeating patterns in primary colours") was a key learning point.
    expect(kinds('Printing repeating patterns', 'Printing with sponges and leaves: repeating patterns in primary colours.')).toEqual([
      ['activity', 'Printing with sponges and leaves'],
      ['activity', 'repeating patterns in primary colours'],
    ]);
  });

  it('keeps equipment whose name starts with a word in -ing whole, not as the start of an activity', () => {
    expect(kinds('Making a fruit salad', 'Making a fruit salad with aprons, chopping boards and plastic knives.')).toEqual([
      ['equipment', 'aprons'],
      ['equipment', 'chopping boards'],
      ['equipment', 'plastic knives'],
      ['activity', 'Making a fruit salad with aprons, chopping boards and plastic knives'],
    ]);
  });
});

describe('an event or a title', () => {
  it('reads a happening named in capitals as the event a history or geography lesson studies, and a title of a work as a text', () => {
    const description = 'The Battle of the Somme: why so many died on the first day.';
    expect(readBrief('The Somme', description, { discipline: 'history' }).items).toEqual([{ kind: 'case-study', text: 'The Battle of the Somme', parts: [] }]);
    expect(readBrief('London', 'The Great Fire of London and how the city was rebuilt.', { discipline: 'geography' }).items[0]).toEqual({ kind: 'case-study', text: 'The Great Fire of London', parts: [] });
    // A title of a work stays a text, in history as in English; so does a happening an English lesson names.
    expect(readBrief('Fables', "Read Aesop's The Lion and the Mouse together.", { discipline: 'history' }).items[0]).toEqual({ kind: 'text', text: "Aesop's The Lion and the Mouse", parts: [] });
    expect(readBrief('The Somme', description, { discipline: 'english' }).items[0]).toEqual({ kind: 'text', text: 'The Battle of the Somme', parts: [] });
    expect(readBrief('War poetry', 'Read the poem The Charge of the Light Brigade.', { discipline: 'history' }).items[0]).toEqual({ kind: 'text', text: 'The Charge of the Light Brigade', parts: [] });
  });
});
