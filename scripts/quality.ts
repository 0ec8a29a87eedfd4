import fs from 'node:fs';
import path from 'node:path';
import { createOfflineGenerator } from '../server/generation/offline.ts';
import type { LessonPlan } from '../server/generation/types.ts';
import { QUALITY_BRIEFS } from './quality/briefs.ts';
import { PLAN_CHECKS, READING_TOLERANCE, TEMPLATE_SHARE, templateSentences, type PlannedBrief } from './quality/checks.ts';
import { measuredGrade } from '../server/generation/plan/reading.ts';
import { planMarkdown } from './quality/markdown.ts';
import { loadSeedOutcomes, outcomesByCode } from './quality/curriculum.ts';
import { DEFAULT_SAMPLE_SIZE, DEFAULT_SEED } from './quality/sample.ts';
import { runSample } from './quality/sample-report.ts';
import { runEnhanced } from './quality/enhanced.ts';
import { runTools } from './quality/tools.ts';
import { runLessonQuestions } from './quality/lesson-questions.ts';

/**
 * `npm run quality`: plans the fixed set of briefs with the offline engine and checks every plan as a teacher would
 * (grammatical criteria, concrete content or "supply this" in every phase, every term defined, reading level, timing,
 * answers for every check, no template sentence across more than a fifth of the plans), then plans a random sample
 * of briefs across the whole curriculum whose descriptions name their content, and measures what the plans make of
 * it (scripts/quality/sample-report.ts), and runs the Studio's quick tools on pasted texts (scripts/quality/tools.ts), and the lesson questions tool and driving question on every plan (scripts/quality/lesson-questions.ts). Prints the figures and fails when a check falls below its threshold.
 *
 * `--verbose` lists every finding; `--write <folder>` writes each plan there as Markdown; `--seed N` draws another
 * sample (CI uses the default); `--sample N` sets its size (0 skips it); `--strict` holds the sample to its targets
 * rather than its floors.
 */

const verbose = process.argv.includes('--verbose');
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
/** `--write <folder>`: also writes every plan as Markdown, one file per brief, to read them as a teacher would. */
const writeTo = option('--write');
const numberOption = (name: string, fallback: number) => {
  const value = option(name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} needs a whole number, not "${value}".`);
  return Number(value);
};
const seed = numberOption('--seed', DEFAULT_SEED);
const sampleSize = numberOption('--sample', DEFAULT_SAMPLE_SIZE);

const seedOutcomes = loadSeedOutcomes();
const outcomes = outcomesByCode(seedOutcomes);
const generator = createOfflineGenerator(() => new Date('2026-11-23T09:00:00Z'));
const planned: PlannedBrief[] = [];
for (const q of QUALITY_BRIEFS) {
  const refs = q.codes.map((code) => {
    const ref = outcomes.get(code);
    if (!ref) throw new Error(`The quality brief "${q.title}" names ${code}, which is not in the curriculum seed.`);
    return ref;
  });
  const brief = {
    title: q.title,
    description: q.description,
    methodology: q.methodology,
    yearLevel: q.yearLevel,
    subject: q.subject,
    durationMinutes: q.durationMinutes,
    outcomes: refs,
    slices: [],
    enhancementEnabled: q.enhancementEnabled ?? false,
  };
  const plan: LessonPlan = await generator.generateLessonPlan(brief);
  planned.push({ label: `${q.title} (${q.yearLevel}, ${q.methodology}, ${q.durationMinutes} min)`, brief, plan, targetGrade: q.grade });
}

if (writeTo) {
  fs.mkdirSync(writeTo, { recursive: true });
  planned.forEach((p, i) => {
    const name = `${String(i + 1).padStart(2, '0')}-${p.brief.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.md`;
    fs.writeFileSync(path.join(writeTo, name), `${planMarkdown(p.brief, p.plan)}\n`);
  });
}

let failed = false;
console.log(`Quality gate: ${planned.length} plans across ${new Set(QUALITY_BRIEFS.flatMap((b) => b.codes.map((c) => outcomes.get(c)!.framework))).size} frameworks\n`);
for (const { name, check, threshold } of PLAN_CHECKS) {
  const results = planned.map((p) => ({ label: p.label, findings: check(p) }));
  const passing = results.filter((r) => !r.findings.length).length;
  const share = passing / planned.length;
  const ok = share >= threshold;
  if (!ok) failed = true;
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name}: ${passing}/${planned.length} plans (threshold ${Math.round(threshold * 100)}%)`);
  for (const r of results.filter((x) => x.findings.length)) {
    const shown = verbose ? r.findings : r.findings.slice(0, 2);
    console.log(`        ${r.label}: ${shown.join('; ')}${r.findings.length > shown.length ? ` (+${r.findings.length - shown.length} more)` : ''}`);
  }
}

const templates = templateSentences(planned.map((p) => p.plan));
if (templates.length) failed = true;
console.log(
  `${templates.length ? 'FAIL' : 'pass'}  no template sentence in more than ${Math.round(TEMPLATE_SHARE * 100)}% of plans: ${templates.length} sentences over the limit`,
);
for (const t of verbose ? templates : templates.slice(0, 10)) console.log(`        ${t.plans} plans: "${t.sentence}"`);

const gaps = planned.map((p) => measuredGrade(p.plan) - p.targetGrade);
const mean = gaps.reduce((a, b) => a + Math.abs(b), 0) / gaps.length;
console.log(`\nReading level: mean distance from the target ${mean.toFixed(2)} grades (tolerance ${READING_TOLERANCE}); widest ${Math.max(...gaps.map(Math.abs)).toFixed(1)}`);
const supplied = planned.reduce((n, p) => n + p.plan.phases.filter((ph) => ph.supply?.length).length, 0);
const phases = planned.reduce((n, p) => n + p.plan.phases.length, 0);
console.log(`Phases that ask the teacher to supply something: ${supplied} of ${phases}`);

if (await runEnhanced(generator, outcomes, verbose)) failed = true;
if (runTools(verbose)) failed = true;

const everyPlan = planned.map(({ brief, plan }) => ({ brief, plan }));
if (sampleSize > 0) {
  const sampleFailed = await runSample(generator, seedOutcomes, {
    seed,
    size: sampleSize,
    verbose,
    strict: process.argv.includes('--strict'),
    writeTo: writeTo && path.join(writeTo, 'sample'),
    onPlanned: (brief, plan) => everyPlan.push({ brief, plan }),
  });
  if (sampleFailed) failed = true;
}
if (runLessonQuestions(everyPlan, verbose)) failed = true;
console.log(`\n${failed ? 'The quality gate failed.' : 'The quality gate passed.'}`);
process.exit(failed ? 1 : 0);
