import { z } from 'zod';
import { parseInput } from '../../validation.ts';
import { titleText } from '../titles.ts';

const MAX_TITLE = 500;
const MAX_TEXT = 100_000;
const MAX_ALT_TEXT = 1000;
const CONTENT_TYPE = /^[a-z][a-z0-9-]{0,39}$/;

const title = titleText({ error: 'title must be text' }).max(MAX_TITLE, `title is longer than ${MAX_TITLE} characters; shorten it`);
const text = z.string({ error: 'text must be text' }).max(MAX_TEXT, `text is longer than ${MAX_TEXT} characters; split it into two slices`);

const sliceEditBody = z
  .object({
    id: z.string({ error: 'id must be the id of a slice of this upload' }),
    title: title.optional(),
    text: text.optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
    altText: z.string({ error: 'altText must be text' }).trim().max(MAX_ALT_TEXT, `altText is longer than ${MAX_ALT_TEXT} characters; a screen reader reads it all out, so keep it short`).optional(),
  })
  .strict();

const newSliceBody = z
  .object({
    uploadId: z.string({ error: 'uploadId must be the id of one of your uploads' }),
    title,
    text: text.refine((value) => value.trim().length > 0, 'Write the text of the slice'),
    contentType: z.string({ error: 'contentType must be text' }).regex(CONTENT_TYPE, 'contentType must be a content type such as text or transcript').default('text'),
    page: z.number({ error: 'page must be a page number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page must be at most 100000').nullable().default(null),
  })
  .strict();

const FIELDS = 'These fields are not part of a slice';
export const parseSliceEdit = (body: unknown) => parseInput(sliceEditBody, body, FIELDS);
export const parseNewSlice = (body: unknown) => parseInput(newSliceBody, body, FIELDS);
