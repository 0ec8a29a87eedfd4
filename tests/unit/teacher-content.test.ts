import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCES } from '../../server/generation/content/index.ts';
import { keyEntries } from '../../server/generation/content/teacher/answers.ts';
import { cueHeading } from '../../server/generation/content/teacher/blocks.ts';
import { sourcesOf } from '../../server/generation/content/teacher/citations.ts';
import { termLine } from '../../server/generation/content/teacher/definitions.ts';
import { finalAnswer } from '../../server/generation/content/teacher/examples.ts';
import { readTeacherMaterial, sliceIdsUsedBy, slicesUsedOfRelevant, teacherContent, teacherContentSource, type TeacherMaterial } from '../../server/generation/content/teacher/index.ts';
import { mendedLines, rawLines, withoutFurniture } from '../../server/generation/content/teacher/lines.ts';
import { inlineOptions, readsAsQuestion } from '../../server/generation/content/teacher/questions.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { gatherContent } from '../../server/generation/plan/content.ts';
import type { LessonBrief, LessonPlan, OutcomeRef, SliceRef } from '../../server/generation/types.ts';
import {
  ANGLES_SHEETS,
  AREA_LESSON_SHEET,
  EAGLE_POEM,
  EQUATIONS_EXAMPLES,
  FRACTIONS_DECK,
  FRACTIONS_WORKSHEET,
  PHOTOSYNTHESIS_QUIZ,
  PHOTOSYNTHESIS_READING,
  SOMME_SOURCES,
  TEXTBOOK_PAGE,
  WATER_CYCLE_BOOKLET,
  WW1_CAUSES,
} from './fixtures/teacher-uploads.ts';

/** Each piece as "prompt → answer" (with its options), and the slices it stands on. */
const questions = (pieces: TeacherMaterial['practice']) =>
  pieces.map((p) => [`${p.value.prompt} → ${p.value.answer}${p.value.options ? ` [${p.value.options.join(' | ')}]` : ''}`, p.sliceIds.join(' + ')]);
const kinds = (m: TeacherMaterial) => Object.fromEntries(Object.entries(m).map(([kind, pieces]) => [kind, (pieces as unknown[]).length]));

describe('a maths worksheet with its answer key on the last page', () => {
  const material = readTeacherMaterial(FRACTIONS_WORKSHEET);

  it('turns all eight questions into practice, each with the answer the key gives its number', () => {
    expect(questions(material.practice)).toEqual([
      ['1/2 + 1/4 = → 3/4', 'fractions-p1 + fractions-p3'],
      ['1/3 + 1/6 = → 1/2', 'fractions-p1 + fractions-p3'],
      ['2/5 + 1/10 = → 1/2', 'fractions-p1 + fractions-p3'],
      ['3/4 + 1/8 = → 7/8', 'fractions-p1 + fractions-p3'],
      ['Work out 2/3 + 1/4. Give your answer in its simplest form. → 11/12', 'fractions-p2 + fractions-p3'],
      ['Sam ate 1/4 of a pizza and Ali ate 3/8 of it. What fraction of the pizza did they eat altogether? → 5/8', 'fractions-p2 + fractions-p3'],
      ['Which is larger: 1/2 + 1/5 or 3/4? Explain how you know. → 3/4 (1/2 + 1/5 = 7/10, which is less than 3/4)', 'fractions-p2 + fractions-p3'],
      ['Find the missing number: 1/6 + ? = 1/2 → 1/3', 'fractions-p2 + fractions-p3'],
    ]);
  });

  it('leaves out the running head, the copyright foot, the name line and the blanks, and mends the broken word', () => {
    expect(material.keyPoints.map((p) => p.value)).toEqual(['To add fractions with different denominators, first write them with the same denominator.']);
    expect(kinds(material)).toEqual({ practice: 8, checks: 0, retrieval: 0, workedExamples: 0, texts: 0, keywords: 0, keyPoints: 1 });
  });

  it('is the outcome’s content, cited as the teacher’s upload with its pages', () => {
    const outcome: OutcomeRef = { code: 'AC9M7N08', statement: 'Add and subtract fractions, including those with unrelated denominators', framework: 'au-v9-math' };
    const content = teacherContent(FRACTIONS_WORKSHEET, outcome, { title: 'Adding fractions with unlike denominators', description: '', outcomes: [outcome] });
    expect(content?.source).toBe('Your upload: Adding fractions worksheet, pp. 1–3');
    expect(content?.practice[0]).toEqual({ prompt: '1/2 + 1/4 =', answer: '3/4', outcomeCode: 'AC9M7N08' });
    expect(content?.practice).toHaveLength(8);
  });
});

