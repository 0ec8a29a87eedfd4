import { describe, expect, it } from 'vitest';
import type { SeedOutcome } from '../../server/curriculum/types.ts';
import type { LessonPhase, LessonPlan } from '../../server/generation/types.ts';
import { loadSeedOutcomes } from '../../scripts/quality/curriculum.ts';
import { curriculumExamples } from '../../scripts/quality/examples.ts';
import { familyOf } from '../../scripts/quality/families.ts';
import { criterionFaults, cutCriterion, onTopicCriterion } from '../../scripts/quality/criterion-faults.ts';
import { foldForMatching, itemUsed, onlyEchoed } from '../../scripts/quality/items.ts';
import { figuresOf, mathsFindings, measurePlan, shapeFindings, supplyCount } from '../../scripts/quality/measure.ts';
import { checkIdea, loadPools, type Idea } from '../../scripts/quality/pools.ts';
import { seededRandom } from '../../scripts/quality/random.ts';
import { drawOutcomes, sampleBriefs, type NamedItem, type SampledBrief } from '../../scripts/quality/sample.ts';

const phase = (over: Partial<LessonPhase> = {}): LessonPhase => ({
  key: 'main',
  title: 'Main activity',
  minutes: 20,
  teacherActions: [],
  studentActions: [],
  resources: [],
  outcomeCodes: ['ACPMP061'],
  ...over,
});

const plan = (over: Partial<LessonPlan> = {}): LessonPlan => ({
  phases: [phase()],
  successCriteria: [],
  keyVocabulary: [],
  differentiation: { support: [], extension: [], languageSupport: [] },
  provenance: { engine: 'offline', engineVersion: '2', model: null, outcomeCodes: ['ACPMP061'], sliceIds: [], generatedAt: '2026-11-23T09:00:00Z' },
  ...over,
});

const item = (text: string, kind: NamedItem['kind'] = 'example', also: string[] = []): NamedItem => ({ kind, text, also });
const saying = (...studentActions: string[]) => plan({ phases: [phase({ studentActions })] });

describe('named items used', () => {
  it('counts an item only where a phase teaches it, not in summaries or supply notes', () => {
    const lionAndMouse = item('The Lion and the Mouse', 'text');
    const summaries = plan({
      keyVocabulary: ['The Lion and the Mouse'],
      keywords: [{ term: 'The Lion and the Mouse', definition: 'A fable by Aesop.', source: { kind: 'teacher', ref: 'brief' } }],
      contentSources: ['The Lion and the Mouse (Aesop)'],
      learningOutcome: 'We are learning what The Lion and the Mouse teaches.',
      phases: [phase({ supply: ['Supply a copy of The Lion and the Mouse.'] })],
    });
    expect(itemUsed(lionAndMouse, summaries)).toBe(false);
    expect(itemUsed(lionAndMouse, saying('Read The Lion and the Mouse with a partner.'))).toBe(true);
    expect(itemUsed(lionAndMouse, plan({ exitCheck: [{ prompt: 'What does the lion learn in the lion and the mouse?', answer: 'Small friends can help.' }] }))).toBe(true);
  });

  it('lets the last word be inflected, and only the last', () => {
    expect(itemUsed(item('fraction strip'), saying('Fold the fraction strips into eighths.'))).toBe(true);
    expect(itemUsed(item('beanbags'), saying('Throw the beanbag to a partner.'))).toBe(true);
    expect(itemUsed(item('clap the syllable'), saying('Clapping the syllables is fun.'))).toBe(false);
    expect(itemUsed(item('fraction strips'), saying('Use fractions strip cards.'))).toBe(false);
  });

  it('matches numbers however they are typeset, and only whole', () => {
    expect(itemUsed(item('342 × 6', 'numbers'), saying('Work out 342 x 6 with the area model.'))).toBe(true);
    expect(itemUsed(item('12 − 4', 'numbers'), saying('12-4 = 8'))).toBe(true);
    expect(itemUsed(item('4,507', 'numbers'), saying('Round 4507 to the nearest hundred.'))).toBe(true);
    expect(itemUsed(item('x² + 5x + 6', 'numbers', ['x^2 + 5x + 6']), saying('Factorise x^2+5x+6.'))).toBe(true);
    expect(itemUsed(item('$50', 'numbers'), saying('Spend $500 on the party.'))).toBe(false);
    expect(foldForMatching('3/4 = 6/8 and 2 × (4 + 1)')).toBe('3/4=6/8 and 2×(4+1)');
  });

  it('needs whole words in spaced scripts and none in Chinese and Japanese', () => {
    expect(itemUsed(item('ao', 'words'), saying('The room was chaos.'))).toBe(false);
    expect(itemUsed(item('ao', 'words'), saying('Say "ao" for blue.'))).toBe(true);
    expect(itemUsed(item('nǐ hǎo', 'words', ['你好']), saying('老师说：你好！'))).toBe(true);
    expect(itemUsed(item("je m'appelle", 'words'), saying('Students say “Je m’appelle Sam”.'))).toBe(true);
  });

  it('reports an item found only where the plan pastes the description or the title', () => {
    const brief = { title: 'Comparing news articles', description: 'Comparing two news articles about a new skate park with an opinion column on it.' };
    const pasted = saying('The investigation: comparing two news articles about a new skate park with an opinion column on it');
    expect(itemUsed(item('opinion column', 'text'), pasted)).toBe(true);
    expect(onlyEchoed(item('opinion column', 'text'), pasted, brief)).toBe(true);
    expect(onlyEchoed(item('opinion column', 'text'), saying('Read the opinion column aloud and mark its claims.'), brief)).toBe(false);
    expect(onlyEchoed(item('news articles', 'text'), saying('Answer three questions on comparing news articles.'), brief)).toBe(true);
    expect(onlyEchoed(item('Pompeii', 'case-study'), saying('Study Pompeii.'), { title: 'Pompeii', description: '' })).toBe(false);
  });
});

