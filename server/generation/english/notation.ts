/**
 * Mathematical notation as a student reads it. Curriculum sources write some symbols in LaTeX (ACARA's "\(π\)",
 * "\(\frac12\)", "\(3, 4, 5\)") and mark England's higher-tier content with braces; a plan prints plain text, so the
 * symbols are written out here once and nothing downstream loses them.
 */

const COMMANDS: Record<string, string> = {
  times: '×',
  div: '÷',
  pi: 'π',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  pm: '±',
  approx: '≈',
  cdot: '·',
  theta: 'θ',
  circ: '°',
  degree: '°',
  infty: '∞',
  ldots: '…',
  dots: '…',
  lt: '<',
  gt: '>',
  left: '',
  right: '',
};

const LETTERS = new Set(['pi', 'theta']);

const SUPERSCRIPT: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', n: 'ⁿ', '-': '⁻' };

/** One LaTeX argument: a braced group or a single character ("\frac12" has the arguments 1 and 2). */
const ARGUMENT = String.raw`(\{[^{}]*\}|[^\s{}\\])`;
const unbrace = (argument: string) => argument.replace(/^\{|\}$/g, '').trim();
/** A fraction's part keeps brackets when it is more than one term ("(x + 1)/2"). */
const fractionPart = (argument: string) => {
  const part = unbrace(argument);
  return /^[\w.]+$/.test(part) ? part : `(${part})`;
};

function superscript(power: string): string {
  const plain = unbrace(power);
  return [...plain].every((c) => SUPERSCRIPT[c]) ? [...plain].map((c) => SUPERSCRIPT[c]).join('') : `^${plain}`;
}

/** Turns the LaTeX the seed carries into readable text: \(π\) → π, \frac12 → 1/2, \times → ×, x^{2} → x². */
export function readableNotation(text: string): string {
  return text
    .replace(/\\[()[\]]/g, '')
    .replace(new RegExp(String.raw`\\[dt]?frac\s*${ARGUMENT}\s*${ARGUMENT}`, 'g'), (_, top: string, bottom: string) => `${fractionPart(top)}/${fractionPart(bottom)}`)
    .replace(new RegExp(String.raw`\\sqrt\s*${ARGUMENT}`, 'g'), (_, radicand: string) => `√${fractionPart(radicand)}`)
    .replace(new RegExp(String.raw`\^${ARGUMENT}`, 'g'), (_, power: string) => superscript(power))
    // A letter's command ends at the space after it ("\\pi r" is πr); an operator keeps its spacing ("3 \\times 4").
    .replace(/\\([a-zA-Z]+)( ?)/g, (_, name: string, space: string) => (COMMANDS[name] ?? name) + (LETTERS.has(name) ? '' : space))
    .replace(/\\([%$&#_{}])/g, '$1')
    .replace(/\\/g, '')
    .replace(/\u20d2/g, '')
    .replace(/[{}]/g, '');
}
