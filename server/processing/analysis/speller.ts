import nspell from 'nspell';

/** What spelling needs from a dictionary: whether a word is right, and what could replace it. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** The English a text is checked against; `any` accepts a word either the US or the British spelling has. */
export type SpellingVariant = 'us' | 'gb' | 'au' | 'any';

// Hunspell dictionaries bundled as npm packages, read from node_modules: nothing is fetched at run time.
const dictionaries: Record<Exclude<SpellingVariant, 'any'>, () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>> = {
  us: () => import('dictionary-en'),
  gb: () => import('dictionary-en-gb'),
  au: () => import('dictionary-en-au'),
};

const loaded = new Map<SpellingVariant, Promise<Speller>>();

/** The speller for a variant, built on first use (about a quarter of a second each) and kept for the process. */
export function loadSpeller(variant: SpellingVariant): Promise<Speller> {
  let speller = loaded.get(variant);
  if (!speller) {
    speller = variant === 'any' ? eitherOf(loadSpeller('us'), loadSpeller('gb')) : dictionaries[variant]().then(({ default: { aff, dic } }) => nspell({ aff: asBuffer(aff), dic: asBuffer(dic) }));
    // A failed load is not remembered, so the next step tries again.
    speller.catch(() => loaded.delete(variant));
    loaded.set(variant, speller);
  }
  return speller;
}

/** The packages read their files with fs, so these are Buffers already; the view costs no copy either way. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function eitherOf(first: Promise<Speller>, second: Promise<Speller>): Promise<Speller> {
  const [a, b] = await Promise.all([first, second]);
  return { correct: (word) => a.correct(word) || b.correct(word), suggest: (word) => a.suggest(word) };
}

/**
 * The variant for an upload's language (BCP 47) and its owner's market; null when the text is not English, since
 * there is no dictionary for it and an English one would flag every word. Plain "en" follows the teacher's market.
 */
export function spellingVariant(language: string, market: string): SpellingVariant | null {
  const [base, region = ''] = language.trim().toLowerCase().split(/[-_]/);
  if (base !== 'en') return null;
  if (region === 'us') return 'us';
  if (region === 'au') return 'au';
  if (region) return 'gb';
  if (market === 'us') return 'us';
  if (market === 'au') return 'au';
  if (market === 'uk') return 'gb';
  return 'any';
}