describe('"Supply" count', () => {
  it('counts every supply line and each empty slot the plan asks the teacher to fill', () => {
    const p = plan({
      phases: [phase({ supply: ['Supply a text.', 'Supply 4 practice questions.'] }), phase({ supply: ['Supply a picture.'] })],
      contentSupply: { keyLearningPoints: 'Supply the key points.', misconceptions: 'Supply a misconception.' },
      misconceptions: [{ misconception: 'Heavier things fall faster.', response: 'Drop two balls.', source: 'Teacher' }],
    });
    expect(supplyCount(p)).toBe(4);
  });
});

describe('criteria', () => {
  it('finds a criterion cut mid-phrase', () => {
    expect(cutCriterion('I can ask and answer such questions as who')).toBe(true);
    expect(cutCriterion('I can compare fractions such as')).toBe(true);
    expect(cutCriterion('I can name the parts of a plant (roots, stem')).toBe(true);
    expect(cutCriterion('I can apply grade 7 Reading standards to literary nonfiction (e.g')).toBe(true);
    expect(cutCriterion('I can investigate how products evolve and how competing factors')).toBe(true);
    expect(cutCriterion('I can explain how rivers shape the land')).toBe(false);
    expect(cutCriterion('I can explain where food comes from')).toBe(false);
    expect(cutCriterion('I can express the length of a 4 ft snake as 48 in')).toBe(false);
  });

  it('finds a criterion over 30 words', () => {
    const long = `I can ${'name '.repeat(29).trim()}`;
    expect(criterionFaults(long, { title: 'Naming', description: '' }, 'Name things.')).toEqual(['long']);
  });

  it('keeps criteria to the clauses of the outcome the brief addresses', () => {
    const brief = { title: 'Earthquakes', description: 'The 2011 Tohoku earthquake as a case study, with a map of plate boundaries.' };
    const statement =
      'Understand the key processes in physical geography relating to: geological time, plate tectonics, rocks, weathering and soils; weather and climate; and glaciation, hydrology and coasts.';
    expect(onTopicCriterion('I can explain weather and climate, glaciation, hydrology and coasts', brief, statement)).toBe(false);
    expect(onTopicCriterion('I can explain how plate tectonics shape the land', brief, statement)).toBe(true);
    expect(onTopicCriterion('I can describe what happened in Japan in 2011 during the earthquake', brief, statement)).toBe(true);
    // A brief that addresses no clause leaves the whole statement in scope.
    expect(onTopicCriterion('I can explain weather and climate', { title: 'Revision', description: '' }, statement)).toBe(true);
    expect(onTopicCriterion('I can run, hop and skip', { title: 'Running, hopping and skipping', description: '' }, 'Test possible solutions to movement challenges through trial and error')).toBe(true);
  });
});

