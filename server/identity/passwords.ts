import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { texts } from './texts.ts';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** 2^15 × 8 × 128 bytes = 32 MiB of memory per hash: costly to brute-force, quick enough for a sign-in. */
const CURRENT: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 };

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r * params.p };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, CURRENT);
  const { N, r, p } = CURRENT;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p), keyLength: expected.length };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** Spends the time of one verification so an unknown email cannot be told apart from a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}

/** At least 8 characters, with at least one letter and one digit. */
export function isStrongEnough(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with the language-independent lists (common passwords, keyboard patterns), built on first use. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

/** Words anyone guessing a Teachkit password tries first, beside the teacher's own name and address. */
const SITE_WORDS = ['teachkit', 'teach', 'kit'];
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

/** The name, the address, and their parts as a guesser would try them: "marie.curie@…" gives marie, curie, mariecurie. */
function guessableWords({ name = '', email = '' }: { name?: string; email?: string }): string[] {
  const local = email.split('@')[0] ?? '';
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
  const all = [...SITE_WORDS, name, ...words(name), email, local, ...words(local), words(local).join(''), words(name).join('')];
  return [...new Set(all.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/**
 * Why a new password would be easy to guess, in words for the sign-up page, or undefined. Beyond the basic rule, it
 * must not be on the list of common passwords, and zxcvbn must rate it at least 2 of 4 ("somewhat guessable": about
 * a million guesses or more), which with the per-account sign-in back-off keeps online guessing out of reach. The
 * teacher's name and email and the name Teachkit count as guessable words ("Teachkit1" is refused); the answer says
 * what zxcvbn found and what would help.
 */
export function passwordProblem(password: string, teacher: { name?: string; email?: string } = {}): string | undefined {
  if (!isStrongEnough(password)) return texts.weakPassword;
  const { score, feedback } = strengthEstimator().check(password, guessableWords(teacher));
  if (feedback.warning && COMMON_WARNINGS.has(feedback.warning)) return texts.commonPassword;
  if (score >= 2) return undefined;
  const warning = feedback.warning ? texts.passwordWarnings[feedback.warning as keyof typeof texts.passwordWarnings] : undefined;
  const suggestions = feedback.suggestions.map((key) => texts.passwordSuggestions[key as keyof typeof texts.passwordSuggestions]).filter(Boolean);
  if (!warning && suggestions.length === 0) return texts.guessablePassword;
  return [texts.guessablePasswordLead, warning, ...suggestions].filter(Boolean).join(' ');
}
