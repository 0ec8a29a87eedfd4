import type { SubjectSet } from '../types.ts';
import { BIOLOGY_SOURCES } from './biology-sources.ts';

const POND = 'Pond food web: algae → water fleas → small fish → heron; algae → snails → small fish.';

/** Ecosystems, food webs and the flow of energy and matter (AU v8.4 Years 7 and 9; England KS3 biology). */
export const ecosystems: SubjectSet = {
  id: 'ecosystems',
  title: 'Ecosystems and food webs',
  codes: ['ACSSU112', 'ACSSU176', 'NC-SC-KS3-INTERDEPENDENCE-ORGANISMS-ECOSYSTEM-FOOD-WEBS'],
  sources: BIOLOGY_SOURCES,
  keyPoints: [
    { text: 'An ecosystem is a community of living things (biotic parts) together with the non-living parts of their environment (abiotic parts), such as light, water, temperature and soil.', source: 'campbell' },
    { text: 'Producers (plants and algae) make food by photosynthesis; consumers eat other organisms; decomposers (bacteria and fungi) break down dead material.', source: 'campbell' },
    { text: 'Arrows in a food chain point from the food to the organism that eats it: they show the direction energy and matter move.', source: 'griffiths' },
    { text: 'Energy flows through an ecosystem and is not recycled: only a small part (often around a tenth) passes to the next level; the rest is transferred to the surroundings, mostly by heating.', source: 'campbell' },
    { text: 'Matter cycles: decomposers return carbon and nutrients to the air and soil, where producers use them again.', source: 'campbell' },
    { text: 'Organisms are interdependent: a change in one population can affect many others in the web, not only those directly linked to it.', source: 'griffiths' },
    { text: 'Human activity changes ecosystems: cane toads, brought to Queensland in 1935 to control beetles in sugar cane, spread widely and poison native predators that eat them.', source: 'caneToad' },
  ],
  priorKnowledge: [
    'Living things need food, water and air; plants make their own food.',
    'Photosynthesis: carbon dioxide + water → glucose + oxygen.',
    'Habitats and adaptations.',
  ],
  misconceptions: [
    {
      misconception: 'The arrows in a food chain mean “eats”, pointing from the eater to its food.',
      response: 'Read each arrow as “is eaten by” or “gives energy to”: grass → rabbit means energy moves from the grass to the rabbit.',
      source: BIOLOGY_SOURCES.griffiths,
    },
    {
      misconception: 'A change to one population only affects the organisms it is directly linked to.',
      response: 'Trace the knock-on effects of removing one organism through the whole web, one link at a time, before predicting.',
      source: BIOLOGY_SOURCES.griffiths,
    },
    {
      misconception: 'Energy is recycled in an ecosystem, just like nutrients.',
      response: 'Separate the two: matter (carbon, nitrogen) cycles via decomposers; energy enters as light and leaves as heat, so an ecosystem needs a constant input of light.',
      source: BIOLOGY_SOURCES.driver,
    },
    {
      misconception: 'Dead things simply disappear, and decomposers do not matter.',
      response: 'Set up a decay investigation (leaves in sealed bags, one with soil): microorganisms break the material down and release nutrients that plants reuse.',
      source: BIOLOGY_SOURCES.driver,
    },
  ],
  keywords: [
    { term: 'ecosystem', definition: 'All the living things in an area together with the non-living parts of their environment.' },
    { term: 'producer', definition: 'An organism, such as a plant or alga, that makes its own food by photosynthesis.' },
    { term: 'consumer', definition: 'An organism that gets its energy by eating other organisms.' },
    { term: 'decomposer', definition: 'An organism, such as a bacterium or fungus, that breaks down dead material and returns nutrients to the soil.' },
    { term: 'food web', definition: 'A diagram of the linked food chains in an ecosystem, showing who is eaten by whom.' },
    { term: 'abiotic', definition: 'Describes a non-living part of an ecosystem, such as temperature, light or water.' },
    { term: 'interdependence', definition: 'The way organisms in an ecosystem depend on each other for food, shelter, pollination and more.' },
  ],
  workedExamples: [
    {
      problem: `${POND} Name the producer, a primary consumer and the top predator.`,
      steps: ['The producer is at the start of every chain: algae.', 'Primary consumers eat the producer: water fleas and snails.', 'The top predator is eaten by nothing in the web: heron.'],
      answer: 'Producer: algae; primary consumers: water fleas or snails; top predator: heron.',
    },
    {
      problem: 'Grass captures 10 000 kJ of energy. About a tenth passes to each next level. How much reaches the rabbits, and how much the foxes that eat them?',
      steps: ['Rabbits: 10 000 kJ ÷ 10 = 1 000 kJ.', 'Foxes: 1 000 kJ ÷ 10 = 100 kJ.', 'The rest is transferred to the surroundings at each level, mostly by heating, and in waste.'],
      answer: 'About 1 000 kJ reaches the rabbits and about 100 kJ the foxes.',
    },
  ],
  practice: [
    { prompt: `${POND} What would happen to the number of water fleas if the small fish died out? Explain.`, answer: 'They would increase, because nothing in the web would be eating them (until they run short of algae).' },
    { prompt: 'In the pond web, if a disease killed most of the snails, what could happen to the water fleas? Give a reason.', answer: 'Marking points: they could decrease, because small fish would eat more water fleas instead of snails; or they could increase, because there would be more algae for them. Either with a reason.' },
    { prompt: 'Give two abiotic factors in a pond.', answer: 'Any two: light, temperature, amount of oxygen in the water, pH, depth, water flow.' },
    { prompt: '5 000 kJ of energy is in the algae of a pond. About how much reaches the water fleas if a tenth passes on?', answer: 'About 500 kJ' },
    { prompt: 'Why do food chains rarely have more than five links?', answer: 'So much energy is lost at each level that too little is left to support another level.' },
  ],
  checks: [
    {
      prompt: 'In “grass → rabbit → fox”, what do the arrows show?',
      options: ['What each animal eats', 'The direction energy moves', 'Which animal is biggest'],
      answer: 'The direction energy moves',
    },
    { prompt: 'Which organisms return nutrients from dead plants to the soil?', answer: 'Decomposers (bacteria and fungi)' },
    { prompt: 'Is energy or matter recycled in an ecosystem?', answer: 'Matter is recycled; energy flows through and is not recycled.' },
  ],
  retrieval: [
    { prompt: 'What do plants need for photosynthesis?', answer: 'Light, carbon dioxide, water (and chlorophyll)' },
    { prompt: 'What is a habitat?', answer: 'The place where an organism lives.' },
    { prompt: 'Name one decomposer.', answer: 'Any bacterium or fungus, e.g. a mushroom or mould' },
  ],
  texts: [],
  activities: [
    'Web of life: each student holds a card for one organism of a local ecosystem; pass a ball of string from each food to its eater to build the web, then “remove” one organism by tugging its string and ask everyone who feels the tug to predict what happens to their population.',
    'Decay in bags: place equal masses of fresh leaves in three sealed clear bags — dry, damp, and damp with a handful of soil — and observe for two weeks; students explain the differences by decomposers and moisture. Do not open the bags.',
  ],
  materials: ['Organism cards and a ball of string', 'Clear sealable bags, fresh leaves, garden soil, a balance', 'Pond or local ecosystem photographs'],
  safety: [
    'Keep decay bags sealed and dispose of them unopened: moulds can release spores that trigger allergies or asthma.',
    'Wash hands after handling soil and leaves.',
    'Follow your school’s risk assessment for fieldwork or live specimens.',
  ],
};