describe('shape fit', () => {
  const pe = { settings: ['movement' as const], items: [] };

  it('finds the desk template and the missing warm-up, cool-down and safety in a PE lesson', () => {
    const desk = plan({
      phases: [phase({ teacherActions: ['Model the worked example of a chest pass.'], studentActions: ['Write each answer in their books.'], supply: ['Supply 4 practice questions on passing.'] })],
    });
    expect(shapeFindings(pe, desk)).toEqual([
      'desk template "worked example": "Model the worked example of a chest pass."',
      'desk template "Write each answer": "Write each answer in their books."',
      'desk template "Supply 4 practice questions": "Supply 4 practice questions on passing."',
      'movement: no warm-up',
      'movement: no cool-down',
      'movement: no safety',
    ]);
  });

  it('accepts a PE lesson with a warm-up, a cool-down and safety and no desk work', () => {
    const oval = plan({
      phases: [
        phase({ title: 'Warm-up', studentActions: ['Jog two laps of the oval, then dynamic stretches.'] }),
        phase({ title: 'Modified game', studentActions: ['Play 3v3 with the no-contact rule.'], safety: ['Check the oval for holes and glass.'] }),
        phase({ title: 'Cool-down', studentActions: ['Walk a lap and stretch.'] }),
      ],
    });
    expect(shapeFindings(pe, oval)).toEqual([]);
  });

  it('finds written definitions in an early-years lesson', () => {
    const p = plan({
      phases: [phase({ studentActions: ['Play a rhyming game with picture cards.'], check: [{ prompt: "What does 'phoneme' mean?", answer: 'A sound.' }] })],
    });
    expect(shapeFindings({ settings: ['early-years'], items: [] }, p)).toEqual([`written definition for early years: "What does 'phoneme' mean?"`]);
  });

  it('needs target-language words in a languages lesson and safety in a practical', () => {
    const words = { settings: ['languages' as const], items: [item('bonjour', 'words'), item('salut', 'words')] };
    expect(shapeFindings(words, saying('Greet a partner.'))).toEqual(['languages: none of the target-language words']);
    expect(shapeFindings(words, saying('Greet a partner with bonjour.'))).toEqual([]);
    const kitchen = { settings: ['practical' as const], items: [item('digital scales', 'equipment')] };
    expect(shapeFindings(kitchen, plan({ phases: [phase({ resources: ['Digital scales'] })] }))).toEqual(['practical: no safety or hygiene']);
  });
});

describe('maths', () => {
  const worked = { problem: '342 × 6', steps: ['300 × 6 = 1800', '42 × 6 = 252'], answer: '2052' };
  const code = '4.NBT.B.5';

  it('needs a worked example and practice, every item answered', () => {
    const complete = plan({ phases: [phase({ outcomeCodes: [code], workedExample: worked, practice: [{ prompt: '27 × 14', answer: '378' }] })] });
    expect(mathsFindings(complete, code)).toEqual([]);
    const unanswered = plan({ phases: [phase({ outcomeCodes: [code], workedExample: worked, practice: [{ prompt: '27 × 14', answer: ' ' }] })] });
    expect(mathsFindings(unanswered, code)).toEqual(['practice without answers']);
    expect(mathsFindings(plan({ phases: [phase({ outcomeCodes: [code] })] }), code)).toEqual(['no worked example', 'no practice']);
  });
});

describe('figures', () => {
  it('adds the sample up: items used, mean supply, faulty criteria, shape failures, maths', () => {
    const sampled = (over: Partial<SampledBrief>): SampledBrief => ({
      brief: {
        title: 'Netball passing',
        description: 'Chest pass and bounce pass in threes.',
        methodology: 'direct',
        yearLevel: 'Year 5',
        subject: 'PE',
        durationMinutes: 60,
        outcomes: [{ code: 'ACPMP061', framework: 'au-v8', statement: 'Practise specialised movement skills and apply them in a variety of movement sequences and situations' }],
        slices: [],
      },
      family: 'health-pe',
      area: 'pe',
      band: 'primary',
      grade: 5,
      items: [item('chest pass', 'activity'), item('bounce pass', 'activity')],
      settings: [],
      maths: false,
      ...over,
    });
    const used = measurePlan(sampled({}), plan({ phases: [phase({ studentActions: ['Chest pass in threes.'], supply: ['Supply cones.'] })] }));
    const maths = measurePlan(sampled({ maths: true, settings: ['movement'] }), plan({ successCriteria: [{ text: 'I can pass such as', outcomeCode: 'ACPMP061', bloomLevel: 'apply' }] }));
    const figures = figuresOf([used, maths]);
    expect(figures.itemsUsed).toEqual({ value: 0.25, count: 1, total: 4 });
    expect(figures.meanSupply).toEqual({ value: 0.5, count: 1, total: 2 });
    expect(figures.criteriaFaults).toEqual({ value: 1, count: 1, total: 1 });
    expect(figures.shapeFailures).toEqual({ value: 1, count: 1, total: 1 });
    expect(figures.mathsComplete).toEqual({ value: 0, count: 0, total: 1 });
  });
});

