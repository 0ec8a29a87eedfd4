import { ValidationError, type FieldError } from '../../errors.ts';
import type { ReceivedUpload } from './intake.ts';
import { checkIsbn, checkReference } from './references.ts';

export interface UploadDetails {
  reference: string;
  isbn: string | null;
  doi: string | null;
  language: string;
}

/** A language tag as browsers send them: en, en-GB, pt-BR, zh-Hant. */
const LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;
const MAX_REFERENCE = 500;

/**
 * The form's Reference, Isbn and Language, checked. Reference takes an ISBN, a DOI or a citation in words; an ISBN
 * or DOI in it must check out, and fills isbn or doi. Isbn must be a valid ISBN-10 or ISBN-13.
 */
export function parseUploadDetails(fields: ReceivedUpload['fields']): UploadDetails {
  const errors: FieldError[] = [];
  const reference = (fields.Reference ?? '').trim();
  const isbnText = (fields.Isbn ?? '').trim();
  const language = (fields.Language ?? '').trim() || 'en';
  let isbn: string | null = null;
  let doi: string | null = null;

  if (reference.length > MAX_REFERENCE) errors.push({ field: 'Reference', message: `Reference is longer than ${MAX_REFERENCE} characters; shorten it` });
  else if (reference) {
    const check = checkReference(reference);
    if (check.kind !== 'unknown' && !check.valid) errors.push({ field: 'Reference', message: check.message });
    if (check.valid && check.kind === 'doi') doi = check.normalized;
    if (check.valid && check.kind !== 'doi') isbn = check.normalized;
  }
  if (isbnText) {
    const check = checkIsbn(isbnText);
    if (!check.valid) errors.push({ field: 'Isbn', message: check.message });
    else if (isbn && isbn !== check.normalized) errors.push({ field: 'Isbn', message: 'Isbn and the ISBN in Reference name different books; give one of them' });
    else isbn = check.normalized;
  }
  if (!LANGUAGE.test(language)) errors.push({ field: 'Language', message: 'Language is a language tag such as en, en-GB or fr' });
  if (errors.length) throw new ValidationError(errors);
  return { reference, isbn, doi, language };
}
