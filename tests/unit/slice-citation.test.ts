import { describe, expect, it } from 'vitest';
import { clockTime, sliceCitation } from '../../server/domain/uploads/citation.ts';
import { parseEnhancementQuery } from '../../server/domain/uploads/enhancement-query.ts';

const at = (fields: Partial<{ page: number | null; pageIndexOffset: number | null; start: number | null; end: number | null }>) => ({
  contentType: 'page',
  page: null,
  pageIndexOffset: null,
  start: null,
  end: null,
  ...fields,
});

const cite = (uploadTitle: string, slice: ReturnType<typeof at>) => sliceCitation({ uploadTitle, ...slice });

describe('citations', () => {
  it('cites the printed page: the file’s page less the offset of its page labels', () => {
    expect(cite('Fractions workbook', at({ page: 12 }))).toBe('Fractions workbook, p. 12');
    expect(cite('Fractions workbook', at({ page: 24, pageIndexOffset: 12 }))).toBe('Fractions workbook, p. 12');
  });

  it('cites a stretch of a recording in minutes and seconds, with hours past the first hour', () => {
    expect(cite('Lesson recording', at({ start: 250, end: 330 }))).toBe('Lesson recording, 04:10–05:30');
    expect(cite('Lesson recording', at({ start: 3725.6, end: 3790 }))).toBe('Lesson recording, 1:02:05–1:03:10');
    expect(cite('Lesson recording', at({ start: 5 }))).toBe('Lesson recording, 00:05');
    expect(clockTime(0)).toBe('00:00');
  });

  it('is the title alone when neither a page nor a time is known', () => {
    expect(cite('Notes', at({}))).toBe('Notes');
  });
});

describe('enhancement search parameters', () => {
  it('reads ownerIds with indexes in index order, repeated, or as one value', () => {
    expect(parseEnhancementQuery({ input: 'x', 'ownerIds[1]': 'b', 'ownerIds[0]': 'a' }).ownerIds).toEqual(['a', 'b']);
    expect(parseEnhancementQuery({ input: 'x', ownerIds: ['a', 'b'] }).ownerIds).toEqual(['a', 'b']);
    expect(parseEnhancementQuery({ input: 'x', ownerIds: 'a' }).ownerIds).toEqual(['a']);
    expect(parseEnhancementQuery({ input: 'x' }).ownerIds).toBeUndefined();
  });

  it('defaults size to 20 and the flags to false', () => {
    expect(parseEnhancementQuery({ input: ' fractions ' })).toEqual({
      input: 'fractions',
      size: 20,
      thumbnails: false,
      consumeOnResult: false,
      isQuestion: false,
      strictMatch: false,
      isTest: false,
    });
  });
});