describe('a science reading with a glossary box', () => {
  const material = readTeacherMaterial(PHOTOSYNTHESIS_READING);

  it('makes the wrapped, hyphenated lines one text of two paragraphs, cited with its page', () => {
    expect(material.texts.map((t) => t.value)).toEqual([
      {
        title: 'How plants make food',
        body:
          'Plants make their own food by photosynthesis. In the leaves, a green pigment called chlorophyll traps energy from sunlight. The plant uses this energy to turn carbon dioxide from the air and water from the soil into glucose, a kind of sugar. Oxygen is given off as a waste product.\n\n' +
          'Glucose is used for energy and to build new cells. Some of it is stored as starch, which is why we can test a leaf for starch to see whether it has been photosynthesising.',
        source: 'Your upload: How plants make food, p. 1',
      },
    ]);
  });

  it('makes each line of the key-words box a keyword in the teacher’s words', () => {
    expect(material.keywords.map((k) => k.value)).toEqual([
      { term: 'chlorophyll', definition: 'the green pigment in leaves that traps light energy', source: { kind: 'teacher', ref: 'Your upload: How plants make food, p. 1' } },
      { term: 'stomata', definition: 'tiny holes on the underside of a leaf that let gases in and out', source: { kind: 'teacher', ref: 'Your upload: How plants make food, p. 1' } },
      { term: 'glucose', definition: 'a sugar made by photosynthesis', source: { kind: 'teacher', ref: 'Your upload: How plants make food, p. 1' } },
    ]);
  });

  it('makes the Remember bullets key points, and the questions practice that points to the teacher’s key, which the upload lacks', () => {
    expect(material.keyPoints.map((p) => p.value)).toEqual(['Photosynthesis needs light, water and carbon dioxide.', 'It makes glucose and oxygen.']);
    expect(questions(material.practice)).toEqual([
      ['What three things do plants need for photosynthesis? → See your answer key.', 'plants-p1'],
      ['Why do we test a leaf for starch? → See your answer key.', 'plants-p1'],
    ]);
  });
});

describe('history sources with questions and a mark scheme', () => {
  const material = readTeacherMaterial(SOMME_SOURCES);

  it('makes each source a text titled by its heading, its attribution first', () => {
    expect(material.texts.map((t) => [t.value.title, t.value.body.split('\n\n')[0], t.value.source, t.sliceIds.join()])).toEqual([
      ['Source A', 'A letter from Private Harry Morris to his mother, 3 July 1916.', 'Your upload: The Somme: sources, p. 1', 'somme-p1'],
      ['Source B', 'From the diary of General Sir Douglas Haig, 2 July 1916.', 'Your upload: The Somme: sources, p. 1', 'somme-p1'],
    ]);
  });

  it('answers from the mark scheme, a continuation line stays with its question, and the question the scheme skips is not answered for it', () => {
    expect(questions(material.practice)).toEqual([
      ['What does Source A tell us about the first day of the Battle of the Somme? (2 marks) → Any two from: the attack began at 7.30 am; the guns were very loud; most men did not reach the German wire.', 'somme-p2'],
      ['How far do Sources A and B agree about the first day? Use both sources in your answer. (4 marks) → Not in your answer key (question 2): supply the answer.', 'somme-p2'],
      ["Why might Haig's account differ from Harry Morris's? (4 marks) → Haig was far from the fighting and wanted the attack to go on; Morris saw his section cut down.", 'somme-p2'],
    ]);
  });
});

