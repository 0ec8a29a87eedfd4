/**
 * Book and article references, checked offline: an ISBN by its check digit, a DOI by its syntax (Crossref's form
 * "10.<registrant>/<suffix>"). Nothing is looked up on the network, so a well-formed reference may still name
 * nothing; a malformed one certainly names nothing.
 */

export type ReferenceKind = 'isbn-10' | 'isbn-13' | 'doi' | 'unknown';

export interface ReferenceCheck {
  kind: ReferenceKind;
  valid: boolean;
  /** The reference in its plain form (ISBN digits only, DOI without a resolver prefix), when it is valid. */
  normalized: string | null;
  message: string;
}

const ISBN_PREFIX = /^isbn(?:-1[03])?:?\s*/i;
const DOI_PREFIX = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;
const DOI = /^10\.\d{4,9}\/\S+$/;

/** Looks like an ISBN: digits with hyphens or spaces, perhaps an X at the end, perhaps "ISBN" before. */
const looksLikeIsbn = (text: string) => /^[\d\s-]+[\dxX]$/.test(text.replace(ISBN_PREFIX, ''));
const looksLikeDoi = (text: string) => text.replace(DOI_PREFIX, '').startsWith('10.');

function isbn10CheckOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (10 - i) * (digits[i] === 'X' ? 10 : Number(digits[i]));
  return sum % 11 === 0;
}

function isbn13CheckOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

export function checkIsbn(text: string): ReferenceCheck {
  const digits = text.trim().replace(ISBN_PREFIX, '').replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(digits)) {
    return isbn10CheckOk(digits)
      ? { kind: 'isbn-10', valid: true, normalized: digits, message: 'A valid ISBN-10' }
      : { kind: 'isbn-10', valid: false, normalized: null, message: 'This ISBN-10 has a wrong check digit; check it against the book' };
  }
  if (/^97[89]\d{10}$/.test(digits)) {
    return isbn13CheckOk(digits)
      ? { kind: 'isbn-13', valid: true, normalized: digits, message: 'A valid ISBN-13' }
      : { kind: 'isbn-13', valid: false, normalized: null, message: 'This ISBN-13 has a wrong check digit; check it against the book' };
  }
  return {
    kind: 'unknown',
    valid: false,
    normalized: null,
    message: 'An ISBN has 10 characters (digits, the last may be X) or 13 digits starting 978 or 979',
  };
}

export function checkDoi(text: string): ReferenceCheck {
  const doi = text.trim().replace(DOI_PREFIX, '');
  if (DOI.test(doi) && doi.length <= 300) return { kind: 'doi', valid: true, normalized: doi, message: 'A well-formed DOI' };
  return {
    kind: 'doi',
    valid: false,
    normalized: null,
    message: 'A DOI reads 10.<registrant, 4 to 9 digits>/<suffix>, for example 10.1000/182, with no spaces',
  };
}

/** What a reference is (an ISBN, a DOI, or neither) and whether it checks out. */
export function checkReference(text: string): ReferenceCheck {
  const trimmed = text.trim();
  if (looksLikeDoi(trimmed)) return checkDoi(trimmed);
  if (looksLikeIsbn(trimmed)) return checkIsbn(trimmed);
  return {
    kind: 'unknown',
    valid: false,
    normalized: null,
    message: 'Not an ISBN (10 or 13 digits) or a DOI (10.<registrant>/<suffix>)',
  };
}
