import { decodeHtmlEntities, normaliseSpace } from './html-text.ts';

/**
 * ACARA's MRAC elaborations carry inline MathJax (`\(\frac58>\frac12\)`, `\(A=\mathrm{π}r^2\)`) and a little HTML
 * (`<p>`, `<ul><li>`, `<em>`). This writes them as plain text with the notation kept (5/8 > 1/2, A = πr²), the way
 * a teacher would type them. Angle-bracket placeholders in the prose ("A <type of user> has <some goal>") are text,
 * not tags, so only the tags ACARA uses are removed.
 */

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻', n: 'ⁿ', x: 'ˣ',
};

const SYMBOLS: Record<string, string> = {
  times: '×', div: '÷', square: '□', rightarrow: '→', leq: '≤', geq: '≥', pi: 'π', bigtriangleup: '△', space: ' ',
};

/** A LaTeX argument: `{...}` (one level of nesting) or a single character. */
const ARG = String.raw`(\{(?:[^{}]|\{[^{}]*\})*\}|\\[A-Za-z]+|[^\s\\{}])`;
const unbrace = (arg: string) => (arg.startsWith('{') ? arg.slice(1, -1) : arg);
const group = (text: string) => (/^[\w.π]+$/.test(text) ? text : `(${text})`);

function superscript(text: string): string {
  const chars = [...text];
  return chars.every((c) => SUPERSCRIPT[c]) ? chars.map((c) => SUPERSCRIPT[c]).join('') : `^${group(text)}`;
}

/** One MathJax segment as plain text. */
export function latexToText(latex: string): string {
  let text = latex;
  // Repeating decimal: 0.291\overset\_6 is 0.2916 with the 6 repeating.
  text = text.replace(/\\overset\\_(\d)/g, '$1\u0305');
  for (let guard = 0; guard < 5 && /\\frac|\\sqrt|\\mathrm/.test(text); guard++) {
    text = text.replace(new RegExp(String.raw`\\frac\s*${ARG}\s*${ARG}`, 'g'), (_, a: string, b: string) => `⟨${group(latexToText(unbrace(a)))}/${group(latexToText(unbrace(b)))}⟩`);
    text = text.replace(new RegExp(String.raw`\\sqrt\s*${ARG}`, 'g'), (_, a: string) => `√${group(latexToText(unbrace(a)))}`);
    text = text.replace(new RegExp(String.raw`\\mathrm\s*${ARG}`, 'g'), (_, a: string) => latexToText(unbrace(a)));
  }
  text = text.replace(new RegExp(String.raw`\^${ARG}`, 'g'), (_, a: string) => superscript(unbrace(a)));
  text = text.replace(/\\([A-Za-z]+)/g, (whole, name: string) => SYMBOLS[name] ?? whole);
  text = text.replace(/\\[;,!: ]/g, ' ').replace(/\\([$%_&#])/g, '$1');
  // A fraction right before a variable is bracketed: ½x is (1/2)x, never 1/2x.
  text = text.replace(/⟨([^⟨⟩]*)⟩(?=[A-Za-z(√π])/g, '($1)').replace(/[⟨⟩]/g, '');
  return text.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();
}

const INLINE_TAG = /<\/?(?:em|i|strong|b|span)\b[^>]*>/gi;
const BLOCK_TAG = /<\/?(?:p|ul|ol|li|br|div)\b[^>]*\/?>/gi;

/** An MRAC text (statement or elaboration) as plain text with its notation kept. */
export function acaraText(value: string): string {
  const text = decodeHtmlEntities(value)
    .split(/(\\\(.*?\\\))/s)
    .map((part, i) => (i % 2 === 1 ? latexToText(part.slice(2, -2)) : part.replace(INLINE_TAG, '').replace(/<\/li>\s*/gi, '; ').replace(BLOCK_TAG, ' ')))
    .join('');
  return normaliseSpace(text)
    .replace(/\s*;\s*(;\s*)+/g, '; ')
    .replace(/\s+([,;])(?=\s|$)/g, '$1')
    .replace(/[;,]\s*$/, '');
}
