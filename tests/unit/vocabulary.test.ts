import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import { glossaryEntry, lessonGlossary } from '../../server/generation/glossary.ts';
import { targetGrade } from '../../server/generation/level.ts';
import { cleanStatement, readability } from '../../server/generation/text.ts';
import type { Keyword, OutcomeRef } from '../../server/generation/types.ts';
import { lessonKeywords } from '../../server/generation/vocabulary.ts';
import { FULLER_DEFINITIONS, SUBJECT_GLOSSARIES } from '../../server/generation/vocabulary/glossary/index.ts';
import { lessonContext, nounSenses, senseInContext } from '../../server/generation/vocabulary/wordnet.ts';

/** The committed curriculum, read once: vocabulary is tested against real statements. */
const SEEDED: OutcomeRef[] = readSeedFiles().flatMap(({ file }) =>
  file.outcomes.map((o) => ({ code: o.code, shortCode: o.shortCode, statement: o.statement, framework: o.framework, subject: o.subject, levels: o.levels })),
);
const byCode = new Map(SEEDED.flatMap((o) => [[o.code, o] as const, [o.shortCode ?? o.code, o] as const]));
function outcome(code: string): OutcomeRef {
  const found = byCode.get(code);
  if (!found) throw new Error(`no outcome ${code} in the curriculum`);
  return found;
}

const keywords = (codes: string[], title: string, subject: string, grade: number) => lessonKeywords(codes.map(outcome), { title, subject, grade });
const terms = (list: Keyword[]) => list.map((k) => k.term);

/** Every spelling the reviewed data set lists, read straight from the data. */
const DATA_SPELLINGS = new Set(Object.values(SUBJECT_GLOSSARIES).flatMap((entries) => entries.flatMap(([headword]) => headword.split(/\s*\|\s*/))));

