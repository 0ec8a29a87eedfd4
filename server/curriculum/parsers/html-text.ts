/**
 * Turns the inline HTML found in publishers' statement text (CCSS: <i>, <sup>, <sub>, &times;, <p>, <li>) into
 * plain text that is safe to show anywhere and searchable. Exponents become Unicode superscripts (x², 10⁸),
 * footnote markers (drawings<sup>1</sup>) are dropped, stacked fractions become a/b.
 */

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', times: '×', divide: '÷', minus: '−', plusmn: '±',
  pi: 'π', theta: 'θ', radic: '√', asymp: '≈', ne: '≠', le: '≤', ge: '≥', deg: '°', cent: '¢', mdash: '—',
  ndash: '–', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', middot: '·', frac12: '½', frac14: '¼',
  frac34: '¾', infin: '∞', sup2: '²', sup3: '³', prime: '′', Prime: '″', bull: '•', eacute: 'é',
};

export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return NAMED[ref] ?? whole;
  });
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '-': '⁻', '+': '⁺', n: 'ⁿ', i: 'ⁱ', t: 'ᵗ', x: 'ˣ', a: 'ᵃ', b: 'ᵇ', c: 'ᶜ', r: 'ʳ', '(': '⁽', ')': '⁾', '=': '⁼',
};

function superscript(text: string): string {
  if (text === 'o') return '°';
  const chars = [...text];
  if (chars.every((c) => SUPERSCRIPT[c])) return chars.map((c) => SUPERSCRIPT[c]).join('');
  return `^(${text})`;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

/** A footnote marker is a small number right after a word or punctuation, not after a variable or number. */
function isFootnote(before: string, content: string): boolean {
  if (!/^[1-9]$|^\*$|^★$/.test(content)) return false;
  const word = /([A-Za-z]+)\s*$/.exec(before)?.[1];
  if (word) return word.length >= 3 && !/^(sin|cos|tan)$/i.test(word);
  return /[.,;:)"”]\s*$/.test(before) && !/\)\s*$/.test(before);
}

export function htmlToText(html: string): string {
  let text = html;
  // Stacked fractions: <sup>a</sup>/<sub>b</sub>
  text = text.replace(/<sup>(.*?)<\/sup>\s*\/\s*<sub>(.*?)<\/sub>/g, (_, a: string, b: string) => {
    const top = stripTags(a);
    const bottom = stripTags(b);
    const wrap = (s: string) => (/^[\w.]+$/.test(s) ? s : `(${s})`);
    return `${wrap(top)}/${wrap(bottom)}`;
  });
  text = text.replace(/<sup>(.*?)<\/sup>/g, (_, inner: string, offset: number, whole: string) => {
    const content = decodeHtmlEntities(stripTags(inner)).trim();
    return isFootnote(whole.slice(Math.max(0, offset - 40), offset).replace(/<[^>]*>/g, ''), content) ? '' : superscript(content);
  });
  text = text.replace(/<sub>(.*?)<\/sub>/g, (_, inner: string) => `_${stripTags(inner)}`);
  text = text.replace(/<\/?(p|li|ul|ol|br|h[1-6]|div)\b[^>]*>/gi, '\n');
  text = stripTags(text);
  text = decodeHtmlEntities(text);
  return normaliseSpace(text);
}

/** Collapses runs of white space (including the line wraps inside source literals) to single spaces. */
export function normaliseSpace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}
