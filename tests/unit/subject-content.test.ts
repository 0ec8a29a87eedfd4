import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import { subjectContent } from '../../server/generation/content/subjects/index.ts';
import { SUBJECT_SETS } from '../../server/generation/content/subjects/sets/index.ts';
import { BEES, RAILROAD, TREES } from '../../server/generation/content/subjects/sets/reading-passages.ts';
import { inferenceKs3 } from '../../server/generation/content/subjects/sets/inference.ts';
import { characters } from '../../server/generation/content/subjects/sets/characters.ts';
import { argumentWriting } from '../../server/generation/content/subjects/sets/argument-writing.ts';
import { rivers } from '../../server/generation/content/subjects/sets/rivers.ts';
import { readability, successCriteria } from '../../server/generation/text.ts';
import { criteriaProblems } from './helpers/outcome-english-oracle.ts';
import type { ContentContext } from '../../server/generation/content/index.ts';
import type { OutcomeContent, OutcomeRef } from '../../server/generation/types.ts';

const seeded = new Map(
  readSeedFiles()
    .flatMap(({ file }) => file.outcomes)
    .flatMap((o) => [
      [o.code, o],
      [o.shortCode, o],
    ]),
);

/** The outcome as a lesson receives it (server/curriculum/outcomes.ts findOutcomesByCodes). */
function outcome(code: string): OutcomeRef {
  const o = seeded.get(code);
  if (!o) throw new Error(`${code} is not in the seed`);
  return { code: o.code, shortCode: o.shortCode, statement: o.statement, framework: o.framework, subject: o.subject, strand: o.strand, levels: o.levels, elaborations: o.elaborations };
}

const context: ContentContext = { yearLevel: 'Year 9', grade: 9, subject: 'Science', topic: 'Chemical reactions', description: '', seed: 'test' };
const contentOf = (code: string, lesson: Pick<ContentContext, 'topic' | 'description'> = context): OutcomeContent => {
  const content = subjectContent(outcome(code), { ...context, ...lesson });
  if (!content) throw new Error(`no content for ${code}`);
  return content;
};

/** Atoms in one side of a symbol equation: "2H₂ + O₂" → { H: 4, O: 2 }. */
function atoms(side: string): Record<string, number> {
  const count: Record<string, number> = {};
  const digits = (s: string) => Number(s.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080)) || '1');
  for (const term of side.split('+').map((t) => t.trim())) {
    const [, coefficient = '1', formula = ''] = /^(\d*)(.*)$/.exec(term)!;
    for (const [, element, n = ''] of formula.matchAll(/([A-Z][a-z]?)([₀-₉]*)/g)) {
      count[element!] = (count[element!] ?? 0) + Number(coefficient || '1') * digits(n);
    }
  }
  return count;
}