/** The term's words, side by side in the statement with nothing but single spaces between them. */
function contiguousIn(statement: string, term: string): boolean {
  const words = term.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join(' ')}(?![\\p{L}\\p{N}])`, 'iu').test(cleanStatement(statement));
}

/** Words that say nothing about a subject: the engine listed them as "key vocabulary" before. */
const GENERAL_WORDS = ['way', 'ways', 'idea', 'ideas', 'thing', 'things', 'example', 'student', 'students', 'use', 'number', 'numbers', 'problem', 'problems', 'context', 'closely', 'simple', 'key', 'knowledge', 'understanding', 'lesson', 'year', 'grade', 'different', 'various', 'relevant'];

describe('lesson keywords', () => {
  it('never pair words across punctuation or list bare title words ("closely coral", "solutions verify", "events ideas")', () => {
    const reading = terms(keywords(['CCRA.R.1'], 'Coral reefs', 'English', 5));
    const equations = terms(keywords(['AC9M7A03'], 'Solving equations', 'Mathematics', 7));
    const events = terms([...keywords(['RI.5.3'], 'Events and ideas', 'English', 5), ...keywords(['ACELY1660'], 'Events and ideas', 'English', 5)]);
    for (const list of [reading, equations, events]) {
      for (const fragment of ['closely coral', 'solutions verify', 'events ideas', 'coral', 'reefs', 'closely', 'verify', 'solving', 'ideas']) expect(list).not.toContain(fragment);
    }
    expect(reading).toEqual(['text', 'inference', 'textual evidence']);
    expect(equations).toEqual(['equation', 'linear equation', 'solution', 'substitution']);
  });

  it.each<[string, string[], string, string, number, [string, string, Keyword['source']['kind']][]]>([
    [
      'an outcome defines its own term (8.F.A.1 "function")',
      ['8.F.A.1'],
      'Functions',
      'Mathematics',
      8,
      [
        ['function', 'A rule that assigns to each input exactly one output.', 'outcome'],
        ['rule', 'A precise description of how each term or output is found from the one before or from the input, such as "multiply by 3, then add 1".', 'subject'],
        ['input', 'A value put into a rule or function, usually called x, to produce an output.', 'subject'],
        ['output', 'The value a rule or function produces for a particular input, usually called y.', 'subject'],
        ['graph', 'A diagram that represents data or the relationship between two quantities, usually plotted against a pair of axes.', 'subject'],
        ['ordered pair', 'A pair of numbers (x, y) in which the first is the horizontal position and the second the vertical position.', 'subject'],
      ],
    ],
    [
      'grade 3 fractions, in the simpler sentences (3.NF.A.3)',
      ['3.NF.A.3'],
      'Comparing fractions',
      'Mathematics',
      3,
      [
        ['equivalence', 'Being the same amount, even when written in a different way.', 'subject'],
        ['fraction', 'A number for equal parts of a whole, like one half.', 'subject'],
      ],
    ],
    [
      'a title adds a glossary term the outcomes do not spell out (3.NF.A.3a, 3.NF.A.3b)',
      ['3.NF.A.3a', '3.NF.A.3b'],
      'Equivalent fractions',
      'Mathematics',
      3,
      [
        ['equivalent', 'Two fractions are equivalent (equal) if they are the same size, or the same point on a number line.', 'outcome'],
        ['fraction', 'A number for equal parts of a whole, like one half.', 'subject'],
        ['point', 'An exact spot, marked with a dot.', 'subject'],
        ['number line', 'A line with numbers in order, spaced out evenly.', 'subject'],
        ['equivalent fraction', 'Fractions that are the same amount, like 1/2 and 2/4.', 'subject'],
        ['model', 'Blocks, drawings or diagrams that show a maths idea.', 'subject'],
      ],
    ],
    [
      'chemistry (ACSSU178)',
      ['ACSSU178'],
      'Chemical reactions',
      'Science',
      9,
      [
        ['chemical reaction', 'A change in which the atoms of the reactants are rearranged to form one or more new substances, the products.', 'subject'],
        ['atom', 'The smallest particle of a chemical element that can exist, made of a tiny nucleus of protons and neutrons surrounded by electrons.', 'subject'],
        ['substance', 'A particular kind of matter with its own properties.', 'subject'],
        ['mass', 'The amount of matter in an object, measured in grams or kilograms.', 'subject'],
      ],
    ],
    [
      'an England KS3 history statement',
      ['NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE'],
      'Britain 1745-1901',
      'History',
      8,
      [
        ['power', 'The ability to control or influence people and events.', 'subject'],
        ['industry', 'The making of goods, especially in factories.', 'subject'],
        ['empire', 'A group of countries or peoples ruled by one powerful state or ruler.', 'subject'],
        ['Britain', 'a monarchy in northwestern Europe occupying most of the British Isles', 'subject'],
      ],
    ],
    [
      '"product" in the Design and Technologies sense (AC9TDE2K01)',
      ['AC9TDE2K01'],
      'Designed for us',
      'Design and Technologies',
      2,
      [
        ['product', 'Something that people design and make.', 'subject'],
        ['service', 'Something done to help people, like a bus ride.', 'subject'],
        ['environment', 'A place that is designed, like a garden or a playground.', 'subject'],
        ['sustainability', "Designing and making in ways that meet people's needs without harming the environment or future generations.", 'subject'],
      ],
    ],
    [
      '"product" in the England design and technology sense',
      ['NC-DT-KS1-DESIGN-PURPOSEFUL-FUNCTIONAL-APPEALING-PRODUCTS'],
      'Designing a lunch bag',
      'Design and technology',
      1,
      [
        ['product', 'Something that people design and make.', 'subject'],
        ['user', 'The person who will use what you make.', 'subject'],
        ['design criterion', 'A rule for checking if a design is good.', 'subject'],
      ],
    ],
    [
      '"product" in the mathematics sense (5.NBT.A.2)',
      ['5.NBT.A.2'],
      'Powers of ten',
      'Mathematics',
      5,
      [
        ['pattern', 'A sequence of numbers, shapes or objects that repeats or changes by a rule.', 'subject'],
        ['product', 'The result of multiplying numbers together.', 'subject'],
        ['power', 'A number written with an exponent, such as 2³, which means 2 × 2 × 2.', 'subject'],
        ['decimal point', 'The dot that separates the whole-number part of a number from its tenths, hundredths and so on.', 'subject'],
        ['decimal', 'A number written with a decimal point to show parts of a whole in tenths, hundredths and so on, such as 0.5.', 'subject'],
        ['exponent', 'The small raised number that tells how many times the base is used as a factor: the 3 in 2³ = 2 × 2 × 2.', 'subject'],
      ],
    ],
    [
      '"called" names the term (3.MD.C.5a "unit square")',
      ['3.MD.C.5a'],
      'Measuring area',
      'Mathematics',
      3,
      [
        ['unit square', 'A square with side length 1 unit.', 'outcome'],
        ['square', 'A shape with four equal sides and four square corners.', 'subject'],
        ['length', 'How long something is.', 'subject'],
        ['unit', 'A fixed amount we measure with, like a metre.', 'subject'],
        ['area', 'How much flat space a shape covers.', 'subject'],
      ],
    ],
    [
      'computing terms in the words the statement uses ("selection", not "branching")',
      ['NC-CO-KS2-SEQUENCE-SELECTION-REPETITION-PROGRAMS-VARIABLES'],
      'Programs with loops',
      'Computing',
      4,
      [
        ['loop', 'Part of a program that repeats.', 'subject'],
        ['sequence', 'Steps done one after another, in order.', 'subject'],
        ['selection', 'A choice in a set of steps: if something is true, do one thing; if not, do another.', 'subject'],
        ['repetition', 'Doing the same steps again and again.', 'subject'],
        ['program', 'Instructions that a computer follows.', 'subject'],
        ['variable', 'A named place in a program that stores a value that can change.', 'subject'],
        ['input', 'What you put into a computer, like typing or clicking.', 'subject'],
        ['output', 'What a computer gives back, like a picture or a sound.', 'subject'],
      ],
    ],
    [
      'the symbol π is a term (AC9M7M03)',
      ['AC9M7M03'],
      'Circles',
      'Mathematics',
      7,
      [
        ['π', "The ratio of any circle's circumference to its diameter, written π; it is the same for every circle and is approximately 3.14.", 'subject'],
        ['circle', 'The set of all points in a plane that are the same distance, the radius, from a fixed point, the centre.', 'subject'],
        ['circumference', 'The perimeter of a circle: the distance all the way around it, equal to π multiplied by the diameter.', 'subject'],
        ['radius', 'The distance from the centre of a circle to any point on its circumference; it is half the diameter.', 'subject'],
        ['diameter', 'A straight line from one side of a circle to the other through its centre, or its length; it is twice the radius.', 'subject'],
      ],
    ],
    [
      'a science statement written as content (ACSSU094)',
      ['ACSSU094'],
      'Living things',
      'Science',
      6,
      [
        ['growth', 'An increase in size as a living thing develops.', 'subject'],
        ['living thing', 'Something that is alive: it grows, feeds, reproduces and responds to its surroundings.', 'subject'],
        ['environment', 'All the living and non-living things around an organism.', 'subject'],
      ],
    ],
  ])('%s', (_, codes, title, subject, grade, expected) => {
    const list = keywords(codes, title, subject, grade);
    expect(list.map((k) => [k.term, k.definition, k.source.kind])).toEqual(expected);
    for (const k of list.filter((k) => k.source.kind === 'outcome')) expect(codes.map((c) => outcome(c).code)).toContain(k.source.ref);
  });

  it("prefers an outcome's own definition to the glossary's, whichever outcome comes first", () => {
    const fraction = keywords(['3.NF.A.3', '3.NF.A.2'], 'Fractions', 'Mathematics', 3).find((k) => k.term === 'fraction');
    expect(fraction).toEqual({ term: 'fraction', definition: 'A number on the number line.', source: { kind: 'outcome', ref: 'CCSS.Math.Content.3.NF.A.2' } });
  });

  it('pitches a definition to the grade: the simpler sentence for grade 4 and below', () => {
    const definition = (grade: number) => keywords(['ACMNA077'], 'Fractions in context', 'Mathematics', grade).find((k) => k.term === 'equivalent fraction')!;
    expect(definition(4)).toEqual({ term: 'equivalent fraction', definition: 'Fractions that are the same amount, like 1/2 and 2/4.', source: { kind: 'subject', ref: 'Teachkit mathematics glossary' } });
    expect(definition(5).definition).toBe('A fraction that has the same value as another, written differently, such as 1/2 and 2/4.');
  });

  it('pitches a definition to the grade: the simpler sentence to grade 4, the standard one at 5, the fuller one from grade 6', () => {
    const circle = (grade: number) => keywords(['AC9M7M03'], 'Circles', 'Mathematics', grade).find((k) => k.term === 'circle')!.definition;
    expect([4, 5, 6, 7].map(circle)).toEqual([
      'A round, flat shape.',
      'A round flat shape whose edge is always the same distance from its centre.',
      'The set of all points in a plane that are the same distance, the radius, from a fixed point, the centre.',
      'The set of all points in a plane that are the same distance, the radius, from a fixed point, the centre.',
    ]);
    // A term with no fuller sentence keeps its standard one.
    expect(keywords(['AC9M7M03'], 'Circles', 'Mathematics', 7).find((k) => k.term === 'diameter')!.definition).toBe(
      'A straight line from one side of a circle to the other through its centre, or its length; it is twice the radius.',
    );
    expect(keywords(['8.F.A.1'], 'Functions', 'Mathematics', 8).find((k) => k.term === 'ordered pair')!.definition).toBe(
      'A pair of numbers (x, y) in which the first is the horizontal position and the second the vertical position.',
    );
  });

  it('lists nothing it cannot define: a subject without a glossary gives what its outcomes define and what WordNet defines in the lesson\'s sense', () => {
    const music = SEEDED.filter((o) => o.subject === 'Music');
    expect(music.length).toBeGreaterThan(10);
    // WordNet's "pulse" is the heart's or a lentil, never the music's: it is left out rather than defined wrongly.
    const rhythm = { term: 'rhythm', definition: 'the basic rhythmic unit in a piece of music', source: { kind: 'subject', ref: 'WordNet 3.1' } };
    for (const o of music) expect([[], [rhythm]]).toContainEqual(lessonKeywords([o], { title: 'Rhythm and pulse', subject: 'Music', grade: 4 }));
    expect(keywords(['ACLCHU123'], 'Characters', 'Chinese', 8)).toEqual([
      {
        term: 'characters',
        definition: 'The written representation of spoken Chinese and the morphological nature of Chinese words.',
        source: { kind: 'outcome', ref: 'ACLCHU123' },
      },
    ]);
  });
});

describe('word senses a subject deals in', () => {
  it('reads a geography lesson\'s events, states and acts: an earthquake shakes the ground, a drought is a lack of rain', () => {
    const about = (words: string) => lessonContext(`${words}. Geography`);
    expect(senseInContext('earthquake', about('Earthquakes: the 2011 Tohoku earthquake as a case study'), 'Geography')?.gloss).toBe(
      'shaking and vibration at the surface of the earth resulting from underground movement along a fault plane or from volcanic activity',
    );
    expect(senseInContext('drought', about('Drought in the Sahel: rainfall, farming and water shortage'), 'Geography')?.gloss).toMatch(/^a shortage of rainfall/);
  });
});

describe('every seeded outcome as a lesson of its own', () => {
  it('lists only defined terms that are phrases of the statement or headwords of the reviewed glossary, never a general word', () => {
    const problems: string[] = [];
    let listed = 0;
    for (const o of SEEDED) {
      for (const k of lessonKeywords([o], { title: '', subject: o.subject ?? '', grade: targetGrade('', [o]) })) {
        listed += 1;
        const where = `${o.code} "${k.term}"`;
        if (!k.definition.trim()) problems.push(`${where}: no definition`);
        if (GENERAL_WORDS.includes(k.term.toLowerCase())) problems.push(`${where}: a general word`);
        if (k.source.kind === 'outcome' && (k.source.ref !== o.code || !contiguousIn(o.statement, k.term))) problems.push(`${where}: not a phrase of its outcome`);
        if (k.source.kind === 'subject' && !DATA_SPELLINGS.has(k.term)) problems.push(`${where}: not in the glossary data`);
        if (k.source.kind === 'teacher') problems.push(`${where}: a teacher's term from nowhere`);
      }
    }
    expect(problems).toEqual([]);
    // About 9,100 defined terms over the 7,072 outcomes; guards against a change that silently lists nothing.
    expect(listed).toBeGreaterThan(8_000);
  }, 180_000);
});

