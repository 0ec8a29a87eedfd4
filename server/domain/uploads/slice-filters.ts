import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, readToken, refuseToken } from '../../pagination.ts';
import { parseInput, isUuid } from '../../validation.ts';

/** Spec §3 "Slice list filters", each with the values the editor offers. */
export interface SliceFilters {
  searchText: string | undefined;
  image: 'all' | 'with' | 'without';
  accessibility: 'all' | 'missingAltText';
  outcome: string | undefined;
  alignment: 'all' | 'aligned' | 'unaligned';
  suggestion: 'all' | 'with' | 'without';
  contentType: string | undefined;
  enabled: 'all' | 'enabled' | 'disabled';
}

/** Where the previous page of slices ended: its last slice's ordinal and id. */
export interface SliceCursor {
  ordinal: number;
  id: string;
}

export interface SliceListRequest {
  pageSize: number;
  after: SliceCursor | null;
  filters: SliceFilters;
}

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }).default(values[0]);

const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const CONTENT_TYPE = /^[a-z][a-z0-9-]{0,39}$/;

const sliceListQuery = z.object({
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE).default(DEFAULT_PAGE_SIZE),
  continuationToken: z.string({ error: 'continuationToken must be text' }).optional(),
  searchText: z.string({ error: 'searchText must be text' }).trim().max(200, 'searchText is longer than 200 characters; shorten it').optional(),
  imageFilter: oneOf('imageFilter', ['all', 'with', 'without'] as const),
  accessibilityFilter: oneOf('accessibilityFilter', ['all', 'missingAltText'] as const),
  outcomeFilter: z.string({ error: 'outcomeFilter must be an outcome code' }).trim().max(100, 'outcomeFilter is longer than any outcome code').optional(),
  alignmentFilter: oneOf('alignmentFilter', ['all', 'aligned', 'unaligned'] as const),
  suggestionFilter: oneOf('suggestionFilter', ['all', 'with', 'without'] as const),
  contentFilter: z.string({ error: 'contentFilter must be a content type' }).regex(CONTENT_TYPE, 'contentFilter must be a content type such as text, image or transcript').optional(),
  enabledFilter: oneOf('enabledFilter', ['all', 'enabled', 'disabled'] as const),
});

const LIST = 'upload-slices';

/** The token names the upload too, so a token from another upload's list is refused rather than misread. */
export function encodeSliceCursor(uploadId: string, cursor: SliceCursor): string {
  return Buffer.from(JSON.stringify([LIST, uploadId, cursor.ordinal, cursor.id])).toString('base64url');
}

export function decodeSliceCursor(uploadId: string, token: string): SliceCursor {
  const [upload, ordinal, id] = readToken(LIST, token, 3);
  if (upload !== uploadId) throw refuseToken();
  if (typeof ordinal !== 'number' || !Number.isSafeInteger(ordinal) || ordinal < 0 || ordinal > 2_147_483_647) throw refuseToken();
  if (!isUuid(id)) throw refuseToken();
  return { ordinal, id: id.toLowerCase() };
}

/** The slice list's query string, validated: a 400 names each parameter to fix. */
export function parseSliceListRequest(uploadId: string, query: unknown): SliceListRequest {
  const q = parseInput(sliceListQuery, query, 'These parameters are not accepted by the slice list');
  return {
    pageSize: q.pageSize,
    after: q.continuationToken ? decodeSliceCursor(uploadId, q.continuationToken) : null,
    filters: {
      searchText: q.searchText || undefined,
      image: q.imageFilter,
      accessibility: q.accessibilityFilter,
      outcome: q.outcomeFilter || undefined,
      alignment: q.alignmentFilter,
      suggestion: q.suggestionFilter,
      contentType: q.contentFilter,
      enabled: q.enabledFilter,
    },
  };
}