describe('reviewed subject sets', () => {
  it('are written for outcomes that exist in the seed, each code in one set only', () => {
    const seen = new Set<string>();
    for (const set of SUBJECT_SETS.filter((s) => !s.topicWords)) {
      for (const code of set.codes) expect(seeded.has(code), `${set.id}: ${code}`).toBe(true);
      for (const code of new Set(set.codes.map((c) => seeded.get(c)!.code))) {
        expect(seen.has(code), code).toBe(false);
        seen.add(code);
      }
    }
    expect(seen.size).toBe(39);
  });

  it('written for a topic within an outcome, name their topic words and share none of them on a code', () => {
    const seen = new Set<string>();
    const topical = SUBJECT_SETS.filter((s) => s.topicWords);
    expect(topical.map((s) => s.id)).toEqual(['rivers']);
    for (const set of topical) {
      expect(set.topicWords!.length, set.id).toBeGreaterThan(0);
      for (const code of set.codes) {
        expect(seeded.has(code), `${set.id}: ${code}`).toBe(true);
        for (const word of set.topicWords!) {
          expect(seen.has(`${seeded.get(code)!.code} ${word}`), `${code} ${word}`).toBe(false);
          seen.add(`${seeded.get(code)!.code} ${word}`);
        }
      }
    }
  });

  it('written for a topic, say in good English what students learn of the outcome (the criteria oracle passes it)', () => {
    for (const set of SUBJECT_SETS.filter((s) => s.topicWords)) expect(set.focus, set.id).toBeDefined();
    for (const set of SUBJECT_SETS.filter((s) => s.focus)) expect(criteriaProblems(set.focus!, successCriteria(set.focus!)), set.id).toEqual([]);
  });

  it('name a source for every fact and misconception', () => {
    for (const set of SUBJECT_SETS) {
      for (const fact of set.keyPoints) expect(set.sources, `${set.id}: ${fact.text}`).toHaveProperty(fact.source);
      for (const m of set.misconceptions) expect(m.source.length, m.misconception).toBeGreaterThan(20);
    }
  });

  it.each(SUBJECT_SETS.flatMap((set) => set.codes.filter((c) => c === seeded.get(c)?.code).map((code) => [set.id, code])))(
    '%s gives %s content with an answer for every check and practice item',
    (id, code) => {
      // A set written for a topic is chosen for a lesson that names it.
      const topicWord = SUBJECT_SETS.find((s) => s.id === id)!.topicWords?.[0];
      const content = contentOf(code, topicWord ? { topic: topicWord, description: '' } : context);
      expect(content.outcomeCode).toBe(code);
      expect(content.source).toContain('Teachkit reviewed subject set');
      expect(content.keyPoints.length).toBeGreaterThanOrEqual(3);
      expect(content.misconceptions.length).toBeGreaterThanOrEqual(1);
      expect(content.workedExamples.length).toBeGreaterThanOrEqual(1);
      expect(content.practice.length).toBeGreaterThanOrEqual(3);
      for (const item of [...content.checks, ...content.practice, ...content.retrieval]) {
        expect(item.answer.trim().length, item.prompt).toBeGreaterThan(0);
        expect(item.outcomeCode).toBe(code);
        if (item.options) expect(item.options, item.prompt).toContain(item.answer);
      }
      for (const w of content.workedExamples) expect(w.answer.trim().length, w.problem).toBeGreaterThan(0);
      for (const k of content.keywords) expect(k.definition.length, k.term).toBeGreaterThan(10);
    },
  );
});

