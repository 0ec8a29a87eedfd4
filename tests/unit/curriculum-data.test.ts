import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedFiles, CURRICULUM_DIR } from '../../server/curriculum/seed.ts';
import { importCcss, type AsnNode } from '../../server/curriculum/sources/ccss.ts';
import { importAustralianV8, importAustralianV9 } from '../../server/curriculum/sources/australian.ts';
import { importEngland } from '../../server/curriculum/sources/england.ts';
import { FRAMEWORKS } from '../../server/curriculum/sources/frameworks.ts';
import { serialiseSeedFile } from '../../server/curriculum/seed-file.ts';
import type { SeedOutcome } from '../../server/curriculum/types.ts';

const seeds = new Map(readSeedFiles().map(({ file }) => [file.framework.id, file]));
const count = (id: string) => seeds.get(id)?.outcomes.length ?? 0;
const all = [...seeds.values()].flatMap((f) => f.outcomes);

describe('committed seed data (curriculum/*.json)', () => {
  it('holds every framework with the counts the publishers give', () => {
    expect([...seeds.keys()]).toEqual(['au-v8', 'au-v9-math', 'au-v9-tech', 'en-nc', 'us-ccss-ela', 'us-ccss-math']);
    expect(count('us-ccss-math')).toBe(517); // 393 standards (MP1–MP8 included) and 124 components
    expect(count('us-ccss-math')).toBeGreaterThanOrEqual(390);
    // 544 standards and 445 components of the XML, repeats removed, and the 30 RI standards only the ASN tree holds
    expect(count('us-ccss-ela')).toBe(1019);
    expect(count('au-v8')).toBe(3998);
    expect(count('au-v9-math')).toBe(240);
    expect(count('au-v9-tech')).toBe(124);
    expect(count('en-nc')).toBe(1204);
  });

  it('has unique codes and short codes across frameworks and a statement and level for every outcome', () => {
    const codes = new Set<string>();
    for (const o of all) {
      for (const code of new Set([o.code, o.shortCode])) {
        expect(codes.has(code), code).toBe(false);
        codes.add(code);
      }
      expect(o.statement.length, o.code).toBeGreaterThan(3);
      expect(o.levels.length, o.code).toBeGreaterThan(0);
    }
  });

  it('keeps official codes in their published form and marks England codes as Teachkit identifiers', () => {
    const byFramework = (id: string) => seeds.get(id)!.outcomes;
    expect(byFramework('us-ccss-math').every((o) => o.code.startsWith('CCSS.Math.'))).toBe(true);
    expect(byFramework('us-ccss-ela').every((o) => o.code.startsWith('CCSS.ELA-Literacy.'))).toBe(true);
    expect(byFramework('au-v8').every((o) => /^AC[A-Z]{2,5}\d{3,4}$/.test(o.code))).toBe(true);
    expect(byFramework('au-v9-math').every((o) => /^AC9M(F|\d{1,2})[A-Z]{1,2}\d{2}$/.test(o.code))).toBe(true);
    expect(byFramework('au-v9-tech').every((o) => /^AC9TD[EI](F|\d{1,2})[KP]\d{2}$/.test(o.code))).toBe(true);
    expect(byFramework('en-nc').every((o) => /^NC-[A-Z]{2}-KS[1-4]-[A-Z0-9-]+$/.test(o.code))).toBe(true);
    expect(seeds.get('en-nc')!.framework.officialCodes).toBe(false);
    expect(seeds.get('en-nc')!.framework.attribution).toContain('Teachkit identifiers, not official');
  });

  it('carries no HTML tags, entities or markup in statement text', () => {
    for (const o of all) {
      expect(o.statement, o.code).not.toMatch(/<\/?[a-z]+>|&[a-z]+;|\[Fraction:|\\\(/);
    }
    // MRAC's MathJax is written as plain text with its symbols.
    const statementOf = (code: string) => all.find((o) => o.code === code)!.statement;
    expect(statementOf('AC9M7M03')).toBe('describe the relationship between π and the features of circles including the circumference, radius and diameter');
    expect(statementOf('AC9M3N02')).toBe(
      'recognise and represent unit fractions including 1/2, 1/3, 1/4, 1/5 and 1/10 and their multiples in different ways; combine fractions with the same denominator to complete the whole',
    );
  });

  it('holds the Grade 2–5 informational reading standards the official XML lacks, from the ASN tree', () => {
    const ri = (code: string) => all.find((o) => o.shortCode === code);
    expect(ri('RI.5.2')).toMatchObject({
      code: 'CCSS.ELA-Literacy.RI.5.2',
      statement: 'Determine two or more main ideas of a text and explain how they are supported by key details; summarize the text.',
      levels: ['5'],
      strand: 'Reading Standards for Informational Text',
      substrand: 'Key Ideas and Details',
      sourceId: 'http://corestandards.org/ELA-Literacy/RI/5/2',
    });
    expect(ri('RI.5.8')?.statement).toBe(
      'Explain how an author uses reasons and evidence to support particular points in a text, identifying which reasons and evidence support which point(s).',
    );
    for (const grade of [3, 4, 5]) for (let n = 1; n <= 10; n++) expect(ri(`RI.${grade}.${n}`), `RI.${grade}.${n}`).toBeDefined();
  });

  it('carries the publishers\' elaborations and examples beside the statements', () => {
    const elaborations = (id: string) => seeds.get(id)!.outcomes.reduce((sum, o) => sum + o.elaborations.length, 0);
    expect(elaborations('au-v9-math')).toBe(996);
    expect(elaborations('au-v9-tech')).toBe(514);
    expect(elaborations('au-v8')).toBe(0);
    expect(elaborations('us-ccss-math')).toBe(159);
    expect(elaborations('us-ccss-ela')).toBe(4);
    expect(elaborations('en-nc')).toBe(66);
    const of = (code: string) => all.find((o) => o.code === code)!.elaborations;
    expect(of('AC9MFN01')[0]).toBe(
      'responding to a request to collect a quantity of objects or reading a numeral and selecting the associated quantity of items from a collection to match the number required; for example, collecting 9 paint brushes after hearing the word ‘nine’',
    );
    expect(of('AC9M7M03')[0]).toBe(
      'recognising the features of circles and their relationships to one another; for example, labelling the parts of a circle including centre, radius, diameter, circumference and using one of radius, diameter or circumference to determine the measure of the other 2; understanding that the diameter of a circle is twice the radius, or that the radius is the circumference divided by 2π',
    );
    expect(of('AC9TDI6P02')[0]).toBe(
      'designing an algorithm or understanding and modifying an existing algorithm to fix an error or change functionality, for example exploring issues in drought-prone areas to decide when to water a garden, taking into account humidity as well as soil moisture level',
    );
    expect(of('CCSS.Math.Content.1.OA.B.4')).toEqual(['For example, subtract 10 - 8 by finding the number that makes 10 when added to 8.']);
    expect(of('NC-AD-KS2-IMPROVE-MASTERY-ART-DESIGN-TECHNIQUES')).toEqual(['For example, pencil, charcoal, paint, clay.']);
  });

  it('writes elaborations as plain text: no MathJax, HTML tags or entities, notation kept', () => {
    const texts = all.flatMap((o) => o.elaborations);
    for (const text of texts) expect(text).not.toMatch(/\\[a-z(]|<\/?(p|li|ul|em)>|&[a-z]+;|[{}]\s*$/);
    expect(texts).toContain(
      'identifying when a fraction has a terminating decimal expansion from the prime factorisation of its denominator; for example, 7/24 = 0.2916̅ does not have a terminating decimal expansion, while 7/25 = 0.28 does',
    );
  });

  it('stays small enough to commit', () => {
    const bytes = fs.readdirSync(CURRICULUM_DIR).reduce((sum, name) => sum + fs.statSync(path.join(CURRICULUM_DIR, name)).size, 0);
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
  });
});

// The publishers' files live beside the repository (../shared/data/curriculum); a fresh clone may not have them.
const sourceDir = path.resolve(CURRICULUM_DIR, '../../shared/data/curriculum');
const read = (...parts: string[]) => fs.readFileSync(path.join(sourceDir, ...parts), 'utf8');

describe.skipIf(!fs.existsSync(sourceDir))('importer on the real sources', () => {
  const fresh: Record<string, () => SeedOutcome[]> = {
    'us-ccss-math': () =>
      importCcss({ framework: 'us-ccss-math', xml: read('us-ccss/official-xml/ccss-math.xml'), asn: JSON.parse(read('us-ccss/asn-json/ccss_math_D10003FB.json')) as AsnNode[] }),
    'us-ccss-ela': () =>
      importCcss({ framework: 'us-ccss-ela', xml: read('us-ccss/official-xml/ccss-ela-literacy.xml'), asn: JSON.parse(read('us-ccss/asn-json/ccss_ela_D10003FC.json')) as AsnNode[] }),
    'au-v8': () => importAustralianV8(read('au-australian-curriculum/v8.4/F-10_CD_CCP_tagging.csv')),
    'au-v9-math': () => importAustralianV9(read('au-australian-curriculum/v9/MAT.rdf'), 'au-v9-math'),
    'au-v9-tech': () => importAustralianV9(read('au-australian-curriculum/v9/TEC.rdf'), 'au-v9-tech'),
    'en-nc': () => {
      const base = 'england-national-curriculum/data';
      const subjects = fs.readdirSync(path.join(sourceDir, base, 'subjects')).sort();
      return importEngland([
        { subject: '', text: read(base, 'temporal-structure.ttl') },
        ...subjects.flatMap((s) => ['knowledge-taxonomy', 'programme-structure'].map((k) => ({ subject: s, text: read(base, 'subjects', s, `${s}-${k}.ttl`) }))),
      ]);
    },
  };

  it.each(Object.keys(fresh))('reproduces the committed %s seed byte for byte', (id) => {
    const committed = fs.readFileSync(path.join(CURRICULUM_DIR, `${id}.json`), 'utf8');
    expect(serialiseSeedFile({ format: 1, framework: FRAMEWORKS[id]!, outcomes: fresh[id]!() })).toBe(committed);
  });

  it('holds exactly the CCSS standards and components the publishers list, counted straight from their files', () => {
    for (const [id, xmlFile, asnFile] of [
      ['us-ccss-ela', 'ccss-ela-literacy.xml', 'ccss_ela_D10003FC.json'],
      ['us-ccss-math', 'ccss-math.xml', 'ccss_math_D10003FB.json'],
    ] as const) {
      // Counted without the importer: every StatementCode of the XML, and every ASN node labelled Standard or Component.
      const xmlCodes = [...read('us-ccss/official-xml', xmlFile).matchAll(/<StatementCode>\s*([^<]+?)\s*<\/StatementCode>/g)].map((m) => m[1]!);
      const asnCodes: string[] = [];
      const walk = (node: AsnNode) => {
        if (node.asn_statementNotation && ['Standard', 'Component'].includes(node.asn_statementLabel?.literal ?? '')) asnCodes.push(node.asn_statementNotation.trim());
        node.children?.forEach(walk);
      };
      (JSON.parse(read('us-ccss/asn-json', asnFile)) as AsnNode[]).forEach(walk);
      const published = new Set([...xmlCodes, ...asnCodes]);
      expect(new Set(seeds.get(id)!.outcomes.map((o) => o.code))).toEqual(published);
    }
    // Every grade's informational reading standards, K–12, as the ASN tree numbers them.
    const ela = new Set(seeds.get('us-ccss-ela')!.outcomes.map((o) => o.shortCode));
    for (const grade of ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9-10', '11-12']) {
      for (let n = 1; n <= 10; n++) expect(ela.has(`RI.${grade}.${n}`), `RI.${grade}.${n}`).toBe(true);
    }
  });

  it('holds every Australian content description code the publisher lists', () => {
    const v8 = new Set(read('au-australian-curriculum/v8.4/F-10_CD_CCP_tagging.csv').match(/\bAC[A-Z]{2,5}\d{3,4}\b/g));
    expect(v8.size).toBe(3998);
    expect(new Set(seeds.get('au-v8')!.outcomes.map((o) => o.code))).toEqual(v8);
    const tech = new Set(read('au-australian-curriculum/v9/TEC.rdf').match(/AC9TD[EI](F|\d{1,2})[KP]\d{2}\b/g));
    expect(new Set(seeds.get('au-v9-tech')!.outcomes.map((o) => o.code))).toEqual(tech);
  });

  it('counts England descriptors by subject as the source describes', () => {
    const bySubject: Record<string, number> = {};
    for (const o of seeds.get('en-nc')!.outcomes) bySubject[o.subject] = (bySubject[o.subject] ?? 0) + 1;
    expect(bySubject.Mathematics).toBe(382);
    expect(bySubject.English).toBe(197);
    expect((bySubject.Biology ?? 0) + (bySubject.Chemistry ?? 0) + (bySubject.Physics ?? 0)).toBe(420);
  });
});
