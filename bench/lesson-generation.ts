import { createOfflineGenerator } from '../server/generation/offline.ts';
import { openDatabase } from '../server/db/index.ts';
import { seedCurriculum } from '../server/curriculum/seed.ts';
import { findOutcomesByCodes } from '../server/curriculum/outcomes.ts';
import type { Methodology } from '../server/generation/types.ts';
import { fmt, summarise } from './stats.ts';

/**
 * Offline lesson generation latency, p50/p95, over real outcomes, against a peer measured in the same run:
 * JSON.stringify + JSON.parse of the finished plan (the least any engine must do to hand a plan over).
 */
const database = await openDatabase({ dataDir: 'memory://' });
await seedCurriculum(database.db);
const outcomeSets = [
  ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'],
  ['ACMNA077'],
  ['AC9M6N05', 'AC9M6N04'],
  ['CCSS.ELA-Literacy.RL.4.2', 'CCSS.ELA-Literacy.RL.4.3', 'CCSS.ELA-Literacy.W.4.1'],
];
const briefs = [];
for (const codes of outcomeSets) {
  const outcomes = await findOutcomesByCodes(database.db, codes);
  for (const methodology of ['inquiry', 'direct', 'project'] as Methodology[]) {
    briefs.push({ title: outcomes[0]?.statement.slice(0, 40) ?? 'Lesson', description: '', methodology, yearLevel: '', subject: '', durationMinutes: 60, outcomes, slices: [] });
  }
}
await database.close();

const generator = createOfflineGenerator();
const iterations = 3000;
for (let i = 0; i < 200; i += 1) await generator.generateLessonPlan(briefs[i % briefs.length]!);
const engine: number[] = [];
const peer: number[] = [];
for (let i = 0; i < iterations; i += 1) {
  const brief = briefs[i % briefs.length]!;
  let start = performance.now();
  const plan = await generator.generateLessonPlan(brief);
  engine.push(performance.now() - start);
  start = performance.now();
  JSON.parse(JSON.stringify(plan));
  peer.push(performance.now() - start);
}
const e = summarise(engine);
const p = summarise(peer);
console.log(`offline lesson generation (${briefs.length} briefs, ${iterations} runs): p50 ${fmt(e.p50)}, p95 ${fmt(e.p95)}, p99 ${fmt(e.p99)}`);
console.log(`peer (JSON round trip of the same plans): p50 ${fmt(p.p50)}, p95 ${fmt(p.p95)}`);
console.log(`ratio engine/peer: p50 ${(e.p50 / p.p50).toFixed(1)}x, p95 ${(e.p95 / p.p95).toFixed(1)}x`);