describe('Year 9 chemical reactions (ACSSU178, ACSSU179; KS3 chemistry)', () => {
  const mass = contentOf('ACSSU178');

  it('works a word equation, a balancing and a conservation-of-mass calculation to their answers', () => {
    expect(mass.workedExamples.map((w) => w.answer)).toEqual([
      'magnesium + oxygen → magnesium oxide',
      '2Mg + O₂ → 2MgO',
      '1.6 g of oxygen',
      '4.4 g of carbon dioxide',
    ]);
    expect(mass.practice.find((p) => p.prompt.includes('12 g of carbon'))?.answer).toBe('44 g − 12 g = 32 g of oxygen');
  });

  it('balances every symbol equation it teaches', () => {
    const science = ['ACSSU178', 'ACSSU179', 'NC-SC-KS3-REACTANTS-PRODUCTS-PHOTOSYNTHESIS-WORD-SUMMARY'].map((code) => contentOf(code));
    const equations = science
      .flatMap((c) => [...c.workedExamples, ...c.practice])
      .map((item) => item.answer)
      .flatMap((text) => [...text.matchAll(/(\d?[A-Z][A-Za-z₀-₉]*(?: \+ \d?[A-Z][A-Za-z₀-₉]*)*) → (\d?[A-Z][A-Za-z₀-₉]*(?: \+ \d?[A-Z][A-Za-z₀-₉]*)*)/g)]);
    expect(equations.map((m) => m[0])).toEqual([
      '2Mg + O₂ → 2MgO',
      '2H₂ + O₂ → 2H₂O',
      'CH₄ + 2O₂ → CO₂ + 2H₂O',
      'CH₄ + 2O₂ → CO₂ + 2H₂O',
      '6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂',
    ]);
    for (const [whole, left, right] of equations) expect(atoms(left!), whole).toEqual(atoms(right!));
    expect(atoms('6CO₂ + 6H₂O')).toEqual({ C: 6, O: 18, H: 12 });
  });

  it('answers the “mass disappears when a gas escapes” misconception and plans a practical with materials and safety', () => {
    expect(mass.misconceptions[0]!.misconception).toContain('disappears');
    expect(mass.misconceptions[0]!.response).toContain('capped plastic drinks bottle');
    expect(mass.checks.map((c) => c.answer).slice(0, 2)).toEqual(['It goes down', 'It stays the same']);
    expect(mass.activities.join(' ')).toContain('magnesium ribbon');
    expect(mass.materials.join(' ')).toContain('Crucible with lid');
    expect(mass.safety[0]).toBe('Eye protection for everyone throughout.');
    expect(mass.keywords.map((k) => k.term)).toContain('conservation of mass');
  });

  it('defines its words in fuller scientific language for a secondary class, and keeps the plainer sentence for a younger one', () => {
    const reactant = (grade: number) => subjectContent(outcome('ACSSU178'), { ...context, grade })!.keywords.find((k) => k.term === 'reactant')!;
    expect(reactant(9)).toEqual({
      term: 'reactant',
      definition: 'A substance present at the start of a chemical reaction, whose atoms are rearranged to form the products; reactants are written to the left of the arrow.',
      source: { kind: 'subject', ref: 'Chemical reactions and conservation of mass' },
    });
    expect(reactant(5).definition).toBe('A substance you start with in a chemical reaction.');
  });

  it('serves the England KS3 chemistry statements with the same content', () => {
    expect(contentOf('NC-SC-KS3-CONSERVATION-MASS-CHANGES-STATE-CHEMICAL').workedExamples[2]!.answer).toBe('1.6 g of oxygen');
    expect(contentOf('NC-SC-KS3-COMBUSTION-THERMAL-DECOMPOSITION-OXIDATION-DISPLACEMENT').practice[0]!.answer).toBe('sodium chloride + water');
  });
});

describe('KS3 history: Britain, 1745–1901', () => {
  const history = contentOf('NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE');

  it('gives dated key points, an original text and source questions with marking points', () => {
    expect(history.keyPoints.filter((p) => /^1[78]\d\d/.test(p))).toHaveLength(12);
    expect(history.keyPoints).toContain('1832: the Great Reform Act gives the vote to more middle-class men and removes “rotten boroughs”; most men still cannot vote.');
    expect(history.texts[0]!.title).toBe('A changing country, 1745–1901');
    expect(history.texts[0]!.source).toContain('Teachkit original text');
    expect(history.workedExamples[0]!.problem).toContain('Macaulay');
    expect(history.practice.filter((p) => p.answer.startsWith('Marking points'))).toHaveLength(3);
    expect(history.misconceptions.map((m) => m.misconception)).toContain('Britain abolished slavery in 1807.');
  });
});

describe('KS3 and Years 7–9 biology', () => {
  it('answers “plants get their food from the soil” and gives the energy-flow arithmetic', () => {
    const plants = contentOf('NC-SC-KS3-PLANTS-CARBOHYDRATES-LEAVES-PHOTOSYNTHESIS-GAINING');
    expect(plants.misconceptions[0]!.misconception).toBe('Plants get their food from the soil through their roots.');
    expect(plants.checks[0]!.answer).toBe('Carbon dioxide from the air');
    expect(plants.safety).toContain('Ethanol is highly flammable: no Bunsen burners or naked flames in the room while it is out; heat it only in a beaker of hot water from a kettle.');
    expect(contentOf('ACSSU176').workedExamples[1]!.answer).toBe('About 1 000 kJ reaches the rabbits and about 100 kJ the foxes.');
  });
});