describe('the sampled briefs', () => {
  const outcomes = loadSeedOutcomes();
  const pools = loadPools();

  it('draws every framework × family cell first, then the rest', () => {
    const fake = (framework: string, learningArea: string, n: number): SeedOutcome => ({
      code: `${framework}-${learningArea}-${n}`,
      shortCode: `${n}`,
      framework,
      learningArea,
      subject: learningArea,
      strand: '',
      substrand: '',
      levels: ['5'],
      levelLabel: 'Year 5',
      statement: 'Do something.',
      parentCode: null,
      sourceId: '',
      elaborations: [],
    });
    const seed = ['au-v8', 'en-nc'].flatMap((f) => ['Mathematics', 'Science', 'English'].flatMap((a) => [1, 2, 3].map((n) => fake(f, a, n))));
    const drawn = drawOutcomes(seed, 6, seededRandom(1));
    expect(new Set(drawn.map((o) => `${o.framework} ${familyOf(o)}`)).size).toBe(6);
    expect(new Set(drawOutcomes(seed, 18, seededRandom(1)).map((o) => o.code)).size).toBe(18);
  });

  it('is the same for the same seed, covers every framework and family, and names its items in the description', () => {
    const sample = sampleBriefs(outcomes, pools, { seed: 23, size: 60 });
    expect(sampleBriefs(outcomes, pools, { seed: 23, size: 60 }).map((s) => s.brief)).toEqual(sample.map((s) => s.brief));
    expect(sampleBriefs(outcomes, pools, { seed: 24, size: 60 }).map((s) => s.brief.outcomes[0]!.code)).not.toEqual(sample.map((s) => s.brief.outcomes[0]!.code));
    const cells = new Set(outcomes.filter((o) => o.levels.length <= 6).map((o) => `${o.framework} ${familyOf(o)}`));
    expect(new Set(sample.map((s) => `${s.brief.outcomes[0]!.framework} ${s.family}`))).toEqual(cells);
    for (const s of sample) {
      expect(s.items.length).toBeGreaterThan(0);
      for (const named of s.items) expect(s.brief.description.toLowerCase()).toContain(named.text.toLowerCase());
    }
  });

  it('writes year levels in each framework’s own style and a schedule’s total as the duration', () => {
    const styles: Record<string, RegExp> = {
      'au-v8': /^(?:Foundation|Year \d+)$/,
      'au-v9-math': /^(?:Foundation|Year \d+)$/,
      'au-v9-tech': /^(?:Foundation|Year \d+)$/,
      'us-ccss-ela': /^(?:K|Kindergarten|Grade \d+)$/,
      'us-ccss-math': /^(?:K|Kindergarten|Grade \d+)$/,
      'en-nc': /^(?:Year \d+|KS[1-4])$/,
    };
    const sample = sampleBriefs(outcomes, pools, { seed: 7, size: 120 });
    for (const s of sample) expect(s.brief.yearLevel).toMatch(styles[s.brief.outcomes[0]!.framework]!);
    const scheduled = sample.filter((s) => /(two|three) \d+-minute/.test(s.brief.description));
    expect(scheduled.length).toBeGreaterThan(0);
    for (const s of scheduled) {
      const [, count, minutes] = /(two|three) (\d+)-minute/.exec(s.brief.description)!;
      expect(s.brief.durationMinutes).toBe((count === 'two' ? 2 : 3) * Number(minutes));
    }
  });

  it('takes concrete examples from the curriculum’s own lists and calculations', () => {
    const art = curriculumExamples({
      statement: 'To improve their mastery of art and design techniques, including drawing, painting and sculpture with a range of materials [for example, pencil, charcoal, paint, clay].',
      elaborations: [],
    });
    expect(art.map((e) => e.text)).toEqual(['pencil', 'charcoal', 'paint', 'clay']);
    const facts = curriculumExamples({ statement: 'recall addition facts', elaborations: ['using related facts; for example, 16 + 8 = 24, 24 – 8 = 16'] });
    expect(facts).toContainEqual({ kind: 'numbers', text: '16 + 8 = 24' });
  });

  it('refuses a pool idea whose note does not name its items', () => {
    const idea: Idea = { area: 'pe', bands: ['primary'], match: [], title: 'Netball', note: 'Chest pass in threes.', items: [{ kind: 'activity', text: 'bounce pass' }] };
    expect(() => checkIdea(idea, 'test')).toThrow('the note does not name "bounce pass"');
  });
});
