import type { OutcomeRef } from '../../types.ts';

/** A country's money as its children handle it: the symbols, and the coins and notes in circulation. */
export interface Currency {
  /** "$", "£". */
  major: string;
  /** "c", "¢", "p": written after the number of cents or pence. */
  minor: string;
  /** The coins, in cents or pence, smallest first. */
  coins: readonly number[];
  /** The notes (bills), in whole dollars or pounds, smallest first. */
  notes: readonly number[];
  /** What a note is called: "note" in Australia and England, "bill" in the United States. */
  note: string;
  /** A coin's name where children learn one ("quarter"); otherwise its value is its name. */
  coinName?: Readonly<Record<number, string>>;
}

/** Where the lesson is taught: its money, and whether its number names say "and" ("three hundred and six"). */
export interface Place {
  /** Whose words the problems use: "greatest common factor" and "trapezoid" in the US, "trapezium" elsewhere. */
  country: 'au' | 'en' | 'us';
  currency: Currency;
  /** British and Australian English say "one hundred and six"; American English says "one hundred six". */
  hundredAnd: boolean;
  /** "2:30" as children in this country say it: "half past 2" (Australia, England) or "2:30" (United States). */
  pastAndTo: boolean;
  /**
   * The units besides metric ones that the lesson's outcome teaches, when the place is built for an outcome
   * (placeFor): US customary units (quarts, feet) and the imperial units England still uses with their metric
   * approximations (1 inch ≈ 2.5 cm). Absent: the country's usual units.
   */
  measures?: UnitSystems;
}

export interface UnitSystems {
  customary: boolean;
  imperial: boolean;
}

const AUSTRALIA: Place = {
  country: 'au',
  currency: { major: '$', minor: 'c', coins: [5, 10, 20, 50, 100, 200], notes: [5, 10, 20, 50, 100], note: 'note' },
  hundredAnd: true,
  pastAndTo: true,
};
const ENGLAND: Place = {
  country: 'en',
  currency: { major: '£', minor: 'p', coins: [1, 2, 5, 10, 20, 50, 100, 200], notes: [5, 10, 20, 50], note: 'note' },
  hundredAnd: true,
  pastAndTo: true,
};
const UNITED_STATES: Place = {
  country: 'us',
  currency: {
    major: '$',
    minor: '¢',
    coins: [1, 5, 10, 25],
    notes: [1, 5, 10, 20],
    note: 'bill',
    coinName: { 1: 'penny', 5: 'nickel', 10: 'dime', 25: 'quarter' },
  },
  hundredAnd: false,
  pastAndTo: false,
};

/** The place of an outcome's curriculum; Australian for curricula the engine does not know. */
export function placeOf(outcome: Pick<OutcomeRef, 'framework'>): Place {
  if (/^us-/.test(outcome.framework)) return UNITED_STATES;
  if (/^en-|^uk-/.test(outcome.framework)) return ENGLAND;
  return AUSTRALIA;
}

/** Units a curriculum names only when it teaches them: "inches, pounds and pints", "lb, oz", "miles". */
const NON_METRIC_UNITS = /\b(?:imperial|customary|inch(?:es)?|foot|feet|yards?|miles?|lbs?|oz|pounds?|ounces?|pints?|quarts?|gallons?|cups?)\b/i;
const SAYS_METRIC = /\bmetric\b/i;

/**
 * The unit systems an outcome's lessons use. An outcome that names customary or imperial units teaches them; one
 * that says metric and names no other unit is metric only. Otherwise a US outcome keeps the customary units US
 * classes measure in, and an Australian or England outcome is metric, as those classes measure.
 */
export function unitSystemsOf(outcome: Pick<OutcomeRef, 'framework' | 'statement'>): UnitSystems {
  const us = /^us-/.test(outcome.framework);
  const names = NON_METRIC_UNITS.test(outcome.statement);
  return { customary: us && (names || !SAYS_METRIC.test(outcome.statement)), imperial: !us && names };
}

/** The place of an outcome's lessons with the unit systems the outcome teaches. */
export const placeFor = (outcome: Pick<OutcomeRef, 'framework' | 'statement'>): Place => ({ ...placeOf(outcome), measures: unitSystemsOf(outcome) });

export const PLACES = { australia: AUSTRALIA, england: ENGLAND, unitedStates: UNITED_STATES } as const;