describe('KS3 and Year 8 geography: rivers and river landforms', () => {
  const physical = 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY';

  it('is chosen for a lesson on rivers within the broad physical geography outcome', () => {
    const content = contentOf(physical, { topic: 'How do rivers shape the land?', description: '' });
    expect(content.source).toContain('Teachkit reviewed subject set: Rivers and river landforms');
    expect(content.keyPoints).toContain(
      'A waterfall forms where a band of hard rock lies over softer rock: the soft rock is eroded faster and undercut, leaving an overhang of hard rock that collapses; each collapse moves the waterfall upstream, leaving a steep-sided gorge.',
    );
    expect(content.misconceptions[0]!.misconception).toBe('Rivers flow fastest in their upper course, near the source in the mountains.');
    expect(content.misconceptions[0]!.source).toBe('Leopold, L. B. (1953). Downstream change of velocity in rivers. American Journal of Science, 251, 606–624.');
    expect(content.workedExamples[0]!.problem).toBe('Explain how a waterfall forms and retreats to make a gorge. Use High Force on the River Tees as your example.');
    expect(content.checks[0]!.answer).toBe('Abrasion by the load the river carries');
    // The map extract is the teacher's to bring, and the optional fieldwork carries its own safety instructions.
    expect(content.materials).toContain('An Ordnance Survey map extract of a river valley (you supply)');
    expect(content.activities.find((a) => a.startsWith('Fieldwork (optional)'))).toContain('covered by your school’s risk assessment');
  });

  it('is chosen by a word the description names, and for the Australian Year 8 landforms outcome', () => {
    expect(contentOf(physical, { topic: 'Physical landscapes of the UK', description: 'Fieldwork on meanders at a local stream.' }).practice[0]!.answer).toBe('Attrition');
    expect(contentOf('ACHGK050', { topic: 'Landforms: a waterfall case study', description: '' }).keywords.map((k) => k.term)).toContain('waterfall');
  });

  it('is not chosen for another topic on the same outcome, which gets what the outcome has without it', () => {
    expect(subjectContent(outcome(physical), { ...context, topic: 'Plate tectonics', description: 'Why do earthquakes happen where they do?' })).toBeUndefined();
    expect(subjectContent(outcome(physical), { ...context, topic: 'Riverside towns', description: '' })).toBeUndefined();
    expect(subjectContent(outcome(physical), { ...context, topic: 'Coastal flooding', description: 'Storm surges on the east coast.' })).toBeUndefined();
  });

  it('gives an original text pitched at Year 8 (Flesch–Kincaid grade 6 to 8) of 250 to 350 words', () => {
    const { gradeLevel } = readability(rivers.texts[0]!.body);
    expect(gradeLevel).toBeGreaterThanOrEqual(6);
    expect(gradeLevel).toBeLessThanOrEqual(8);
    const words = rivers.texts[0]!.body.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(350);
  });
});

describe('Year 6 HASS: Australian democracy', () => {
  it('corrects the belief that the 1967 referendum gave the vote', () => {
    const content = contentOf('ACHASSK135');
    expect(content.misconceptions[0]!.response).toContain('gained the federal vote in 1962');
    expect(content.practice[0]!.answer).toBe('1962');
    expect(content.checks[0]!.answer).toBe('Counted Aboriginal and Torres Strait Islander people in the census');
  });
});

describe('Grade 5 informational reading (RI.5.1, RI.5.2, RI.5.3, RI.5.8)', () => {
  it.each([BEES, RAILROAD, TREES])('“$title” reads at Flesch–Kincaid grade 4 to 6', (text) => {
    const { gradeLevel } = readability(text.body);
    expect(gradeLevel).toBeGreaterThanOrEqual(4);
    expect(gradeLevel).toBeLessThanOrEqual(6);
  });

  it.each(['RI.5.1', 'RI.5.2', 'RI.5.3', 'RI.5.8', 'NC-EN-KS3-INFERENCES-REFERRING-EVIDENCE-TEXT', 'RL.3.3', 'W.8.1'])('%s answers quote the passage word for word', (code) => {
    const content = contentOf(code);
    const passages = content.texts.map((t) => t.body).join('\n');
    const answers = [...content.checks, ...content.practice].map((c) => c.answer).concat(content.workedExamples.map((w) => w.answer));
    const quotes = answers.flatMap((a) => [...a.matchAll(/“([^”]+)”/g)].map((m) => m[1]!.replace(/[,.!?]$/, '')));
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    for (const quote of quotes) expect(passages, quote).toContain(quote);
  });
});

