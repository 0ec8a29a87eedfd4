import { contentFor } from '../server/generation/content/index.ts';
import type { OutcomeContent } from '../server/generation/types.ts';
import { computed, firstYearContext, mathsSeedOutcomes, plannedAtFirstYear, topicName, type MathsOutcome } from './quality/maths.ts';

/**
 * `npx tsx scripts/maths-coverage.ts`: how many mathematics outcomes of the seed get computed content — at least one
 * worked example and at least one practice question with an answer — when a lesson is planned against them at their
 * own first year level, as the offline engine plans it. Prints the share overall, by framework and by strand and
 * grade, and the largest groups without it.
 *
 * `--list` prints every outcome with the generator it meets (to read the matching as a teacher would);
 * `--uncovered` prints every outcome without content; `--framework <id>` keeps one framework;
 * `--show <code>` prints one outcome's worked examples, practice, checks and key words.
 */

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const onlyFramework = option('--framework');
const show = option('--show');

/** A title a teacher might give the lesson: the outcome's first clause, at most eight words. */
function titleOf(outcome: MathsOutcome): string {
  const clause = outcome.statement
    .replace(/^\(\+\)\s*/, '')
    .replace(/[{}]/g, '')
    .split(/[.;:(]|,\s|\bincluding\b|\bfor example\b/i)[0]!
    .trim();
  const words = clause.split(/\s+/).slice(0, 8).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '—');
const pad = (text: string, width: number) => text.padEnd(width);

interface Row {
  outcome: MathsOutcome;
  grade: number;
  content: OutcomeContent | undefined;
  covered: boolean;
}

const rows: Row[] = mathsSeedOutcomes()
  .filter((outcome) => !onlyFramework || outcome.framework === onlyFramework)
  .map((outcome) => {
    const content = plannedAtFirstYear(outcome, titleOf(outcome));
    return { outcome, grade: firstYearContext(outcome, titleOf(outcome)).grade, content, covered: computed(content) };
  });

function tally(key: (row: Row) => string) {
  const groups = new Map<string, { covered: number; total: number }>();
  for (const row of rows) {
    const k = key(row);
    const g = groups.get(k) ?? { covered: 0, total: 0 };
    g.total += 1;
    if (row.covered) g.covered += 1;
    groups.set(k, g);
  }
  return [...groups.entries()];
}

const covered = rows.filter((r) => r.covered).length;
console.log(`Mathematics outcomes with a computed worked example and practice with answers: ${covered} of ${rows.length} (${percent(covered, rows.length)})`);
console.log('\nBy framework');
for (const [framework, g] of tally((r) => r.outcome.framework)) console.log(`  ${pad(framework, 14)} ${pad(`${g.covered}/${g.total}`, 9)} ${percent(g.covered, g.total)}`);

console.log('\nBy grade (the US grade the lesson is pitched to)');
for (const [grade, g] of tally((r) => String(r.grade).padStart(2)).sort()) console.log(`  grade ${grade}  ${pad(`${g.covered}/${g.total}`, 9)} ${percent(g.covered, g.total)}`);

const strandOf = (r: Row) => `${r.outcome.framework} · ${r.outcome.strand}${r.outcome.substrand ? ` · ${r.outcome.substrand}` : ''}`;
console.log('\nBy strand');
for (const [strand, g] of tally(strandOf).sort((a, b) => a[0].localeCompare(b[0]))) console.log(`  ${pad(`${g.covered}/${g.total}`, 9)} ${pad(percent(g.covered, g.total), 7)} ${strand}`);

console.log('\nLargest groups without computed content (framework · strand · grade)');
const gaps = tally((r) => `${strandOf(r)} · grade ${r.grade}`)
  .map(([group, g]) => [group, g.total - g.covered] as const)
  .filter(([, missing]) => missing > 0)
  .sort((a, b) => b[1] - a[1]);
for (const [group, missing] of gaps.slice(0, 25)) console.log(`  ${String(missing).padStart(3)}  ${group}`);

console.log('\nGenerators met (outcomes per generator)');
const bySource = new Map<string, number>();
for (const r of rows) if (r.content) bySource.set(topicName(r.content)!, (bySource.get(topicName(r.content)!) ?? 0) + 1);
for (const [name, count] of [...bySource.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(4)}  ${name}`);

const line = (r: Row) => `${r.outcome.shortCode ?? r.outcome.code} [g${r.grade}] ${r.outcome.statement.slice(0, 150)}`;
if (args.includes('--list')) {
  console.log('\nEvery outcome and its generator');
  for (const r of rows) console.log(`  ${topicName(r.content) ?? '—'}  ⟵  ${line(r)}`);
}
if (args.includes('--uncovered')) {
  console.log('\nOutcomes without computed content');
  for (const r of rows.filter((x) => !x.covered)) console.log(`  ${line(r)}`);
}
if (show) {
  const r = rows.find((x) => x.outcome.code === show || x.outcome.shortCode === show);
  if (!r) console.log(`\nNo mathematics outcome ${show}`);
  else {
    const context = firstYearContext(r.outcome, titleOf(r.outcome));
    console.log(`\n${line(r)}\nTitle: ${context.topic} · ${context.yearLevel} (grade ${context.grade})`);
    const content = contentFor(r.outcome, context)[0];
    console.log(JSON.stringify({ source: content?.source, keyPoints: content?.keyPoints, workedExamples: content?.workedExamples, practice: content?.practice.map((p) => `${p.prompt} → ${p.answer}`), checks: content?.checks, retrieval: content?.retrieval, keywords: content?.keywords.map((k) => `${k.term}: ${k.definition}`) }, null, 2));
  }
}
