import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import type { UploadRow } from '../../repositories/uploads.ts';
import { parseInput } from '../../validation.ts';
import { titleText } from '../titles.ts';
import { parseUploadDetails } from './form.ts';
import { checkReference } from './references.ts';

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;

const detailsBody = z
  .object({
    id: z.string({ error: 'id must be the id of one of your uploads' }),
    title: titleText({ error: 'title must be text' }).min(1, 'Give the upload a title').max(MAX_TITLE, `title is longer than ${MAX_TITLE} characters; shorten it`).optional(),
    description: z.string({ error: 'description must be text' }).max(MAX_DESCRIPTION, `description is longer than ${MAX_DESCRIPTION} characters; shorten it`).optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
    reference: z.string({ error: 'reference must be text' }).optional(),
    isbn: z.string({ error: 'isbn must be text' }).nullable().optional(),
    language: z.string({ error: 'language must be a language tag such as en, en-GB or fr' }).optional(),
  })
  .strict();

export type UploadDetailsEdit = z.infer<typeof detailsBody>;

export const parseDetailsEdit = (body: unknown): UploadDetailsEdit => parseInput(detailsBody, body, 'These fields are not part of an upload’s details');

/** The form's field names (Reference, Isbn, Language) as this JSON body spells them. */
const FIELD_NAMES: Record<string, string> = { Reference: 'reference', Isbn: 'isbn', Language: 'language' };

/**
 * The row's new details: the edit over what is stored, checked as the upload form checks them. A reference that is
 * an ISBN or a DOI fills isbn or doi. An ISBN that came from the old reference goes with it when the reference
 * changes; one the teacher gave on its own stays until they change it.
 */
export function applyDetailsEdit(row: UploadRow, edit: UploadDetailsEdit) {
  const reference = edit.reference ?? row.reference;
  const isbnFromOldReference = row.isbn !== null && checkReference(row.reference).normalized === row.isbn;
  const keptIsbn = edit.reference !== undefined && isbnFromOldReference ? '' : (row.isbn ?? '');
  const isbn = edit.isbn === undefined ? keptIsbn : (edit.isbn ?? '');
  let details;
  try {
    details = parseUploadDetails({ Reference: reference, Isbn: isbn, Language: edit.language ?? row.language });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(error.errors.map((e) => ({ field: FIELD_NAMES[e.field] ?? e.field, message: e.message.replace(/\b(Reference|Isbn|Language)\b/g, (name) => FIELD_NAMES[name]!) })));
  }
  return {
    ...details,
    ...(edit.title !== undefined ? { title: edit.title } : {}),
    ...(edit.description !== undefined ? { description: edit.description } : {}),
    ...(edit.enabled !== undefined ? { enabled: edit.enabled } : {}),
  };
}
