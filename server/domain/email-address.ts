import { domainToASCII } from 'node:url';

/**
 * One spelling per mailbox, so an address typed in a share and the address of an account compare equal: trimmed,
 * Unicode NFKC (full-width and compatibility forms fold to their plain letters), lower case, and the domain in its
 * ASCII (punycode) form. Every place that stores or compares an email goes through here.
 */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().normalize('NFKC').toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = domainToASCII(email.slice(at + 1));
  return domain ? `${email.slice(0, at)}@${domain}` : email;
}

export type EmailCheck = { ok: true; email: string } | { ok: false; reason: 'shape' | 'lookalike'; message: string };

const NOT_AN_ADDRESS = { ok: false, reason: 'shape', message: 'Enter a valid email address.' } as const;

/**
 * The shape of an address people really have (RFC 5322's dot-atom, with RFC 6531's letters of any alphabet): before
 * the @, words of letters, digits and !#$%&'*+/=?^_`{|}~- joined by single dots; after it, two or more labels of
 * letters, digits and inner hyphens, the last not all digits. Quoted local parts ("a b"@x) and address literals
 * (a@[10.0.0.1]) are refused: no school address needs them, and "<script>@x.org" is no address at all.
 */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const TOP_LABEL = '(?=[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}])' + LABEL;
const SHAPE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`, 'u');

/** Scripts a letter may belong to; the Han-based writing systems mix by design, so they count as one. */
const SCRIPTS: [name: string, pattern: RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

/**
 * Cyrillic, Greek and Armenian letters drawn like Latin ones, after lower-casing (the Cyrillic set follows Chromium's
 * whole-script check for domain names). A part written only with these reads as a Latin word ("аррle" in Cyrillic
 * looks like "apple") although it is a different address; a rare real word made only of them is refused too.
 */
const LATIN_LOOKALIKES = new Set([...'аысԁеԍһіюјӏорԗԛѕԝхуъьҽпгѵѡ' + 'οινυρ' + 'սհօոյ']);

function scriptOf(letter: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other';
}

/**
 * Why a part of an address (the local part, or one domain label) could pass for another, or undefined. The rule is
 * deliberately small: letters from one script only (ASCII digits and punctuation go with any), and a part in a
 * non-Latin script must not be made entirely of Latin look-alikes. That refuses the attacks that matter here
 * (one Cyrillic "а" in "аlice", or "аррle" spelled in Cyrillic) while real addresses in one alphabet still work.
 */
function lookalikeProblem(part: string): string | undefined {
  const letters = [...part].filter((c) => /\p{L}/u.test(c));
  const scripts = new Set(letters.map(scriptOf));
  if (scripts.size > 1) return `mixes letters from different alphabets (${[...scripts].join(' and ')})`;
  const [script] = scripts;
  if (script && script !== 'Latin' && letters.every((c) => LATIN_LOOKALIKES.has(c))) {
    return `is written in ${script} letters that look like Latin ones`;
  }
  return undefined;
}

/** The normalised address, or a message saying what is wrong with it, for sign-up and people-shares. */
export function checkEmail(raw: string): EmailCheck {
  const typed = raw.trim().normalize('NFKC').toLowerCase();
  if (typed.length > 254 || !SHAPE.test(typed)) return NOT_AN_ADDRESS;
  const at = typed.lastIndexOf('@');
  const local = typed.slice(0, at);
  const domain = typed.slice(at + 1);
  if (local.length > 64) return { ok: false, reason: 'shape', message: 'The part before the @ may be at most 64 characters.' };
  const parts: [string, string][] = [[local, 'The part before the @'], ...domain.split('.').map((label): [string, string] => [label, `The domain part "${label}"`])];
  for (const [part, what] of parts) {
    const problem = lookalikeProblem(part);
    if (problem) return { ok: false, reason: 'lookalike', message: `${what} ${problem}: type the address with the letters of one alphabet.` };
  }
  if (!domainToASCII(domain)) return NOT_AN_ADDRESS;
  return { ok: true, email: normaliseEmail(typed) };
}
