import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as assessmentSchemas from '../../src/contracts/schemas/assessment.ts';
import type * as commentSchemas from '../../src/contracts/schemas/comment.ts';
import type * as profileSchemas from '../../src/contracts/schemas/profile.ts';
import type * as unitSchemas from '../../src/contracts/schemas/unit.ts';
import type * as uploadSchemas from '../../src/contracts/schemas/upload.ts';
import type * as assessmentApi from '../../src/services/assessmentApi.ts';
import type * as commentApi from '../../src/services/commentApi.ts';
import type * as profileApi from '../../src/services/profileApi.ts';
import type * as unitApi from '../../src/services/unitApi.ts';
import type * as uploadApi from '../../src/services/uploadApi.ts';

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

// Checked by the typecheck (`tsc -p tsconfig.json` covers tests): a browser type written apart from the schema the
// server answers with, and drifting from it, fails here.
describe('the answers the browser reads', () => {
  it('are the shapes the server answers with, for assessments, comments, units, uploads and the profile', () => {
    expectTypeOf<assessmentApi.AssessmentSummary>().toEqualTypeOf<z.infer<typeof assessmentSchemas.assessmentSummarySchema>>();
    expectTypeOf<assessmentApi.Assessment>().toEqualTypeOf<z.infer<typeof assessmentSchemas.assessmentSchema>>();
    expectTypeOf<assessmentApi.Student>().toEqualTypeOf<z.infer<typeof assessmentSchemas.studentSchema>>();
    expectTypeOf<assessmentApi.StudentResult>().toEqualTypeOf<z.infer<typeof assessmentSchemas.studentResultSchema>>();
    expectTypeOf<assessmentApi.AssessmentResults>().toEqualTypeOf<z.infer<typeof assessmentSchemas.resultsSchema>>();
    expectTypeOf<commentApi.CommentSetSummary>().toEqualTypeOf<z.infer<typeof commentSchemas.commentSetSummarySchema>>();
    expectTypeOf<commentApi.CommentSet>().toEqualTypeOf<z.infer<typeof commentSchemas.commentSetSchema>>();
    expectTypeOf<commentApi.CommentStudent>().toEqualTypeOf<z.infer<typeof commentSchemas.commentStudentSchema>>();
    expectTypeOf<commentApi.BankComment>().toEqualTypeOf<z.infer<typeof commentSchemas.savedCommentSchema>>();
    expectTypeOf<unitApi.UnitSummary>().toEqualTypeOf<z.infer<typeof unitSchemas.unitSummarySchema>>();
    expectTypeOf<unitApi.Unit>().toEqualTypeOf<z.infer<typeof unitSchemas.unitSchema>>();
    expectTypeOf<unitApi.UnitCoverage>().toEqualTypeOf<z.infer<typeof unitSchemas.coverageSchema>>();
    expectTypeOf<unitApi.LessonsMade>().toEqualTypeOf<z.infer<typeof unitSchemas.madeLessonsSchema>>();
    expectTypeOf<uploadApi.Upload>().toEqualTypeOf<z.infer<typeof uploadSchemas.uploadSchema>>();
    expectTypeOf<uploadApi.Slice>().toEqualTypeOf<z.infer<typeof uploadSchemas.sliceSchema>>();
    expectTypeOf<uploadApi.SliceWithSpelling>().toEqualTypeOf<z.infer<typeof uploadSchemas.sliceWithSpellingSchema>>();
    expectTypeOf<uploadApi.UploadSpellingIssue>().toEqualTypeOf<z.infer<typeof uploadSchemas.uploadSpellingIssueSchema>>();
    expectTypeOf<uploadApi.UploadOutcome>().toEqualTypeOf<z.infer<typeof uploadSchemas.uploadOutcomeSchema>>();
    expectTypeOf<uploadApi.PictureAnalysis>().toEqualTypeOf<z.infer<typeof uploadSchemas.pictureAnalysisSchema>>();
    expectTypeOf<profileApi.Profile>().toEqualTypeOf<z.infer<typeof profileSchemas.profileSchema>>();
    expectTypeOf<profileApi.PlatformLimit>().toEqualTypeOf<z.infer<typeof profileSchemas.platformLimitSchema>>();
    expectTypeOf<profileApi.ApiKey>().toEqualTypeOf<z.infer<typeof profileSchemas.apiKeySchema>>();
    expectTypeOf<profileApi.CreatedApiKey>().toEqualTypeOf<z.infer<typeof profileSchemas.newApiKeySchema>>();
    expectTypeOf<profileApi.Consumption>().toEqualTypeOf<z.infer<typeof profileSchemas.consumptionSchema>>();
    expectTypeOf<profileApi.SubscriptionPortal>().toEqualTypeOf<z.infer<typeof profileSchemas.subscriptionPortalSchema>>();
    expectTypeOf<profileApi.MoveRequested>().toEqualTypeOf<z.infer<typeof profileSchemas.emailMoveSchema>>();
  });
});
