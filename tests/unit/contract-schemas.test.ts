import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');
const SCHEMAS = path.join(SRC, 'contracts', 'schemas');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === SCHEMAS ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Import statements that load a module at run time (not `import type`, not `export type`). */
const runtimeImports = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);

describe('the contracts the browser shares with the server', () => {
  it('reach the browser as types only: no browser module loads zod or a contract schema at run time', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      runtimeImports(fs.readFileSync(file, 'utf8'))
        .filter((spec) => spec === 'zod' || spec.includes('contracts/schemas') || spec.startsWith('./schemas'))
        .map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a run-time import of a schema when there is one', () => {
    expect(runtimeImports("import { lessonPlanSchema } from './schemas/lesson-plan.ts';\nimport type { z } from 'zod';")).toEqual(['./schemas/lesson-plan.ts']);
  });
});
