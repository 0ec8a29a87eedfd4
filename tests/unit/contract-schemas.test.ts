import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as assessmentSchemas from '../../src/contracts/schemas/assessment.ts';
import type * as commentSchemas from '../../src/contracts/schemas/comment.ts';
import type * as configSchemas from '../../src/contracts/schemas/config.ts';
import type * as contactSchemas from '../../src/contracts/schemas/contact.ts';
import type * as curriculumSchemas from '../../src/contracts/schemas/curriculum.ts';
import type * as lessonSchemas from '../../src/contracts/schemas/lesson.ts';
import type * as lessonToolSchemas from '../../src/contracts/schemas/lesson-tools.ts';
import type * as profileSchemas from '../../src/contracts/schemas/profile.ts';
import type * as sharingSchemas from '../../src/contracts/schemas/sharing.ts';
import type * as studioSchemas from '../../src/contracts/schemas/studio.ts';
import type * as syllabusSchemas from '../../src/contracts/schemas/syllabus.ts';
import type * as unitSchemas from '../../src/contracts/schemas/unit.ts';
import type * as uploadSchemas from '../../src/contracts/schemas/upload.ts';
import type * as assessmentApi from '../../src/services/assessmentApi.ts';
import type * as commentApi from '../../src/services/commentApi.ts';
import type * as configService from '../../src/services/config.ts';
import type * as contactApi from '../../src/services/contactApi.ts';
import type * as healthApi from '../../src/services/healthApi.ts';
import type * as lessonApi from '../../src/services/lessonApi.ts';
import type * as profileApi from '../../src/services/profileApi.ts';
import type * as sharedItemApi from '../../src/services/sharedItemApi.ts';
import type * as sharingApi from '../../src/services/sharingApi.ts';
import type * as studioStartApi from '../../src/services/studioStartApi.ts';
import type * as syllabusApi from '../../src/services/syllabusApi.ts';
import type * as unitApi from '../../src/services/unitApi.ts';
import type * as uploadApi from '../../src/services/uploadApi.ts';
import { carriesZod } from '../e2e/helpers/wire.ts';

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

  // What the bundler pulls in is checked on the built files, after the build: tests/e2e/budget.test.ts.

  it('recognises zod in a built module by the names of its schema classes', () => {
    expect(carriesZod('const t=r("$ZodObject",(e,n)=>{});')).toBe(true);
    expect(carriesZod('const lesson={title:"Zod and friends",tool:"rewrite"};')).toBe(false);
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

/** What a call of the browser's API client resolves to. */
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

describe('the answers the browser reads, for sharing, shared items, the curriculum, syllabi, lessons and the Studio start', () => {
  it('are the shapes the server shares and shows shared items with', () => {
    expectTypeOf<sharingApi.Share>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharingSchema>>();
    expectTypeOf<sharingApi.ListedShare>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharingListSchema>>();
    expectTypeOf<sharingApi.ShareWithMe>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedWithMeSchema>>();
    expectTypeOf<sharingApi.ShareMode>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharingSchema>['mode']>();
    expectTypeOf<sharingApi.SharedItemType>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedItemSchema>['type']>();
    expectTypeOf<sharedItemApi.SharedItem>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedItemSchema>>();
    expectTypeOf<sharedItemApi.SharedLesson>().toEqualTypeOf<z.infer<typeof lessonSchemas.lessonSchema>>();
    expectTypeOf<sharedItemApi.SharedUpload>().toEqualTypeOf<z.infer<typeof uploadSchemas.uploadSchema>>();
    expectTypeOf<sharedItemApi.SharedAssessment>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedAssessmentSchema>>();
    expectTypeOf<sharedItemApi.SharedCommentSet>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedCommentSetSchema>>();
    expectTypeOf<sharedItemApi.SharedUnit>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedUnitSchema>>();
    expectTypeOf<sharedItemApi.SharedUnitLesson>().toEqualTypeOf<z.infer<typeof sharingSchemas.sharedUnitLessonSchema>>();
  });

  it('are the shapes the server answers with for the curriculum and syllabi', () => {
    expectTypeOf<syllabusApi.CurriculumOptions>().toEqualTypeOf<z.infer<typeof curriculumSchemas.curriculumOptionsSchema>>();
    expectTypeOf<syllabusApi.Framework>().toEqualTypeOf<z.infer<typeof curriculumSchemas.frameworkOptionSchema>>();
    expectTypeOf<syllabusApi.Outcome>().toEqualTypeOf<z.infer<typeof curriculumSchemas.outcomeSchema>>();
    expectTypeOf<syllabusApi.ListedOutcome>().toEqualTypeOf<z.infer<typeof curriculumSchemas.listedOutcomeSchema>>();
    expectTypeOf<Answer<syllabusApi.SyllabusApi['search']>>().toEqualTypeOf<z.infer<typeof curriculumSchemas.outcomeSchema>[]>();
    expectTypeOf<Answer<syllabusApi.SyllabusApi['browse']>>().toEqualTypeOf<z.infer<typeof curriculumSchemas.listedOutcomeSchema>[]>();
    expectTypeOf<syllabusApi.SyllabusSummary>().toEqualTypeOf<z.infer<typeof syllabusSchemas.syllabusSummarySchema>>();
    expectTypeOf<syllabusApi.Syllabus>().toEqualTypeOf<z.infer<typeof syllabusSchemas.syllabusWithOutcomesSchema>>();
    expectTypeOf<syllabusApi.SyllabusOutcome>().toEqualTypeOf<z.infer<typeof syllabusSchemas.syllabusOutcomeSchema>>();
  });

  it('are the shapes the server answers with for lessons and the lesson tools', () => {
    expectTypeOf<lessonApi.Lesson>().toEqualTypeOf<z.infer<typeof lessonSchemas.lessonSchema>>();
    expectTypeOf<lessonApi.LessonSummary>().toEqualTypeOf<z.infer<typeof lessonSchemas.lessonSummarySchema>>();
    expectTypeOf<lessonApi.StudentLesson>().toEqualTypeOf<z.infer<typeof lessonSchemas.studentLessonSchema>>();
    expectTypeOf<lessonApi.GlossaryEntry>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.glossaryEntrySchema>>();
    expectTypeOf<lessonApi.StudentInstructions>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.studentInstructionsSchema>>();
    expectTypeOf<lessonApi.LessonQuestion>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.lessonQuestionSchema>>();
    expectTypeOf<lessonApi.LessonSuggestion>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.suggestionSchema>>();
    expectTypeOf<lessonApi.PedagogyImplementation>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.taxonomyReportSchema>>();
    expectTypeOf<lessonApi.LearningDesignRating>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.cld21ReportSchema>>();
    expectTypeOf<lessonApi.FutureSkills>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.wefReportSchema>>();
    expectTypeOf<lessonApi.PresentationOutline>().toEqualTypeOf<z.infer<typeof lessonToolSchemas.presentationOutlineSchema>>();
    expectTypeOf<Answer<lessonApi.LessonApi['regenerateJoinCode']>>().toEqualTypeOf<z.infer<typeof lessonSchemas.joinCodeSchema>>();
  });

  it('are the shapes the server answers the Studio start with: the unit or comment set made, and the start kept', () => {
    expectTypeOf<Answer<studioStartApi.StudioStartApi['createUnit']>>().toEqualTypeOf<z.infer<typeof unitSchemas.unitSchema>>();
    expectTypeOf<Answer<studioStartApi.StudioStartApi['createCommentSet']>>().toEqualTypeOf<z.infer<typeof commentSchemas.commentSetSchema>>();
    expectTypeOf<Answer<studioStartApi.StudioStartApi['recordStart']>>().toEqualTypeOf<z.infer<typeof studioSchemas.startRunSchema>>();
    expectTypeOf<studioStartApi.StartedItem>().toEqualTypeOf<z.infer<typeof studioSchemas.startRunSchema>['output']>();
  });

  it('are the shapes the server answers with for the configuration, the health check and a contact message', () => {
    expectTypeOf<Required<configService.AppConfig>>().toEqualTypeOf<z.infer<typeof configSchemas.clientConfigSchema>>();
    expectTypeOf<configService.PlanOffer>().toEqualTypeOf<z.infer<typeof configSchemas.planOfferSchema>>();
    expectTypeOf<Answer<healthApi.HealthApi['check']>>().toEqualTypeOf<z.infer<typeof configSchemas.healthSchema>>();
    expectTypeOf<Answer<contactApi.ContactApi['send']>>().toEqualTypeOf<z.infer<typeof contactSchemas.contactReceiptSchema>>();
  });
});