describe('a multiple-choice quiz with an answer line', () => {
  it('makes each question a check with its options, the key’s letter read as the option it names', () => {
    const material = readTeacherMaterial(PHOTOSYNTHESIS_QUIZ);
    expect(questions(material.checks)).toEqual([
      ['Which gas do plants take in for photosynthesis? → Carbon dioxide [Oxygen | Carbon dioxide | Nitrogen | Hydrogen]', 'quiz-s1'],
      ['Where in a plant cell does photosynthesis happen? → Chloroplast [Nucleus | Mitochondria | Cell wall | Chloroplast]', 'quiz-s1'],
      ['What is the green pigment in leaves called? → Chlorophyll [Chlorophyll | Glucose | Starch | Stomata]', 'quiz-s1'],
    ]);
    expect(material.practice).toEqual([]);
  });
});

describe('a worked-example sheet', () => {
  const material = readTeacherMaterial(EQUATIONS_EXAMPLES);

  it('makes each example a model with its steps, the answer from its answer line or its last step', () => {
    expect(material.workedExamples.map((w) => w.value)).toEqual([
      { problem: 'Solve 3x + 5 = 20', steps: ['Subtract 5 from both sides: 3x = 15', 'Divide both sides by 3: x = 5'], answer: 'x = 5' },
      { problem: 'Solve 2(x - 4) = 10', steps: ['Expand the bracket: 2x - 8 = 10', 'Add 8 to both sides: 2x = 18', 'Divide both sides by 2: x = 9'], answer: 'x = 9' },
    ]);
  });

  it('gives the bare equations the set’s instruction, and each its "Answer:" line; none is invented for the one without', () => {
    expect(questions(material.practice)).toEqual([
      ['Solve each equation: 4x + 3 = 19 → x = 4', 'equations-p1'],
      ['Solve each equation: 5x - 7 = 18 → x = 5', 'equations-p1'],
      ['Solve each equation: 3(x + 2) = 21 → See your answer key.', 'equations-p1'],
    ]);
  });
});

