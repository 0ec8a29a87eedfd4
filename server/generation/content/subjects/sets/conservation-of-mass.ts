import type { SubjectSet } from '../types.ts';
import { BURNING_DESTROYS, CHEMISTRY_SOURCES, GAS_ESCAPES } from './chemistry-sources.ts';

/** Chemical reactions as rearranged atoms, and conservation of mass (AU v8.4 Year 9; England KS3 chemistry). */
export const conservationOfMass: SubjectSet = {
  id: 'conservation-of-mass',
  title: 'Chemical reactions and conservation of mass',
  codes: [
    'ACSSU178',
    'NC-SC-KS3-CHEMICAL-REACTIONS-REARRANGEMENT-ATOMS',
    'NC-SC-KS3-CONSERVATION-MASS-CHANGES-STATE-CHEMICAL',
    'NC-SC-KS3-REPRESENTING-CHEMICAL-REACTIONS-FORMULAE-EQUATIONS',
  ],
  sources: CHEMISTRY_SOURCES,
  keyPoints: [
    { text: 'In a chemical reaction, the atoms of the reactants are rearranged to make new substances, the products.', source: 'kind' },
    { text: 'No atoms are created or destroyed, so the total mass of the products equals the total mass of the reactants (conservation of mass).', source: 'lavoisier' },
    { text: 'A reaction in an open container can seem to lose mass when a gas escapes, or gain mass when a gas from the air (such as oxygen) joins in.', source: 'driver' },
    { text: 'A word equation names the reactants and products: magnesium + oxygen → magnesium oxide.', source: 'rscMagnesium' },
    { text: 'A balanced symbol equation has the same number of each type of atom on both sides: 2Mg + O₂ → 2MgO.', source: 'kind' },
    { text: 'To balance an equation, change only the numbers in front of formulas, never the small numbers inside a formula.', source: 'kind' },
  ],
  priorKnowledge: [
    'All substances are made of atoms; an element has one type of atom, a compound has two or more types chemically joined.',
    'Chemical formulas: H₂O has two hydrogen atoms and one oxygen atom.',
    'Signs of a chemical change: a gas given off, a colour change, a temperature change, a new solid forming.',
    'Gases are made of particles and take up space.',
  ],
  misconceptions: [
    GAS_ESCAPES,
    BURNING_DESTROYS,
    {
      misconception: 'Gases weigh nothing.',
      response:
        'Weigh a sealed bottle of fizzy water, let the gas out by opening it briefly, reseal and weigh again: the mass falls. Air itself has mass (about 1.2 g per litre at room temperature).',
      source: CHEMISTRY_SOURCES.driver,
    },
    {
      misconception: 'In a reaction, atoms turn into different atoms, or new atoms appear.',
      response:
        'Count atoms on both sides of a balanced equation with molecular models: the same atoms are there, only joined differently. Atoms of one element change into another only in nuclear reactions, not chemical ones.',
      source: CHEMISTRY_SOURCES.kind,
    },
    {
      misconception: 'To balance an equation you can change the small numbers, e.g. write MgO₂.',
      response:
        'Changing a subscript changes the substance (MgO₂ is not magnesium oxide). Build both sides with models and add whole units: add another Mg and another MgO to get 2Mg + O₂ → 2MgO.',
      source: CHEMISTRY_SOURCES.kind,
    },
  ],
  keywords: [
    {
      term: 'chemical reaction',
      definition: 'A change in which atoms are rearranged to make one or more new substances.',
      fuller: 'A change in which the atoms of the reactants are rearranged, by breaking and forming bonds, to produce one or more new substances with different properties.',
    },
    {
      term: 'reactant',
      definition: 'A substance you start with in a chemical reaction.',
      fuller: 'A substance present at the start of a chemical reaction, whose atoms are rearranged to form the products; reactants are written to the left of the arrow.',
    },
    {
      term: 'product',
      definition: 'A new substance made in a chemical reaction.',
      fuller: 'A new substance formed in a chemical reaction from the rearranged atoms of the reactants; products are written to the right of the arrow.',
    },
    {
      term: 'conservation of mass',
      definition: 'The rule that the total mass stays the same in a reaction, because no atoms are made or destroyed.',
      fuller: 'The law that in a chemical reaction the total mass of the products equals the total mass of the reactants, because atoms are neither created nor destroyed.',
    },
    {
      term: 'word equation',
      definition: 'A way of showing a reaction with the names of the reactants and products: reactants → products.',
      fuller: 'A summary of a chemical reaction that names the reactants, then an arrow, then the products, such as magnesium + oxygen → magnesium oxide.',
    },
    {
      term: 'balanced equation',
      definition: 'A symbol equation with the same number of each type of atom on both sides.',
      fuller: 'A symbol equation with the same number of atoms of each element on both sides of the arrow, showing that mass is conserved.',
    },
    {
      term: 'closed system',
      definition: 'A container that nothing can get into or out of, such as a sealed flask.',
      fuller: 'A system that no matter can enter or leave, such as a sealed flask, so its total mass stays constant during a reaction.',
    },
  ],
  workedExamples: [
    {
      problem: 'Write the word equation for magnesium burning in air.',
      steps: [
        'The reactants are what we start with: magnesium, and oxygen from the air.',
        'The product is the white powder left behind: magnesium oxide.',
        'Write reactants on the left, products on the right, joined by an arrow.',
      ],
      answer: 'magnesium + oxygen → magnesium oxide',
    },
    {
      problem: 'Balance the equation Mg + O₂ → MgO.',
      steps: [
        'Count atoms. Left: 1 Mg, 2 O. Right: 1 Mg, 1 O. Oxygen is not balanced.',
        'Put a 2 in front of MgO: Mg + O₂ → 2MgO. Right now has 2 Mg and 2 O.',
        'Magnesium is now unbalanced, so put a 2 in front of Mg: 2Mg + O₂ → 2MgO.',
        'Check: left 2 Mg and 2 O; right 2 Mg and 2 O.',
      ],
      answer: '2Mg + O₂ → 2MgO',
    },
    {
      problem: '2.4 g of magnesium burns completely and makes 4.0 g of magnesium oxide. What mass of oxygen joined the magnesium?',
      steps: [
        'Mass is conserved: mass of magnesium + mass of oxygen = mass of magnesium oxide.',
        '2.4 g + mass of oxygen = 4.0 g.',
        'Mass of oxygen = 4.0 g − 2.4 g.',
      ],
      answer: '1.6 g of oxygen',
    },
    {
      problem: 'Heating 10.0 g of calcium carbonate leaves 5.6 g of calcium oxide. What mass of carbon dioxide was given off?',
      steps: [
        'Word equation: calcium carbonate → calcium oxide + carbon dioxide.',
        'Mass of reactant = total mass of products: 10.0 g = 5.6 g + mass of carbon dioxide.',
        'Mass of carbon dioxide = 10.0 g − 5.6 g.',
      ],
      answer: '4.4 g of carbon dioxide',
    },
  ],
  practice: [
    { prompt: 'Write the word equation for iron reacting with oxygen to make iron oxide.', answer: 'iron + oxygen → iron oxide' },
    { prompt: 'Balance: H₂ + O₂ → H₂O', answer: '2H₂ + O₂ → 2H₂O (4 H and 2 O on each side)' },
    { prompt: 'Balance: CH₄ + O₂ → CO₂ + H₂O', answer: 'CH₄ + 2O₂ → CO₂ + 2H₂O (1 C, 4 H and 4 O on each side)' },
    { prompt: '12 g of carbon burns to make 44 g of carbon dioxide. What mass of oxygen was used?', answer: '44 g − 12 g = 32 g of oxygen' },
    {
      prompt: 'A student heats 12.4 g of copper carbonate. 8.0 g of copper oxide is left. What mass of carbon dioxide escaped?',
      answer: '12.4 g − 8.0 g = 4.4 g of carbon dioxide',
    },
    {
      prompt: 'Steel wool is heated in air and its mass goes up from 5.0 g to 5.6 g. Explain why.',
      answer: 'Oxygen from the air joined the iron to make iron oxide; the extra 0.6 g is the mass of the oxygen atoms that joined.',
    },
  ],
  checks: [
    {
      prompt: 'Marble chips react with acid in an open flask on a balance, and bubbles of carbon dioxide form. What happens to the balance reading?',
      options: ['It goes down', 'It stays the same', 'It goes up'],
      answer: 'It goes down',
    },
    {
      prompt: 'The same reaction is done in a sealed flask. What happens to the balance reading?',
      options: ['It goes down', 'It stays the same', 'It goes up'],
      answer: 'It stays the same',
    },
    { prompt: 'How many oxygen atoms are shown in 2H₂O?', answer: '2 (one in each of the two water molecules)' },
    { prompt: 'Why must the total mass of the products equal the total mass of the reactants?', answer: 'Atoms are only rearranged in a reaction; none are created or destroyed.' },
  ],
  retrieval: [
    { prompt: 'What is the difference between an element and a compound?', answer: 'An element has only one type of atom; a compound has two or more elements chemically joined.' },
    { prompt: 'How many atoms of each element are in CO₂?', answer: '1 carbon atom and 2 oxygen atoms' },
    { prompt: 'Give two signs that a chemical reaction has happened.', answer: 'Any two of: a gas is given off (fizzing), a colour change, a temperature change, a new solid (precipitate) forms, light is given out.' },
  ],
  texts: [],
  activities: [
    'Open and closed container: put 25 cm³ of vinegar in a conical flask on the balance with 1 g of sodium hydrogencarbonate (baking soda) on a folded paper beside it, and record the total mass. Tip the powder in and record the mass every 30 seconds for 3 minutes: it falls as carbon dioxide escapes. Repeat in a 500 cm³ plastic fizzy-drinks bottle with the powder wrapped in a small tissue parcel: weigh the bottle, vinegar, cap and parcel together, drop the parcel in and screw the cap on at once (the tissue delays the fizzing), then weigh again when the fizzing stops — the total mass stays the same. Then unscrew the cap slowly and weigh again: it falls. Students explain all three readings with atoms. (A balloon over the neck is not a fair test: as it swells, the air lifts it and the reading drops.)',
    'Burning magnesium (demonstration or practical): weigh a crucible and lid, add 10–15 cm of cleaned magnesium ribbon, weigh again, then heat strongly, lifting the lid briefly with tongs every minute to let air in. When it no longer glows, let it cool and weigh: the mass goes up because oxygen has joined the magnesium.',
  ],
  materials: [
    'Conical flask (250 cm³), 500 cm³ plastic fizzy-drinks bottle with screw cap, top-pan balance (0.01 g)',
    'Vinegar (dilute ethanoic acid) and sodium hydrogencarbonate',
    'Crucible with lid, pipeclay triangle, tripod, Bunsen burner, heatproof mat, crucible tongs',
    'Magnesium ribbon (10–15 cm per group) and emery paper',
    'Molecular model kits for balancing equations',
  ],
  safety: [
    'Eye protection for everyone throughout.',
    'Do not look straight at burning magnesium: the light is intense. Keep the crucible lid on except to let air in.',
    'Crucibles, tripods and pipeclay triangles stay hot for several minutes: let them cool on the mat and move them only with tongs.',
    'Tie hair back and keep the Bunsen on a heatproof mat; use the safety flame when not heating.',
    'Use no more than 1 g of sodium hydrogencarbonate in the capped bottle, only in a bottle made for fizzy drinks, and unscrew the cap slowly, pointing it away from faces; wipe up spills.',
    'Follow CLEAPSS Student Safety Sheets and your school’s risk assessment.',
  ],
};
