import { exitTicketFromText, glossaryFromText, questionsFromText } from '../../server/generation/studio/from-text.ts';
import { rewriteAtLevel } from '../../server/generation/studio/rewrite.ts';
import { TOOL_TEXTS, type ToolText } from './tool-texts.ts';

/**
 * The Studio's quick tools on texts a teacher pastes (tool-texts.ts), measured against what a colleague expects of
 * each, written by hand: the glossary defines the text's key terms, in the text's sense, in whole sentences; gap-fills
 * take a key term or a number out of a whole sentence of the text; the rewrite moves the reading grade towards the
 * target and keeps every number and key term; an exit ticket's answers are in the text. Prints each figure and fails
 * below its floor (the floors sit at what the tools do today, so a change that makes them worse fails).
 */

/** "Tributaries" and "tributary", "tectonic plates" and "tectonic plate": the gate's own folding, not the engine's. */
const fold = (term: string) =>
  term
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, ''))
    .join(' ');

const WHOLE_SENTENCE = /^[A-Z0-9"'“].*\S.*[.!?]["”']?$/;
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"'])/).map((s) => s.trim());

interface Tally {
  found: number;
  of: number;
}
const share = (t: Tally) => (t.of ? t.found / t.of : 1);
const percent = (t: Tally) => `${t.found}/${t.of} (${Math.round(share(t) * 100)}%)`;

interface Figures {
  termsDefined: Tally;
  inSense: Tally;
  wholeSentences: Tally;
  gapsWhole: Tally;
  gapsOnTerms: Tally;
  rewriteNearTarget: Tally;
  rewriteKept: Tally;
  ticketAnswers: Tally;
  gradeBefore: number[];
  gradeAfter: number[];
  findings: string[];
}

function measure(sample: ToolText, figures: Figures) {
  const label = `${sample.subject} grade ${sample.grade}`;
  const glossary = glossaryFromText(sample.text, sample.subject, sample.grade);
  const byTerm = new Map(glossary.map((k) => [fold(k.term), k]));
  for (const [term, senseWords] of Object.entries(sample.terms)) {
    figures.termsDefined.of += 1;
    const entry = byTerm.get(fold(term));
    if (!entry) {
      figures.findings.push(`${label}: the glossary leaves out "${term}"`);
      continue;
    }
    figures.termsDefined.found += 1;
    figures.inSense.of += 1;
    if (senseWords.some((w) => entry.definition.toLowerCase().includes(w.toLowerCase()))) figures.inSense.found += 1;
    else figures.findings.push(`${label}: "${entry.term}" is not defined in the text's sense: "${entry.definition}"`);
  }
  for (const entry of glossary) {
    figures.wholeSentences.of += 1;
    if (WHOLE_SENTENCE.test(entry.definition) && entry.definition.split(/\s+/).length >= 3) figures.wholeSentences.found += 1;
    else figures.findings.push(`${label}: "${entry.term}" is not defined in a whole sentence: "${entry.definition}"`);
  }

  const sentences = sentencesOf(sample.text);
  const terms = Object.keys(sample.terms).map(fold);
  const questions = questionsFromText(sample.text, 8, glossary.map((k) => k.term));
  for (const q of questions.filter((x) => x.kind === 'retrieve' && x.prompt.includes('____'))) {
    figures.gapsWhole.of += 1;
    const quoted = /"(.*)"/.exec(q.prompt)?.[1] ?? '';
    const restored = quoted.replace('____', q.answer);
    if (sentences.some((s) => s.replace(/[.!?]$/, '') === restored)) figures.gapsWhole.found += 1;
    else figures.findings.push(`${label}: a gap-fill is not a whole sentence of the text: ${q.prompt}`);
    figures.gapsOnTerms.of += 1;
    if (terms.includes(fold(q.answer)) || /^\d[\d,.]*$/.test(q.answer)) figures.gapsOnTerms.found += 1;
    else figures.findings.push(`${label}: a gap-fill takes out "${q.answer}", neither a key term nor a number`);
  }

  const target = Math.max(1, sample.grade - 3);
  const rewrite = rewriteAtLevel(sample.text, target);
  figures.gradeBefore.push(rewrite.before);
  figures.gradeAfter.push(rewrite.after);
  figures.rewriteNearTarget.of += 1;
  // Subject words hold a text up a grade or two; a rewrite within two grades of the target, or two grades easier, did its job.
  if (rewrite.after <= target + 2 || rewrite.before - rewrite.after >= 2) figures.rewriteNearTarget.found += 1;
  else figures.findings.push(`${label}: the rewrite for grade ${target} reads at ${rewrite.after} (was ${rewrite.before})`);
  const kept = [...(sample.text.match(/\b\d[\d,.]*\d\b|\b\d\b/g) ?? []), ...Object.keys(sample.terms)];
  for (const piece of kept) {
    figures.rewriteKept.of += 1;
    if (rewrite.text.toLowerCase().includes(piece.toLowerCase().replace(/y$/, ''))) figures.rewriteKept.found += 1;
    else figures.findings.push(`${label}: the rewrite loses "${piece}"`);
  }

  for (const q of exitTicketFromText(sample.text, sample.subject, sample.grade).filter((x) => x.kind !== 'summarise')) {
    figures.ticketAnswers.of += 1;
    const answer = q.answer.replace(/^Because\s+/, '').replace(/[.]$/, '').toLowerCase();
    if (sample.text.toLowerCase().includes(answer)) figures.ticketAnswers.found += 1;
    else figures.findings.push(`${label}: an exit-ticket answer is not in the text: ${q.answer}`);
  }
}

/** Floors: the share of each figure the tools must reach. */
export const TOOL_FLOORS = {
  termsDefined: 0.6,
  inSense: 0.85,
  wholeSentences: 1,
  gapsWhole: 1,
  gapsOnTerms: 0.6,
  rewriteNearTarget: 0.5,
  rewriteKept: 1,
  ticketAnswers: 1,
} as const;

const NAMES: Record<keyof typeof TOOL_FLOORS, string> = {
  termsDefined: "glossary: the text's key terms defined",
  inSense: "glossary: definitions in the text's sense",
  wholeSentences: 'glossary: definitions in whole sentences',
  gapsWhole: 'questions: gap-fills that are whole sentences of the text',
  gapsOnTerms: 'questions: gap-fills on a key term or a number',
  rewriteNearTarget: 'rewrite: within two grades of the target, or two grades easier',
  rewriteKept: 'rewrite: numbers and key terms kept',
  ticketAnswers: "exit ticket: answers found in the text",
};

/** Runs the Studio section of the gate; true when a figure is below its floor. */
export function runTools(verbose: boolean): boolean {
  const figures: Figures = {
    termsDefined: { found: 0, of: 0 },
    inSense: { found: 0, of: 0 },
    wholeSentences: { found: 0, of: 0 },
    gapsWhole: { found: 0, of: 0 },
    gapsOnTerms: { found: 0, of: 0 },
    rewriteNearTarget: { found: 0, of: 0 },
    rewriteKept: { found: 0, of: 0 },
    ticketAnswers: { found: 0, of: 0 },
    gradeBefore: [],
    gradeAfter: [],
    findings: [],
  };
  for (const sample of TOOL_TEXTS) measure(sample, figures);
  console.log(`\nStudio quick tools on ${TOOL_TEXTS.length} pasted texts:`);
  let failed = false;
  for (const key of Object.keys(TOOL_FLOORS) as (keyof typeof TOOL_FLOORS)[]) {
    const ok = share(figures[key]) >= TOOL_FLOORS[key];
    if (!ok) failed = true;
    console.log(`${ok ? 'pass' : 'FAIL'}  ${NAMES[key]}: ${percent(figures[key])} (floor ${Math.round(TOOL_FLOORS[key] * 100)}%)`);
  }
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1);
  const targets = TOOL_TEXTS.map((t) => Math.max(1, t.grade - 3));
  console.log(`      rewrite: mean reading grade ${mean(figures.gradeBefore)} → ${mean(figures.gradeAfter)} (mean target ${mean(targets)})`);
  for (const f of verbose ? figures.findings : figures.findings.slice(0, 8)) console.log(`        ${f}`);
  if (!verbose && figures.findings.length > 8) console.log(`        (+${figures.findings.length - 8} more; --verbose lists them)`);
  return failed;
}