describe('other layouts', () => {
  it('reads a glossary table and a sentence that says what a word means', () => {
    const material = readTeacherMaterial(WATER_CYCLE_BOOKLET);
    expect(material.keywords.map((k) => [k.value.term, k.value.definition, k.value.source.ref])).toEqual([
      ['evaporation', 'When liquid water is heated and turns into water vapour', 'Your upload: Water cycle booklet'],
      ['condensation', 'When water vapour cools and turns back into liquid', 'Your upload: Water cycle booklet'],
      ['precipitation', 'Water falling from clouds as rain, snow, sleet or hail', 'Your upload: Water cycle booklet'],
      ['transpiration', 'The loss of water vapour from the leaves of plants.', 'Your upload: Water cycle booklet'],
    ]);
    expect(material.texts.map((t) => t.value.title)).toEqual(['The water cycle']);
  });

  it('takes a term’s glossary entry over a sentence that defines it in passing', () => {
    const slice: SliceRef = {
      id: 'leaf-p1',
      uploadId: 'leaf',
      uploadTitle: 'Leaves',
      title: 'Page 1',
      text: 'Chlorophyll is a substance that makes leaves look green.\nKey words\nchlorophyll – the green pigment that traps light energy\nxylem – tubes that carry water up the stem',
      citation: 'Leaves, p. 1',
      outcomeCodes: [],
    };
    expect(readTeacherMaterial([slice]).keywords.map((k) => [k.value.term, k.value.definition])).toEqual([
      ['chlorophyll', 'the green pigment that traps light energy'],
      ['xylem', 'tubes that carry water up the stem'],
    ]);
  });

  it('answers a question sheet from an upload that holds only its key', () => {
    expect(questions(readTeacherMaterial(ANGLES_SHEETS).practice)).toEqual([
      ['Two angles on a straight line are 120° and x. Find x. → 60°', 'angles-p1 + angles-key-p1'],
      ['Three angles on a straight line are 90°, 35° and y. Find y. → 55°', 'angles-p1 + angles-key-p1'],
    ]);
  });

  it('matches a key that names its sets to sections handed over out of order, parts and all', () => {
    const material = readTeacherMaterial(AREA_LESSON_SHEET);
    expect(questions(material.retrieval)).toEqual([
      ['What is 7 × 8? → 56', 'area-s1 + area-s4'],
      ['How many centimetres are in a metre? → 100', 'area-s1 + area-s4'],
    ]);
    expect(questions(material.practice)).toEqual([
      ['A rectangle is 6 cm long and 4 cm wide. Work out its area. → 24 cm²', 'area-s2 + area-s4'],
      ['A rectangle is 6 cm long and 4 cm wide. Work out its perimeter. → 20 cm', 'area-s2 + area-s4'],
      ['A square has sides of 5 cm. Work out its area. → 25 cm²', 'area-s2 + area-s4'],
    ]);
    expect(questions(material.checks)).toEqual([['True or false: a rectangle 3 cm by 4 cm has an area of 14 cm². → False (12 cm²)', 'area-s3 + area-s4']]);
  });

  it('keeps a poem’s lines', () => {
    const material = readTeacherMaterial(EAGLE_POEM);
    expect(material.texts.map((t) => t.value)).toEqual([
      {
        title: 'The Eagle',
        body: "by Alfred, Lord Tennyson\nHe clasps the crag with crooked hands;\nClose to the sun in lonely lands,\nRing'd with the azure world, he stands.\nThe wrinkled sea beneath him crawls;\nHe watches from his mountain walls,\nAnd like a thunderbolt he falls.",
        source: 'Your upload: Poetry booklet, p. 4',
      },
    ]);
    expect(material.practice.map((p) => p.value.prompt)).toEqual(['Which words in the first line begin with the same sound?', 'What is the eagle compared to in the last line?']);
  });

  it('joins a passage the page break cut mid-sentence, reads the word it defines, and takes no text from a recording', () => {
    const material = readTeacherMaterial(WW1_CAUSES);
    expect(material.texts.map((t) => [t.value.title, t.value.source, t.sliceIds.join(' + ')])).toEqual([
      ['Causes of the First World War', 'Your upload: Causes of the First World War, pp. 1–2', 'ww1-p1 + ww1-p2'],
    ]);
    expect(material.texts[0]!.value.body).toContain('Austria-Hungary blamed Serbia and declared war. Within weeks');
    expect(material.keywords.map((k) => [k.value.term, k.value.definition, k.value.source.ref])).toEqual([
      ['alliance', 'An agreement between countries to support each other in war.', 'Your upload: Causes of the First World War, p. 2'],
    ]);
    expect(material.keyPoints.map((p) => p.value)).toEqual([
      'Militarism, alliances, imperialism and nationalism are the long-term causes.',
      'The assassination in Sarajevo was the short-term trigger.',
    ]);
  });
});

describe('a textbook page and a slide', () => {
  it('reads an example under "Solution", an exercise numbered and lettered without stops, and the section’s prose as a text', () => {
    const material = readTeacherMaterial(TEXTBOOK_PAGE);
    expect(material.workedExamples.map((w) => w.value)).toEqual([
      { problem: 'Work out 2/3 + 1/4.', steps: ['The LCM of 3 and 4 is 12.', '2/3 = 8/12 and 1/4 = 3/12', 'So 2/3 + 1/4 = 11/12'], answer: '2/3 + 1/4 = 11/12' },
    ]);
    expect(questions(material.practice)).toEqual([
      ['Work out: 1/2 + 1/3 → See your answer key.', 'textbook-p45'],
      ['Work out: 1/4 + 1/6 → See your answer key.', 'textbook-p45'],
      ['Work out: 2/5 + 1/3 → See your answer key.', 'textbook-p45'],
      ['A recipe uses 1/3 cup of sugar and 1/4 cup of honey. How much is that altogether? → See your answer key.', 'textbook-p45'],
    ]);
    expect(material.texts.map((t) => [t.value.title, t.value.source])).toEqual([['3.2 Adding fractions', 'Your upload: Maths for Year 7, p. 45']]);
  });

  it('makes a slide’s bullet points key points', () => {
    expect(readTeacherMaterial(FRACTIONS_DECK).keyPoints.map((p) => [p.value, p.sliceIds.join()])).toEqual([
      ['The denominator tells us how many equal parts the whole is cut into', 'deck-3'],
      ['The numerator tells us how many of those parts we have', 'deck-3'],
    ]);
  });
});

