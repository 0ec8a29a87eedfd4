import type { SubjectSet } from '../types.ts';
import { BIOLOGY_SOURCES } from './biology-sources.ts';

/** KS3 biology: photosynthesis, its reactants and products, and leaves (England, 2014). */
export const photosynthesis: SubjectSet = {
  id: 'photosynthesis',
  title: 'Photosynthesis',
  codes: [
    'NC-SC-KS3-REACTANTS-PRODUCTS-PHOTOSYNTHESIS-WORD-SUMMARY',
    'NC-SC-KS3-PLANTS-CARBOHYDRATES-LEAVES-PHOTOSYNTHESIS-GAINING',
    'NC-SC-KS3-DEPENDENCE-LIFE-EARTH-ABILITY-PHOTOSYNTHETIC',
    'NC-SC-KS3-ADAPTATIONS-LEAVES-PHOTOSYNTHESIS',
  ],
  sources: BIOLOGY_SOURCES,
  keyPoints: [
    { text: 'Photosynthesis: carbon dioxide + water → glucose + oxygen, using light energy absorbed by chlorophyll.', source: 'campbell' },
    { text: 'It happens in chloroplasts, mostly in the palisade cells near the top of the leaf.', source: 'campbell' },
    { text: 'Carbon dioxide enters the leaf through stomata; water comes from the roots through the xylem; oxygen leaves through the stomata.', source: 'campbell' },
    { text: 'Plants use the glucose for respiration and turn it into starch (a store), cellulose (cell walls) and, with minerals from the soil, proteins.', source: 'campbell' },
    { text: 'Most of a plant’s mass comes from carbon dioxide in the air, not from the soil; roots take in water and mineral ions such as nitrates.', source: 'vanHelmont' },
    { text: 'Leaves are broad and flat to absorb light, thin so gases diffuse a short distance, and have veins to bring water and carry sugars away.', source: 'campbell' },
    { text: 'Almost all food chains start with photosynthesis, which also keeps oxygen in the air and removes carbon dioxide.', source: 'campbell' },
  ],
  priorKnowledge: [
    'Plant and animal cells: chloroplasts, cell wall, cell membrane, nucleus.',
    'Word equations: reactants → products.',
    'Respiration: glucose + oxygen → carbon dioxide + water.',
  ],
  misconceptions: [
    {
      misconception: 'Plants get their food from the soil through their roots.',
      response:
        'Tell the story of van Helmont’s willow: the tree gained about 164 lb in five years while the soil lost about 2 oz. Plants make their food (glucose) from carbon dioxide and water; the soil gives water and small amounts of minerals.',
      source: `${BIOLOGY_SOURCES.driver}; ${BIOLOGY_SOURCES.vanHelmont}`,
    },
    {
      misconception: 'Plants photosynthesise instead of respiring, or respire only at night.',
      response: 'All living cells respire all the time. In light, plants photosynthesise as well, usually faster than they respire, so they take in carbon dioxide overall; in the dark they only respire.',
      source: BIOLOGY_SOURCES.driver,
    },
    {
      misconception: 'Sunlight is food for plants, or photosynthesis makes energy.',
      response: 'Energy is not made: light energy is transferred to a chemical store in glucose. The food is the glucose the plant makes.',
      source: BIOLOGY_SOURCES.driver,
    },
  ],
  keywords: [
    { term: 'photosynthesis', definition: 'The process in which plants use light energy to make glucose and oxygen from carbon dioxide and water.' },
    { term: 'chlorophyll', definition: 'The green substance in chloroplasts that absorbs light for photosynthesis.' },
    { term: 'chloroplast', definition: 'The part of a plant cell where photosynthesis happens.' },
    { term: 'stomata', definition: 'Tiny holes, mostly on the underside of a leaf, that let gases in and out.' },
    { term: 'glucose', definition: 'A sugar that plants make in photosynthesis and use for energy and growth.' },
    { term: 'mineral ions', definition: 'Substances such as nitrates that roots take from the soil in small amounts to make proteins and chlorophyll.' },
  ],
  workedExamples: [
    {
      problem: 'Write the word summary for photosynthesis and name its reactants and products.',
      steps: [
        'Reactants: what the plant takes in — carbon dioxide (from the air) and water (from the soil).',
        'Products: what it makes — glucose (kept or used) and oxygen (released).',
        'Light and chlorophyll are needed but are not reactants; write them over the arrow.',
      ],
      answer: 'carbon dioxide + water → glucose + oxygen (light, chlorophyll)',
    },
    {
      problem: 'Balance the symbol equation: CO₂ + H₂O → C₆H₁₂O₆ + O₂',
      steps: [
        'Carbon: 6 on the right, so write 6CO₂.',
        'Hydrogen: 12 on the right, so write 6H₂O.',
        'Oxygen on the left is now 12 + 6 = 18; glucose has 6, so 12 must come from O₂: write 6O₂.',
      ],
      answer: '6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂',
    },
  ],
  practice: [
    { prompt: 'Which gas does a leaf take in for photosynthesis, and through what?', answer: 'Carbon dioxide, through the stomata.' },
    { prompt: 'A variegated leaf (green and white) is left in light and then tested with iodine. Which parts turn blue-black and why?', answer: 'Only the green parts: they have chlorophyll, so only they photosynthesise and make starch.' },
    { prompt: 'A lamp is moved closer to a piece of pondweed. What happens to the number of bubbles per minute, and why?', answer: 'It increases: more light means faster photosynthesis, so more oxygen is given off (until another factor, such as carbon dioxide, limits it).' },
    { prompt: 'Give two ways a leaf is adapted for photosynthesis.', answer: 'Any two: broad and flat (large surface for light); thin (short distance for gases); many chloroplasts in palisade cells; stomata for gas exchange; veins for water and sugars.' },
    { prompt: 'Why would animals die out if all plants and algae stopped photosynthesising?', answer: 'Food chains start with photosynthesis, so there would be no new food; oxygen in the air would also no longer be replaced.' },
  ],
  checks: [
    {
      prompt: 'Where does most of the mass of a tree come from?',
      options: ['The soil', 'Carbon dioxide from the air', 'Sunlight'],
      answer: 'Carbon dioxide from the air',
    },
    { prompt: 'Name the two products of photosynthesis.', answer: 'Glucose and oxygen' },
    { prompt: 'Why is a leaf first put in hot ethanol when testing it for starch?', answer: 'To remove the chlorophyll, so the colour change with iodine can be seen.' },
  ],
  retrieval: [
    { prompt: 'Write the word equation for respiration.', answer: 'glucose + oxygen → carbon dioxide + water' },
    { prompt: 'Which part of a plant cell is not in an animal cell and makes food?', answer: 'The chloroplast' },
    { prompt: 'What colour does iodine solution turn with starch?', answer: 'Blue-black' },
  ],
  texts: [],
  activities: [
    'Testing a leaf for starch: take a leaf from a plant kept in light; dip it in boiling water for 30 seconds (kettle water in a beaker), then put it in a boiling tube of ethanol standing in that hot water until it turns pale. Rinse it in warm water, spread it on a white tile and add iodine solution: blue-black shows starch. Compare with a leaf from a plant kept in the dark for 48 hours.',
    'Pondweed and light: put a 5 cm piece of pondweed, cut end up, in a boiling tube of water with a pinch of sodium hydrogencarbonate; count bubbles for one minute with a lamp at 10, 20, 30 and 40 cm, and plot bubbles per minute against distance.',
  ],
  materials: [
    'Potted plants kept in light and in the dark for 48 hours; a variegated plant',
    'Kettle, 250 cm³ beaker, boiling tube, ethanol, forceps, white tile, iodine solution in a dropping bottle',
    'Pondweed (Elodea or Cabomba), boiling tube, sodium hydrogencarbonate, bench lamp (LED), metre rule, stopclock',
  ],
  safety: [
    'Eye protection for everyone.',
    'Ethanol is highly flammable: no Bunsen burners or naked flames in the room while it is out; heat it only in a beaker of hot water from a kettle.',
    'Iodine solution stains skin and clothes and irritates eyes: use a dropping bottle and wash splashes off at once.',
    'Keep water away from the lamp and mains sockets; lamps can get hot.',
    'Follow CLEAPSS Student Safety Sheets and your school’s risk assessment.',
  ],
};
