import { describe, expect, it } from 'vitest';
import { checkEmail, normaliseEmail } from '../../server/domain/email-address.ts';

describe('email addresses have one spelling', () => {
  it.each([
    ['  Ada.Lovelace@School.EXAMPLE ', 'ada.lovelace@school.example'],
    ['ａｄａ@ｓｃｈｏｏｌ.example', 'ada@school.example'], // full-width letters fold under NFKC
    ['lehrer@Schüle.de', 'lehrer@xn--schle-mva.de'], // the domain in its ASCII (punycode) form
    ['ADA@XN--SCHLE-MVA.DE', 'ada@xn--schle-mva.de'],
  ])('%s is stored and compared as %s', (typed, stored) => {
    expect(normaliseEmail(typed)).toBe(stored);
    expect(checkEmail(typed)).toEqual({ ok: true, email: stored });
  });

  it('accepts addresses written in one non-Latin alphabet', () => {
    expect(checkEmail('учитель@школа.рф')).toEqual({ ok: true, email: 'учитель@xn--80atdl2c.xn--p1ai' });
    expect(checkEmail('先生@example.jp')).toEqual({ ok: true, email: '先生@example.jp' });
  });

  it('refuses a Cyrillic look-alike letter inside a Latin address', () => {
    // "а" below is CYRILLIC SMALL LETTER A (U+0430).
    expect(checkEmail('\u0430lice@school.example')).toEqual({
      ok: false,
      reason: 'lookalike',
      message: 'The part before the @ mixes letters from different alphabets (Cyrillic and Latin): type the address with the letters of one alphabet.',
    });
    expect(checkEmail('alice@sch\u043eol.example')).toMatchObject({ ok: false, reason: 'lookalike', message: expect.stringContaining('The domain part "schоol"') });
  });

  it('refuses a part written wholly in Cyrillic letters that read as Latin', () => {
    // "рор" is CYRILLIC ER, O, ER: it reads as the Latin "pop".
    expect(checkEmail('\u0440\u043e\u0440@school.example')).toEqual({
      ok: false,
      reason: 'lookalike',
      message: 'The part before the @ is written in Cyrillic letters that look like Latin ones: type the address with the letters of one alphabet.',
    });
  });

  it.each(['not-an-email', 'a@b', 'two@@at.example', 'space in@school.example', `${'x'.repeat(65)}@school.example`])('refuses %s as no address', (typed) => {
    expect(checkEmail(typed)).toMatchObject({ ok: false, reason: 'shape' });
  });

  it.each([
    '<script>@x.org',
    'ana<b>@school.example',
    'ana@school.example>',
    '"ana b"@school.example',
    'ana@[10.0.0.1]',
    '.ana@school.example',
    'ana.@school.example',
    'ana..b@school.example',
    'ana@-school.example',
    'ana@school-.example',
    'ana@school..example',
    'ana@school.123',
    'ana;drop@school.example',
    'ana,ben@school.example',
    'ana@school.example\u202E',
  ])('refuses %s: a character or a form no real address has', (typed) => {
    expect(checkEmail(typed)).toMatchObject({ ok: false, reason: 'shape' });
  });

  it.each([
    ["o'brien@school.example", "o'brien@school.example"],
    ['First.Last+maths@sub.school.example', 'first.last+maths@sub.school.example'],
    ['x_y-z@my-school.co.uk', 'x_y-z@my-school.co.uk'],
  ])('accepts the address %s', (typed, stored) => {
    expect(checkEmail(typed)).toEqual({ ok: true, email: stored });
  });
});