describe('reading the parts of a file', () => {
  it('reads answer keys in the ways worksheets print them', () => {
    const key = (...lines: string[]) => keyEntries(lines).map((e) => `${e.set ? `${e.set}/` : ''}${e.number}${e.part ?? ''}=${e.text}`);
    expect(key('1. 24 2. 3/4 3. 0.75')).toEqual(['1=24', '2=3/4', '3=0.75']);
    expect(key('1 B 2 D 3 A')).toEqual(['1=B', '2=D', '3=A']);
    expect(key('1 2 2 5 3 10')).toEqual(['1=2', '2=5', '3=10']);
    expect(key('Q1 12 Q2 15')).toEqual(['1=12', '2=15']);
    expect(key('1. 12.5 kg 2. 7.30 am')).toEqual(['1=12.5 kg', '2=7.30 am']);
    expect(key('3 (a) 24 cm² (b) 20 cm', '4b) 12')).toEqual(['3a=24 cm²', '3b=20 cm', '4b=12']);
    expect(key('Question | Answer', '1 | 60°', '2b | 55°')).toEqual(['1=60°', '2b=55°']);
    expect(key('1. Any two from:', 'the guns were loud; men were killed.', '2. 1916')).toEqual(['1=Any two from: the guns were loud; men were killed.', '2=1916']);
    expect(key('Do now: 1. 56 2. 100', 'Practice', '1. 24')).toEqual(['do now/1=56', 'do now/2=100', 'practice/1=24']);
    expect(key('Any two from: 1 mark each')).toEqual([]);
  });

  it('tells a heading from a sentence that starts with the same word', () => {
    expect(cueHeading('Answers')).toEqual({ role: 'answers', text: 'Answers', inline: '' });
    expect(cueHeading('Answers: 1 B 2 D')).toEqual({ role: 'answers', text: 'Answers', inline: '1 B 2 D' });
    expect(cueHeading('Source A: a letter from the front')).toEqual({ role: 'text', text: 'Source A', inline: 'a letter from the front' });
    expect(cueHeading('Worked example 2')).toEqual({ role: 'example', text: 'Worked example 2', inline: '' });
    expect(cueHeading('Mark scheme')?.role).toBe('answers');
    expect(cueHeading('Key words')?.role).toBe('glossary');
    expect(cueHeading('Read the text below and answer the questions.')).toBeUndefined();
    expect(cueHeading('Part of the reason was fear')).toBeUndefined();
    expect(cueHeading('Question | Answer')).toBeUndefined();
  });

  it('reads a glossary line with a dash, a colon or a table bar, and no label as a term', () => {
    expect(termLine('photosynthesis – how plants make food')).toEqual({ term: 'photosynthesis', definition: 'how plants make food' });
    expect(termLine('Carbon dioxide: a gas plants take in')).toEqual({ term: 'carbon dioxide', definition: 'a gas plants take in' });
    expect(termLine('DNA | the molecule that carries genes')).toEqual({ term: 'DNA', definition: 'the molecule that carries genes' });
    expect(termLine('Stomata Tiny holes in a leaf', true)).toEqual({ term: 'stomata', definition: 'Tiny holes in a leaf' });
    expect(termLine('Stomata Tiny holes in a leaf')).toBeUndefined();
    expect(termLine('Name: ______ Class: ____')).toBeUndefined();
    expect(termLine('Step 1: subtract 5')).toBeUndefined();
    expect(termLine('x = 5 – so the answer is 5')).toBeUndefined();
  });

  it('finds a worked example’s answer in its last step without rewording it', () => {
    expect(finalAnswer(['Divide both sides by 3: x = 5'])).toBe('x = 5');
    expect(finalAnswer(['12 ÷ 3 = 4', '4 × 2 = 8', 'So 2/3 of 12 = 8'])).toBe('2/3 of 12 = 8');
    expect(finalAnswer(['3x = 15', 'x = 5'])).toBe('x = 5');
    expect(finalAnswer(['The area is 6 × 4 = 24 cm²'])).toBe('24 cm²');
  });

  it('reads options along a line only when their letters run in order', () => {
    expect(inlineOptions('Which is a prime? A) 4 B) 9 C) 7 D) 15')).toEqual({ before: 'Which is a prime?', options: ['4', '9', '7', '15'] });
    expect(inlineOptions('A) only one option here')).toBeUndefined();
    expect(inlineOptions('Plan B) is better than plan C)')).toBeUndefined();
  });

  it('counts a numbered line as a question when it asks or sets a task', () => {
    expect(readsAsQuestion('Two angles on a straight line are 120° and x. Find x.')).toBe(true);
    expect(readsAsQuestion('3/4 + 1/8 =')).toBe(true);
    expect(readsAsQuestion('The treaty was signed in 1919.')).toBe(false);
  });

  it('drops page furniture and mends lines pdftotext broke', () => {
    const pages = [
      ['Unit 4 · Rivers', 'Rivers shape the land.', '1'],
      ['Unit 4 · Rivers', 'Erosion wears away the banks.', '24', 'Page 2 of 2'],
    ];
    expect(withoutFurniture(pages, () => false)).toEqual([['Rivers shape the land.'], ['Erosion wears away the banks.', '24']]);
    expect(mendedLines(rawLines('A river carries sedi-\nment to the sea, where it is depo-\nsited in layers.'))).toEqual(['A river carries sediment to the sea, where it is deposited in layers.']);
    expect(mendedLines(rawLines('glossary words\nerosion – the wearing away of land by water\nmeander – a bend in a river'))).toEqual(['glossary words', 'erosion – the wearing away of land by water', 'meander – a bend in a river']);
  });

  it('names an upload’s pages as a teacher cites them', () => {
    expect(sourcesOf([...FRACTIONS_WORKSHEET.slice(0, 1), ...FRACTIONS_WORKSHEET.slice(2), ...WATER_CYCLE_BOOKLET])).toEqual([
      'Your upload: Adding fractions worksheet, pp. 1, 3',
      'Your upload: Water cycle booklet',
    ]);
  });
});

