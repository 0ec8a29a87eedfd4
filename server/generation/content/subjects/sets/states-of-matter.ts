import type { SubjectSet } from '../types.ts';

const SOURCES = {
  driver:
    'Driver, R., Squires, A., Rushworth, P. & Wood-Robinson, V. (1994). Making Sense of Secondary Science: Research into Children’s Ideas. Routledge (chapters on solids, liquids and gases, and on air).',
  driverGuesne: 'Driver, R., Guesne, E. & Tiberghien, A. (Eds.) (1985). Children’s Ideas in Science. Open University Press.',
  properties: 'Properties of the states of matter and the melting and boiling points of water at sea-level pressure (0 °C and 100 °C), as in any school science reference such as the Australian Academy of Science Primary Connections unit “What’s the matter?”.',
};

/** AU v8.4 Year 5 science: solids, liquids and gases. */
export const statesOfMatter: SubjectSet = {
  id: 'states-of-matter',
  title: 'Solids, liquids and gases',
  codes: ['ACSSU077'],
  sources: SOURCES,
  keyPoints: [
    { text: 'A solid keeps its own shape and takes up a fixed amount of space (volume).', source: 'properties' },
    { text: 'A liquid keeps its volume but flows and takes the shape of its container.', source: 'properties' },
    { text: 'A gas has no fixed shape or volume: it spreads out to fill its container and can be squashed (compressed).', source: 'properties' },
    { text: 'Gases such as air are real substances: they take up space and have mass.', source: 'driver' },
    { text: 'Heating or cooling changes the state: melting, freezing, evaporating and condensing. Pure water melts at 0 °C and boils at 100 °C at sea level.', source: 'properties' },
  ],
  priorKnowledge: ['Materials have properties such as hard, soft, bendy or runny.', 'Reading a thermometer in degrees Celsius.'],
  misconceptions: [
    {
      misconception: 'Air is nothing, so an “empty” bottle has nothing in it.',
      response: 'Push an “empty” upside-down cup straight down into water: the paper towel stuck inside stays dry because air fills the cup and takes up space.',
      source: SOURCES.driver,
    },
    {
      misconception: 'Sand, salt and flour are liquids because they can be poured.',
      response: 'Look at the grains with a hand lens: each grain is a tiny solid with its own shape; a pile of sand can stand in a heap, but a liquid cannot.',
      source: SOURCES.driverGuesne,
    },
    {
      misconception: 'The water drops on the outside of a cold can leaked through the metal.',
      response: 'Dry a sealed cold can and watch drops form again; try a can of coloured ice water: the drops are clear. They come from water vapour in the air condensing on the cold surface.',
      source: SOURCES.driver,
    },
  ],
  keywords: [
    { term: 'solid', definition: 'A state of matter that keeps its own shape and volume.' },
    { term: 'liquid', definition: 'A state of matter that flows and takes the shape of its container but keeps its volume.' },
    { term: 'gas', definition: 'A state of matter that spreads out to fill any container and can be squashed.' },
    { term: 'melting', definition: 'Changing from a solid to a liquid when heated.' },
    { term: 'evaporation', definition: 'Changing from a liquid to a gas.' },
    { term: 'condensation', definition: 'Changing from a gas to a liquid when cooled.' },
  ],
  workedExamples: [
    {
      problem: 'Is honey a solid, a liquid or a gas? Explain using its properties.',
      steps: ['Does it keep its own shape? No, it spreads out slowly.', 'Does it keep its volume? Yes, a spoonful stays a spoonful.', 'Does it flow and take the shape of its container? Yes, slowly.'],
      answer: 'A liquid: it flows (slowly) and takes the shape of its container, but its volume stays the same.',
    },
  ],
  practice: [
    { prompt: 'Sort into solid, liquid or gas: ice, steam, milk, a wooden block, the air in a balloon.', answer: 'Solid: ice, wooden block; liquid: milk; gas: steam, the air in the balloon.' },
    { prompt: 'You can push in the plunger of a sealed syringe full of air, but not one full of water. Why?', answer: 'A gas can be squashed into a smaller space; a liquid keeps its volume.' },
    { prompt: 'A puddle disappears on a sunny day. Where did the water go?', answer: 'It evaporated: the liquid water became water vapour, a gas, in the air.' },
    { prompt: 'What change of state happens when chocolate is left in a hot car?', answer: 'Melting: the solid chocolate becomes a liquid.' },
  ],
  checks: [
    {
      prompt: 'Which of these keeps its volume but takes the shape of its container?',
      options: ['A rock', 'Orange juice', 'Steam'],
      answer: 'Orange juice',
    },
    { prompt: 'What is the name for a gas changing into a liquid?', answer: 'Condensation' },
  ],
  retrieval: [
    { prompt: 'Name a material that is hard and one that is bendy.', answer: 'Any sensible pair, e.g. hard: steel or stone; bendy: rubber or plastic.' },
    { prompt: 'What temperature does a thermometer show in iced water?', answer: 'About 0 °C' },
  ],
  texts: [],
  activities: [
    'Property stations: at four stations students test a wooden block, water, sand and air (a sealed syringe) for “keeps its shape?”, “pours?”, “can be squashed?”, record yes/no in a table and classify each.',
    'Ice race: groups time how long an ice cube takes to melt in a hand, on a plate and in warm (not hot) water, and explain the differences with heating.',
  ],
  materials: ['Wooden blocks, clear cups, water, dry sand, sealed plastic syringes (no needles)', 'Ice cubes, plates, warm tap water, stopwatches, thermometers (spirit-filled)', 'Hand lenses'],
  safety: [
    'Use warm tap water only, never boiling water.',
    'Use syringes without needles and spirit-filled (not mercury) thermometers.',
    'Wipe up spills straight away to prevent slips.',
  ],
};
