import type { Misconception } from '../../../types.ts';

/** Citations shared by the chemical reactions sets. */
export const CHEMISTRY_SOURCES = {
  driver:
    'Driver, R., Squires, A., Rushworth, P. & Wood-Robinson, V. (1994). Making Sense of Secondary Science: Research into Children’s Ideas. Routledge (chapters on chemical change and on gases).',
  kind: 'Kind, V. (2004). Beyond Appearances: Students’ misconceptions about basic chemical ideas (2nd ed.). Royal Society of Chemistry.',
  lavoisier: 'Lavoisier, A. (1789). Traité élémentaire de chimie — the law of conservation of mass.',
  rscMagnesium: 'Royal Society of Chemistry, Nuffield Practical Chemistry: “Change in mass when magnesium burns” (edu.rsc.org).',
  cleapss: 'CLEAPSS Student Safety Sheets (magnesium; dilute acids) and the school’s own risk assessment.',
  masses: 'Relative atomic masses H = 1, C = 12, O = 16, Mg = 24, Ca = 40 (IUPAC values rounded, as in GCSE data sheets).',
} as const;

/** "Mass is lost when a gas is given off" — the commonest idea about mass in reactions (Driver et al.; Kind). */
export const GAS_ESCAPES: Misconception = {
  misconception: 'Mass “disappears” in a reaction that gives off a gas, because the balance reading goes down.',
  response:
    'Gases have mass. In an open flask the gas escapes into the air, so the balance no longer weighs it. Repeat the reaction in a capped plastic drinks bottle: the reading stays the same, because every atom is still there; unscrew the cap and it falls as the gas escapes.',
  source: `${CHEMISTRY_SOURCES.driver}; ${CHEMISTRY_SOURCES.kind}`,
};

export const BURNING_DESTROYS: Misconception = {
  misconception: 'Burning destroys matter, so anything that burns must get lighter.',
  response:
    'Burn steel wool (or magnesium) on a balance: the mass goes up. Oxygen atoms from the air join the metal to make an oxide, and the oxide weighs the metal plus the oxygen. A candle gets lighter only because its products (carbon dioxide and water vapour) escape into the air.',
  source: `${CHEMISTRY_SOURCES.driver}; ${CHEMISTRY_SOURCES.kind}`,
};