describe('relevance to the lesson', () => {
  const fractions: OutcomeRef = { code: 'AC9M7N08', statement: 'Add and subtract fractions, including those with unrelated denominators', framework: 'au-v9-math' };
  const volcano: SliceRef = {
    id: 'volcano-p1',
    uploadId: 'volcano',
    uploadTitle: 'Volcanoes',
    title: 'Volcanoes',
    text: 'Volcanoes erupt when magma rises through the crust.\n1. What is magma?',
    citation: 'Volcanoes, p. 1',
    outcomeCodes: [],
  };
  const lesson = { title: 'Adding fractions with unlike denominators', description: 'Practise adding fractions with different denominators', outcomes: [fractions] };

  it('takes nothing from a slice on another topic, and a page of bare sums from its upload’s topic', () => {
    const content = teacherContent([...FRACTIONS_WORKSHEET, volcano], fractions, lesson);
    expect(content?.practice.map((p) => p.prompt)).not.toContain('What is magma?');
    expect(content?.practice).toHaveLength(8);
  });

  it('has no content for an outcome none of the slices serves', () => {
    expect(teacherContent([volcano], fractions, lesson)).toBeUndefined();
  });

  it('gives each outcome the slices aligned to it', () => {
    const reading: OutcomeRef = { code: 'SCI7', statement: 'Describe how plants make food by photosynthesis', framework: 'x' };
    const slices = [...FRACTIONS_WORKSHEET.map((s) => ({ ...s, outcomeCodes: ['AC9M7N08'] })), ...PHOTOSYNTHESIS_READING.map((s) => ({ ...s, outcomeCodes: ['SCI7'] }))];
    const both = { title: 'Fractions and plants', description: '', outcomes: [fractions, reading] };
    expect(teacherContent(slices, reading, both)?.practice.map((p) => p.prompt)).toEqual(['What three things do plants need for photosynthesis?', 'Why do we test a leaf for starch?']);
    expect(teacherContent(slices, fractions, both)?.keywords).toEqual([]);
  });

  it('brings in the source a relevant question names', () => {
    const history: OutcomeRef = { code: 'HIST9', statement: 'The experience of soldiers on the Western Front', framework: 'x' };
    const content = teacherContent(SOMME_SOURCES, history, { title: 'The first day of the Somme', description: '', outcomes: [history] });
    expect(content?.texts.map((t) => t.title)).toEqual(['Source A', 'Source B']);
    expect(content?.source).toBe('Your upload: The Somme: sources, pp. 1–2');
  });
});

