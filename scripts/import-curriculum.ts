/**
 * Imports the openly licensed curriculum sources into Teachkit's own seed format under curriculum/.
 *
 *   npx tsx scripts/import-curriculum.ts [sourceDir]     (default: ../shared/data/curriculum beside the repository)
 *
 * Output is deterministic: running it again on the same sources leaves no diff. The server loads these files into
 * the database at start-up (server/curriculum/seed.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCcss, type AsnNode } from '../server/curriculum/sources/ccss.ts';
import { importAustralianV8, importAustralianV9 } from '../server/curriculum/sources/australian.ts';
import { importEngland, type TurtleFile } from '../server/curriculum/sources/england.ts';
import { FRAMEWORKS } from '../server/curriculum/sources/frameworks.ts';
import { serialiseSeedFile } from '../server/curriculum/seed-file.ts';
import type { SeedOutcome } from '../server/curriculum/types.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(repo, '../shared/data/curriculum'));
const outDir = path.join(repo, 'curriculum');

const read = (...parts: string[]) => fs.readFileSync(path.join(sourceDir, ...parts), 'utf8');
const readJson = <T>(...parts: string[]) => JSON.parse(read(...parts)) as T;

function englandFiles(): TurtleFile[] {
  const base = path.join('england-national-curriculum', 'data');
  const files: TurtleFile[] = [{ subject: '', text: read(base, 'temporal-structure.ttl') }];
  const subjects = fs.readdirSync(path.join(sourceDir, base, 'subjects')).sort();
  for (const subject of subjects) {
    for (const kind of ['knowledge-taxonomy', 'programme-structure']) {
      files.push({ subject, text: read(base, 'subjects', subject, `${subject}-${kind}.ttl`) });
    }
  }
  return files;
}

const imports: Record<string, () => SeedOutcome[]> = {
  'us-ccss-math': () =>
    importCcss({
      framework: 'us-ccss-math',
      xml: read('us-ccss', 'official-xml', 'ccss-math.xml'),
      asn: readJson<AsnNode[]>('us-ccss', 'asn-json', 'ccss_math_D10003FB.json'),
    }),
  'us-ccss-ela': () =>
    importCcss({
      framework: 'us-ccss-ela',
      xml: read('us-ccss', 'official-xml', 'ccss-ela-literacy.xml'),
      asn: readJson<AsnNode[]>('us-ccss', 'asn-json', 'ccss_ela_D10003FC.json'),
    }),
  'au-v9-math': () => importAustralianV9(read('au-australian-curriculum', 'v9', 'MAT.rdf'), 'au-v9-math'),
  'au-v9-tech': () => importAustralianV9(read('au-australian-curriculum', 'v9', 'TEC.rdf'), 'au-v9-tech'),
  'au-v8': () => importAustralianV8(read('au-australian-curriculum', 'v8.4', 'F-10_CD_CCP_tagging.csv')),
  'en-nc': () => importEngland(englandFiles()),
};

fs.mkdirSync(outDir, { recursive: true });
const allCodes = new Map<string, string>();
for (const [id, load] of Object.entries(imports)) {
  const started = performance.now();
  const outcomes = load();
  for (const outcome of outcomes) {
    for (const key of new Set([outcome.code, outcome.shortCode])) {
      const other = allCodes.get(key);
      if (other) throw new Error(`${key} from ${id} is already used by ${other}`);
      allCodes.set(key, id);
    }
    if (!outcome.statement) throw new Error(`${id}: ${outcome.code} has no statement`);
  }
  const file = path.join(outDir, `${id}.json`);
  const text = serialiseSeedFile({ format: 1, framework: FRAMEWORKS[id]!, outcomes });
  fs.writeFileSync(file, text);
  const ms = Math.round(performance.now() - started);
  console.log(`${id}: ${outcomes.length} outcomes, ${(text.length / 1024).toFixed(0)} KiB, ${ms} ms → ${path.relative(repo, file)}`);
}
