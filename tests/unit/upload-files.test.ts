import { describe, expect, it } from 'vitest';
import { classify, extensionOf } from '../../server/domain/uploads/file-types.ts';
import { detectText } from '../../server/domain/uploads/identify.ts';
import { attachmentDisposition } from '../../server/domain/uploads/json.ts';
import { checkReference } from '../../server/domain/uploads/references.ts';

describe('what an upload is', () => {
  it('tells text and HTML from binary bytes', () => {
    expect(detectText(Buffer.from('Plain words\r\n\twith a tab'))).toBe('text');
    expect(detectText(Buffer.from('\ufeff  <!-- saved --><!DOCTYPE html><html>'))).toBe('html');
    expect(detectText(Buffer.from([0x48, 0x00, 0x69]))).toBeUndefined();
    expect(detectText(Buffer.from([0xc3, 0x28]))).toBeUndefined();
    // A sample may end inside a character: "é" is 0xC3 0xA9.
    expect(detectText(Buffer.from([0x63, 0x61, 0x66, 0xc3]))).toBe('text');
  });

  it('lets an MPEG-4 file carry any of its family’s names, and no other', () => {
    expect(classify('m4v', 'mp4')).toMatchObject({ ok: true, extension: 'mp4' });
    expect(classify('mp4', 'm4a')).toMatchObject({ ok: true, extension: 'm4a' });
    expect(classify('asf', 'wma')).toMatchObject({ ok: true, extension: 'wma' });
    expect(classify('mp4', 'mp3')).toEqual({
      ok: false,
      reason: 'misnamed',
      message: 'The file is named .mp3 but its contents are MPEG-4 audio or video; rename it to .mp4, or choose the file you meant',
    });
  });

  it('names a file without an extension by its contents', () => {
    expect(classify('text', '')).toMatchObject({ ok: true, extension: 'txt' });
    expect(classify('pdf', '')).toMatchObject({ ok: true, extension: 'pdf' });
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('refuses archives and documents it cannot use even when named as they are', () => {
    expect(classify('xlsx', 'xlsx')).toMatchObject({ ok: false, reason: 'unsupported' });
    expect(classify('jar', 'zip')).toMatchObject({ ok: false, reason: 'unsupported' });
  });
});

describe('references', () => {
  it('checks ISBN check digits and DOI syntax', () => {
    expect(checkReference('ISBN-13: 978-3-16-148410-0')).toMatchObject({ kind: 'isbn-13', valid: true, normalized: '9783161484100' });
    expect(checkReference('3-16-148410-X')).toMatchObject({ kind: 'isbn-10', valid: true, normalized: '316148410X' });
    expect(checkReference('3-16-148410-5')).toMatchObject({ kind: 'isbn-10', valid: false, normalized: null });
    expect(checkReference('0 306 40615 2')).toMatchObject({ kind: 'isbn-10', valid: true, normalized: '0306406152' });
    expect(checkReference('123-456')).toMatchObject({ kind: 'unknown', valid: false });
    expect(checkReference('10.1000/ has space')).toMatchObject({ kind: 'doi', valid: false });
    expect(checkReference('http://dx.doi.org/10.1002/0470841559.ch1')).toMatchObject({ kind: 'doi', valid: true, normalized: '10.1002/0470841559.ch1' });
  });
});

describe('the download name', () => {
  it('keeps quotes, backslashes and line breaks out of the header', () => {
    expect(attachmentDisposition('a "quoted"\\name\r\n.pdf')).toBe(`attachment; filename="a _quoted__name__.pdf"; filename*=UTF-8''a%20%22quoted%22%5Cname%0D%0A.pdf`);
  });
});