describe('slices used of slices relevant', () => {
  const outcome: OutcomeRef = { code: 'AC9M7N08', statement: 'Add and subtract fractions, including those with unrelated denominators', framework: 'au-v9-math', subject: 'Mathematics', levels: ['7'] };
  const brief: LessonBrief = {
    title: 'Adding fractions with unlike denominators',
    description: 'Practise adding fractions with different denominators',
    methodology: 'direct',
    yearLevel: 'Year 7',
    subject: 'Mathematics',
    durationMinutes: 60,
    outcomes: [outcome],
    slices: FRACTIONS_WORKSHEET,
    enhancementEnabled: true,
  };
  const plan = (practice: { prompt: string; answer: string }[]): LessonPlan => ({
    phases: [{ key: 'independent', title: 'Practice', minutes: 20, teacherActions: [], studentActions: [], resources: [], outcomeCodes: [outcome.code], practice }],
    successCriteria: [],
    keyVocabulary: [],
    differentiation: { support: [], extension: [], languageSupport: [] },
    provenance: { engine: 'offline', engineVersion: 'test', model: null, outcomeCodes: [outcome.code], sliceIds: [], generatedAt: '' },
  });

  it('counts a question page used when the plan asks its question, and the key page when it marks it with the key’s answer', () => {
    expect(slicesUsedOfRelevant(plan([]), brief)).toEqual({ used: 0, relevant: 3, unused: ['fractions-p1', 'fractions-p2', 'fractions-p3'] });
    expect(slicesUsedOfRelevant(plan([{ prompt: '1/2 + 1/4 =', answer: 'Supply the answer.' }]), brief)).toEqual({ used: 1, relevant: 3, unused: ['fractions-p2', 'fractions-p3'] });
    const both = plan([{ prompt: '1/2 + 1/4 =', answer: '3/4' }, { prompt: 'Find the missing number: 1/6 + ? = 1/2', answer: '1/3' }]);
    expect(slicesUsedOfRelevant(both, brief)).toEqual({ used: 3, relevant: 3, unused: [] });
    expect(sliceIdsUsedBy(both, brief.slices)).toEqual(['fractions-p1', 'fractions-p2', 'fractions-p3']);
  });

  it('puts the teacher’s material first among the sources, and a plan built on it uses every relevant slice', async () => {
    const context = { yearLevel: 'Year 7', grade: 7, subject: 'Mathematics', topic: brief.title, description: brief.description, seed: 'test' };
    const gathered = gatherContent(brief.outcomes, context, [teacherContentSource(brief.slices, brief.outcomes), ...CONTENT_SOURCES]);
    expect(gathered.sources[0]).toBe('Your upload: Adding fractions worksheet, pp. 1–3');
    expect(gathered.of(outcome).practice.slice(0, 2)).toEqual([
      { prompt: '1/2 + 1/4 =', answer: '3/4', outcomeCode: 'AC9M7N08' },
      { prompt: '1/3 + 1/6 =', answer: '1/2', outcomeCode: 'AC9M7N08' },
    ]);

    const generator = createOfflineGenerator({ now: () => new Date(0), sources: [teacherContentSource(brief.slices, brief.outcomes), ...CONTENT_SOURCES] });
    const built = await generator.generateLessonPlan(brief);
    expect(slicesUsedOfRelevant(built, brief)).toEqual({ used: 3, relevant: 3, unused: [] });
    const practice = built.phases.flatMap((p) => p.practice ?? []);
    expect(practice).toContainEqual({ prompt: '1/2 + 1/4 =', answer: '3/4', outcomeCode: 'AC9M7N08' });
    expect(built.phases.flatMap((p) => p.supply ?? []).filter((s) => /practice questions/.test(s))).toEqual([]);
  });
});
