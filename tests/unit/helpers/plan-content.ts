import type { ContentSource } from '../../../server/generation/content/index.ts';
import type { OutcomeContent } from '../../../server/generation/types.ts';

/**
 * A content source for plan tests, written by hand so the tests can see where each piece of content lands before the
 * real generators exist. It knows two fraction outcomes; every other outcome gets nothing, as from a real source.
 */
const FRACTIONS_A: OutcomeContent = {
  outcomeCode: '3.NF.A.3.a',
  source: 'Test fractions source',
  keyPoints: ['Two fractions are equivalent when they name the same amount of the same whole.'],
  priorKnowledge: ['A fraction names equal parts of a whole.'],
  misconceptions: [
    { misconception: 'A fraction with bigger numbers is bigger.', response: 'Lay the 1/2 and 2/4 strips side by side: same length, same amount.', source: 'Test misconception set' },
  ],
  keywords: [{ term: 'equivalent fractions', definition: 'Fractions that name the same amount.', source: { kind: 'subject', ref: 'Test glossary' } }],
  workedExamples: [
    { problem: 'Show that 1/2 = 2/4.', steps: ['Fold a strip in half and shade one part.', 'Fold it in half again: 2 of 4 parts are shaded.'], answer: '1/2 = 2/4' },
    { problem: 'Show that 1/3 = 2/6.', steps: ['Shade one third of a strip.', 'Split each third in two: 2 of 6 parts are shaded.'], answer: '1/3 = 2/6' },
  ],
  practice: [
    { prompt: 'Is 2/4 the same as 1/2?', answer: 'Yes' },
    { prompt: 'Find the missing number: 1/2 = ?/6', answer: '3' },
    { prompt: 'Find the missing number: 1/4 = ?/8', answer: '2' },
    { prompt: 'Find the missing number: 2/3 = ?/6', answer: '4' },
    { prompt: 'Find the missing number: 3/4 = ?/8', answer: '6' },
    { prompt: 'Find the missing number: 1/5 = ?/10', answer: '2' },
    { prompt: 'Find the missing number: 2/5 = ?/10', answer: '4' },
  ],
  checks: [
    { prompt: 'Which is equal to 1/2?', answer: '3/6', options: ['1/3', '3/6', '2/3'] },
    { prompt: 'Name a fraction equal to 1/3.', answer: '2/6' },
    { prompt: 'Is 3/6 equal to 1/2?', answer: 'Yes' },
  ],
  retrieval: [
    { prompt: 'What fraction of a strip is one of two equal parts?', answer: '1/2' },
    { prompt: 'How many quarters make a whole?', answer: '4' },
    { prompt: 'What is half of 8?', answer: '4' },
  ],
  texts: [],
  activities: ['Fold paper strips into halves, quarters and eighths and find the strips that are the same length.'],
  materials: ['Paper strips, 5 per pair'],
  safety: [],
};

export const fractionsSource: ContentSource = (outcome) => (outcome.code === '3.NF.A.3.a' ? FRACTIONS_A : undefined);

/** A practical science outcome's content: a text to read, an investigation, its equipment and its safety notes. */
const MASS: OutcomeContent = {
  outcomeCode: 'ACSSU178',
  source: 'Test science set',
  keyPoints: ['In a chemical reaction atoms are rearranged, not made or destroyed, so the total mass stays the same.'],
  priorKnowledge: ['Everything is made of atoms.'],
  misconceptions: [],
  keywords: [{ term: 'reactant', definition: 'A substance that is changed in a chemical reaction.', source: { kind: 'subject', ref: 'Test glossary' } }],
  workedExamples: [],
  practice: [{ prompt: '10 g of vinegar reacts with 2 g of baking soda in a sealed bag. What is the total mass afterwards?', answer: '12 g' }],
  checks: [{ prompt: 'Why does an open beaker lose mass when the reaction fizzes?', answer: 'A gas escapes into the air; its mass is not lost, it leaves the beaker.' }],
  retrieval: [{ prompt: 'What is the smallest particle of an element?', answer: 'An atom' }],
  texts: [{ title: 'Where does the gas go?', body: 'When vinegar meets baking soda, bubbles of carbon dioxide form.', source: 'Test science set' }],
  activities: ['Weigh a sealed bag holding vinegar and a spoon of baking soda, mix them without opening the bag, and weigh it again.'],
  materials: ['Digital scales', 'Zip-lock bags, vinegar and baking soda'],
  safety: ['Wear safety glasses; wipe up spills at once.'],
};

export const scienceSource: ContentSource = (outcome) => (outcome.code === 'ACSSU178' ? MASS : undefined);