describe('texts for literature and writing lessons', () => {
  it('gives a Grade 3 story pitched at Flesch–Kincaid grade 2 to 4', () => {
    const { gradeLevel } = readability(characters.texts[0]!.body);
    expect(gradeLevel).toBeGreaterThanOrEqual(2);
    expect(gradeLevel).toBeLessThanOrEqual(4);
  });

  it('gives a Grade 8 model argument pitched at Flesch–Kincaid grade 7 to 9', () => {
    const { gradeLevel } = readability(argumentWriting.texts[0]!.body);
    expect(gradeLevel).toBeGreaterThanOrEqual(7);
    expect(gradeLevel).toBeLessThanOrEqual(9);
  });

  it('gives a story pitched at KS3 (Flesch–Kincaid grade 6 to 8)', () => {
    const { gradeLevel } = readability(inferenceKs3.texts[0]!.body);
    expect(gradeLevel).toBeGreaterThanOrEqual(6);
    expect(gradeLevel).toBeLessThanOrEqual(8);
  });
});

describe('KS3 computing: sorting and searching', () => {
  it('works a bubble sort and a binary search to their answers', () => {
    const content = contentOf('NC-CO-KS3-SEVERAL-KEY-ALGORITHMS-REFLECT-COMPUTATIONAL');
    expect(content.workedExamples.map((w) => w.answer)).toEqual(['[1, 3, 5, 8]', '23 is at position 6; 3 items are checked.']);
    expect(content.practice[1]!.answer).toBe('[2, 4, 1, 3, 7]');
    expect(content.practice[3]!.answer).toMatch(/^7 /);
  });
});

describe('Digital Technologies algorithms (AU v9)', () => {
  it('traces an algorithm to its output', () => {
    const trace = contentOf('AC9TDI8P06').workedExamples[0]!;
    expect(trace.problem).toContain('WHILE count ≤ 4');
    expect(trace.answer).toBe('Output: 6');
    expect(contentOf('AC9TDI6P02').practice[1]!.answer).toBe('catch the bus (5 < 2 and 5 < 5 are both false)');
  });

  it('adds the ACARA elaborations as further activities', () => {
    expect(contentOf('AC9TDI6P02').activities).toContain(
      'Modelling a decision that has more than 2 options to select the next step, for example selecting transport IF distance is less than 2 km THEN walk, ELSE IF the distance is less than 5 km THEN ride a bike, ELSE catch the bus.',
    );
  });
});

describe('content from the curriculum’s own elaborations and examples', () => {
  it('turns ACARA elaborations into activities for an outcome without a reviewed set', () => {
    const content = contentOf('AC9TDI8P04');
    expect(content.source).toBe('ACARA content elaborations, Australian Curriculum v9.0 (CC BY 4.0)');
    expect(content.activities[0]).toBe(
      'Framing a problem in terms of what we know, why it is important and the outcome we want, for example matching the items in your fridge to possible recipes to reduce food waste.',
    );
    expect(content.practice).toEqual([]);
  });

  it('gives an England statement’s bracketed examples as a key point', () => {
    expect(contentOf('NC-AD-KS2-IMPROVE-MASTERY-ART-DESIGN-TECHNIQUES').keyPoints).toEqual(['Examples the curriculum gives: pencil, charcoal, paint, clay.']);
  });

  it('gives nothing for mathematics, for cross-references, or where the curriculum has no elaborations', () => {
    expect(subjectContent(outcome('AC9M7M03'), context)).toBeUndefined();
    expect(subjectContent(outcome('CCSS.ELA-Literacy.W.5.4'), context)).toBeUndefined();
    expect(subjectContent(outcome('ACSSU175'), context)).toBeUndefined();
  });
});