describe('the reviewed glossary data', () => {
  const entries = Object.entries(SUBJECT_GLOSSARIES).flatMap(([subject, list]) => list.map(([headword, definition, young]) => ({ subject, headword, definition, young })));

  it('holds a few hundred short definitions, each a sentence, each spelling once per subject', () => {
    expect(entries.length).toBeGreaterThan(600);
    for (const e of entries) {
      expect(e.definition, e.headword).toMatch(/^[A-Z0-9"'].*\.$/);
      expect(e.definition.split(/\s+/).length, e.headword).toBeLessThanOrEqual(30);
      if (e.young) expect(e.young.split(/\s+/).length, e.headword).toBeLessThanOrEqual(20);
    }
    for (const list of Object.values(SUBJECT_GLOSSARIES)) {
      const spellings = list.flatMap(([headword]) => headword.toLowerCase().split(/\s*\|\s*/));
      expect(spellings.filter((s, i) => spellings.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('writes the simpler sentences at about grade 3 and the others at about grade 6 (Flesch–Kincaid medians)', () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const young = median(entries.filter((e) => e.young).map((e) => readability(e.young!).gradeLevel));
    const older = median(entries.map((e) => readability(e.definition).gradeLevel));
    expect(young).toBeLessThanOrEqual(4);
    expect(older).toBeGreaterThan(young);
  });

  it('writes a fuller definition only for an entry it has, each a sentence that reads harder than the standard one', () => {
    const fuller = Object.entries(FULLER_DEFINITIONS).flatMap(([subject, byHeadword]) =>
      Object.entries(byHeadword).map(([headword, text]) => ({ headword, text, standard: entries.find((e) => e.subject === subject && e.headword.split(/\s*\|\s*/)[0] === headword)?.definition })),
    );
    expect(fuller.length).toBeGreaterThan(40);
    for (const f of fuller) {
      expect(f.standard, `${f.headword} has no entry`).toBeDefined();
      expect(f.text, f.headword).toMatch(/^[A-Z0-9"'].*\.$/);
      expect(f.text.split(/\s+/).length, f.headword).toBeLessThanOrEqual(30);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(fuller.map((f) => readability(f.text).gradeLevel))).toBeGreaterThan(median(fuller.map((f) => readability(f.standard!).gradeLevel)));
  });

  it('gives a word its own sense in each subject', () => {
    const meaning = (subject: keyof typeof SUBJECT_GLOSSARIES, headword: string) => SUBJECT_GLOSSARIES[subject].find(([h]) => h === headword)?.[1];
    expect(meaning('mathematics', 'product')).toBe('The result of multiplying numbers together.');
    expect(meaning('design', 'product')).toBe('Something designed and made to meet a need, such as a toy, a bag or a meal.');
    expect(meaning('digital', 'function')).toBe('A named block of code that does one task and can be used again.');
  });
});

describe('glossary tool', () => {
  const lesson = { title: 'Functions', subject: 'Mathematics', yearLevel: 'Grade 8', outcomes: [outcome('8.F.A.1')] };

  it("reads the plan's keywords when the lesson has them, and lists none without a definition", () => {
    const keywords: Keyword[] = [
      { term: 'photosynthesis', definition: 'How plants make food from light.', source: { kind: 'teacher', ref: '' } },
      { term: 'chlorophyll', definition: ' ', source: { kind: 'teacher', ref: '' } },
    ];
    expect(lessonGlossary({ ...lesson, keywords })).toEqual([{ term: 'photosynthesis', definition: 'How plants make food from light.', source: { kind: 'teacher', ref: '' } }]);
  });

  it('otherwise builds the keywords from the outcomes, with the outcome defining its own term and no note to add a definition', () => {
    const glossary = lessonGlossary(lesson);
    expect(glossary[0]).toEqual({ term: 'function', definition: 'A rule that assigns to each input exactly one output.', source: { kind: 'outcome', ref: 'CCSS.Math.Content.8.F.A.1' } });
    expect(glossary.map((g) => g.term)).toEqual(['function', 'rule', 'input', 'output', 'graph', 'ordered pair']);
    for (const entry of glossary) expect(entry.definition).not.toMatch(/add your own definition|Used in /);
  });

  it("defines a question's own term in the sense of the outcomes' subject (the quoted use is tested with the other tools)", () => {
    expect(glossaryEntry('products', [outcome('AC9TDE2K01')], undefined, { grade: 7 })).toEqual({
      term: 'products',
      definition: 'Something designed and made to meet a need, such as a toy, a bag or a meal.',
      source: { kind: 'subject', ref: 'Teachkit design and technologies glossary' },
    });
    expect(glossaryEntry('products', [outcome('5.NBT.A.2')]).definition).toBe('The result of multiplying numbers together.');
  });
});

describe('terms the title and description name, from WordNet in the lesson\'s sense', () => {
  const lesson = (title: string, description: string, subject: string, grade: number, statement: string) =>
    lessonKeywords([{ code: 'X1', statement, framework: 'test', subject, yearLevel: `Year ${grade}` } as OutcomeRef], { title, description, subject, grade }).map((k) => [k.term, k.definition, k.source.ref]);

  it('reads "cell" as a battery\'s cell in a physics lesson and a living cell in biology', () => {
    const circuits = lesson('Simple circuits', 'Build series circuits with cells, bulbs and buzzers.', 'Physics', 6, 'associate and explain the brightness of a lamp or the volume of a buzzer with the number and voltage of cells used in the circuit');
    expect(circuits).toContainEqual(['cell', 'a device that delivers an electric current as the result of a chemical reaction', 'WordNet 3.1']);
    const cells = lesson('Plant and animal cells', 'Compare plant and animal cells under a microscope.', 'Biology', 8, 'cells as the fundamental unit of living organisms, including how to observe, interpret and record cell structure using a light microscope');
    expect(cells.find(([term]) => term === 'cell' || term === 'cells')?.[1]).not.toMatch(/electric/);
  });

  it('defines a named event and a named person whole, with dates kept and asides dropped', () => {
    expect(lesson('Two accounts of the Boston Tea Party', 'Compare a loyalist and a patriot account.', 'History', 11, 'Evaluate authors\' differing points of view on the same historical event')).toContainEqual([
      'Boston Tea Party',
      'demonstration (1773) by citizens of Boston who raided three British ships in Boston harbor and dumped hundreds of chests of tea into the harbor',
      'WordNet 3.1',
    ]);
    expect(lesson('Marie Curie and radioactivity', "How Marie Curie's work changed medicine.", 'Science', 4, 'Science knowledge helps people to understand the effect of their actions')).toContainEqual([
      'Marie Curie',
      'French chemist who won two Nobel prizes',
      'WordNet 3.1',
    ]);
  });

  it('never takes the last word of a compound for the compound or a command for a noun, and adds nothing for the early years', () => {
    const lunch = lesson('Designing a sustainable lunch box', 'Compare materials for a lunch box.', 'Design and Technologies', 8, 'Design and make a product');
    expect(lunch.map(([term]) => term)).not.toContain('box');
    expect(lunch.map(([term]) => term)).not.toContain('Compare');
    expect(lesson('The Vikings', 'Viking raids and longships.', 'History', 1, 'Sequence events in the past')).toEqual([
      ['event', 'Something that happened.', 'Teachkit history glossary'],
      ['past', 'The time before now.', 'Teachkit history glossary'],
    ]);
  });
});


describe('a word written in lower case is not a name', () => {
  it('gives "farmers" the farmer who works a farm, never James Farmer; "Farmer" with its capital may be the name', () => {
    expect(nounSenses('farmers').map((s) => s.gloss)).toEqual(['a person who operates a farm']);
    expect(nounSenses('Farmer').some((s) => s.gloss.startsWith('United States civil rights leader'))).toBe(true);
  });
});
