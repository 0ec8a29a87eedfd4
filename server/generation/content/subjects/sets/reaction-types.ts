import type { SubjectSet } from '../types.ts';
import { BURNING_DESTROYS, CHEMISTRY_SOURCES } from './chemistry-sources.ts';

const SOURCES = {
  ...CHEMISTRY_SOURCES,
  respiration: 'Urry, L. A. et al. (2020). Campbell Biology (12th ed.). Pearson, chapter 9: Cellular Respiration and Fermentation.',
  acids: 'Royal Society of Chemistry, Nuffield Practical Chemistry: “Reacting metals with acids” and “Neutralisation” (edu.rsc.org).',
};

/** Combustion, acid reactions and energy transfer in reactions (AU v8.4 Year 9; England KS3 chemistry). */
export const reactionTypes: SubjectSet = {
  id: 'reaction-types',
  title: 'Types of chemical reactions and energy',
  codes: [
    'ACSSU179',
    'NC-SC-KS3-COMBUSTION-THERMAL-DECOMPOSITION-OXIDATION-DISPLACEMENT',
    'NC-SC-KS3-REACTIONS-ACIDS-METALS-PRODUCE-SALT',
    'NC-SC-KS3-REACTIONS-ACIDS-ALKALIS-PRODUCE-SALT',
    'NC-SC-KS3-EXOTHERMIC-ENDOTHERMIC-CHEMICAL-REACTIONS-QUALITATIVE',
  ],
  sources: SOURCES,
  keyPoints: [
    { text: 'Combustion is a fuel reacting with oxygen: methane + oxygen → carbon dioxide + water. It transfers energy to the surroundings as heat and light.', source: 'kind' },
    { text: 'Oxidation is a substance gaining oxygen, as when iron rusts or magnesium burns to make magnesium oxide.', source: 'rscMagnesium' },
    { text: 'Acid + metal → salt + hydrogen, e.g. zinc + hydrochloric acid → zinc chloride + hydrogen.', source: 'acids' },
    { text: 'Acid + alkali → salt + water (neutralisation), e.g. hydrochloric acid + sodium hydroxide → sodium chloride + water.', source: 'acids' },
    { text: 'Acid + carbonate → salt + water + carbon dioxide, e.g. hydrochloric acid + calcium carbonate → calcium chloride + water + carbon dioxide.', source: 'acids' },
    { text: 'Exothermic reactions transfer energy to the surroundings (the temperature rises); endothermic reactions take energy in (the temperature falls).', source: 'kind' },
    { text: 'Living things use reactions too: respiration is glucose + oxygen → carbon dioxide + water, releasing energy in cells.', source: 'respiration' },
  ],
  priorKnowledge: [
    'Reactants are rearranged into products; mass is conserved.',
    'Acids have a pH below 7, alkalis above 7; universal indicator shows the pH.',
    'Energy can be transferred by heating and by light.',
  ],
  misconceptions: [
    BURNING_DESTROYS,
    {
      misconception: 'Fuels contain energy that is simply let out when they burn, and oxygen plays no part.',
      response:
        'Cover a burning candle with a beaker: it goes out when the oxygen is used up. Combustion is a reaction between the fuel and oxygen; the energy transferred comes from the reaction as a whole.',
      source: `${CHEMISTRY_SOURCES.driver}; ${CHEMISTRY_SOURCES.kind}`,
    },
    {
      misconception: 'Neutralisation means the acid has disappeared or been destroyed.',
      response: 'Evaporate the neutral solution: a salt is left. The acid and alkali have reacted to make new substances, a salt and water.',
      source: CHEMISTRY_SOURCES.kind,
    },
    {
      misconception: 'A reaction that feels cold has no energy change.',
      response: 'A temperature fall is an energy change too: an endothermic reaction takes energy from the surroundings. Measure it with a thermometer (citric acid + sodium hydrogencarbonate falls by several degrees).',
      source: CHEMISTRY_SOURCES.kind,
    },
  ],
  keywords: [
    { term: 'combustion', definition: 'Burning: a reaction between a fuel and oxygen that gives out heat and light.' },
    { term: 'oxidation', definition: 'A reaction in which a substance gains oxygen.' },
    { term: 'neutralisation', definition: 'The reaction of an acid with an alkali (or base) that makes a salt and water.' },
    { term: 'salt', definition: 'A compound made when the hydrogen in an acid is replaced by a metal, such as sodium chloride.' },
    { term: 'exothermic', definition: 'Describes a reaction that gives out energy to the surroundings, so the temperature rises.' },
    { term: 'endothermic', definition: 'Describes a reaction that takes in energy from the surroundings, so the temperature falls.' },
    { term: 'respiration', definition: 'The reaction in living cells that releases energy from glucose, using oxygen.' },
  ],
  workedExamples: [
    {
      problem: 'Write the word equation and the balanced symbol equation for methane (CH₄) burning completely in oxygen.',
      steps: [
        'Complete combustion of a fuel made of carbon and hydrogen gives carbon dioxide and water.',
        'Word equation: methane + oxygen → carbon dioxide + water.',
        'Unbalanced: CH₄ + O₂ → CO₂ + H₂O. Hydrogen: 4 on the left, 2 on the right, so write 2H₂O.',
        'Oxygen on the right is now 2 + 2 = 4, so write 2O₂ on the left.',
        'Check: 1 C, 4 H, 4 O on each side.',
      ],
      answer: 'methane + oxygen → carbon dioxide + water; CH₄ + 2O₂ → CO₂ + 2H₂O',
    },
    {
      problem: 'Name the products when magnesium reacts with hydrochloric acid, and write the word equation.',
      steps: ['Acid + metal → salt + hydrogen.', 'The salt of hydrochloric acid is a chloride: magnesium chloride.'],
      answer: 'magnesium + hydrochloric acid → magnesium chloride + hydrogen',
    },
  ],
  practice: [
    { prompt: 'Complete: sodium hydroxide + hydrochloric acid → ______ + ______', answer: 'sodium chloride + water' },
    { prompt: 'Complete: zinc + sulfuric acid → ______ + ______', answer: 'zinc sulfate + hydrogen' },
    { prompt: 'What gas is made when an acid reacts with a carbonate, and how would you test for it?', answer: 'Carbon dioxide; it turns limewater milky (cloudy).' },
    { prompt: 'The temperature of a reaction mixture rises from 21 °C to 29 °C. Is the reaction exothermic or endothermic? Explain.', answer: 'Exothermic: the temperature rose by 8 °C because energy was transferred to the surroundings.' },
    { prompt: 'Write the word equation for respiration.', answer: 'glucose + oxygen → carbon dioxide + water (energy is released)' },
  ],
  checks: [
    {
      prompt: 'Which reaction is a neutralisation?',
      options: ['magnesium + oxygen → magnesium oxide', 'hydrochloric acid + sodium hydroxide → sodium chloride + water', 'calcium carbonate → calcium oxide + carbon dioxide'],
      answer: 'hydrochloric acid + sodium hydroxide → sodium chloride + water',
    },
    { prompt: 'Which gas pops with a lighted splint?', answer: 'Hydrogen' },
    { prompt: 'Name the two products of burning methane completely.', answer: 'Carbon dioxide and water' },
  ],
  retrieval: [
    { prompt: 'What is conserved in every chemical reaction?', answer: 'Mass (the number of each type of atom)' },
    { prompt: 'What is the pH of a neutral solution?', answer: '7' },
    { prompt: 'Name the reactants in the word equation magnesium + oxygen → magnesium oxide.', answer: 'Magnesium and oxygen' },
  ],
  texts: [],
  activities: [
    'Acid and metal: add a 2 cm strip of magnesium ribbon to 5 cm³ of dilute hydrochloric acid (0.5 mol/dm³) in a test tube; hold a second tube upside down over it for a few seconds, then test the gas with a lighted splint (squeaky pop = hydrogen). Record the temperature change with a thermometer.',
    'Exothermic or endothermic: measure the temperature of 20 cm³ of dilute hydrochloric acid, add 20 cm³ of dilute sodium hydroxide and record the highest temperature; then dissolve one spatula of citric acid and one of sodium hydrogencarbonate in 20 cm³ of water and record the lowest temperature. Classify each reaction.',
  ],
  materials: [
    'Test tubes and rack, 10 cm³ measuring cylinder, thermometer, polystyrene cup',
    'Dilute hydrochloric acid (0.5 mol/dm³), dilute sodium hydroxide (0.4 mol/dm³), magnesium ribbon',
    'Citric acid and sodium hydrogencarbonate, splints, limewater',
  ],
  safety: [
    'Eye protection for everyone; dilute sodium hydroxide is an eye hazard even at low concentration.',
    'Use only small volumes and the dilute concentrations listed; wash skin that is splashed with plenty of water.',
    'Keep lighted splints away from the acid bottles and hair; test hydrogen only in small amounts in a test tube.',
    'Follow CLEAPSS Student Safety Sheets and your school’s risk assessment.',
  ],
};
