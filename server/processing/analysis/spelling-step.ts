import type { Database } from '../../db/index.ts';
import { createUploadAnalysisRepository } from '../../repositories/upload-analysis.ts';
import type { UploadStep } from '../steps.ts';
import { curriculumKnowledge, vocabularyOf } from './curriculum.ts';
import { findGrammarIssues } from './grammar.ts';
import { inReadingOrder, type IssueDraft } from './issues.ts';
import { itemProgress } from './progress.ts';
import { loadSpeller, spellingVariant } from './speller.ts';
import { findSpellingIssues } from './spelling.ts';

interface Owner {
  ownerId: string;
  language: string;
  market: string;
}

/** Checks texts for one upload: its English (none for another language) and the vocabulary of the teacher's curricula. */
async function textChecker(db: Database, { ownerId, language, market }: Owner): Promise<(text: string) => IssueDraft[]> {
  const variant = spellingVariant(language, market);
  if (!variant) return () => [];
  const [speller, knowledge, frameworks] = await Promise.all([
    loadSpeller(variant),
    curriculumKnowledge(db),
    createUploadAnalysisRepository(db).teacherFrameworks(ownerId, market),
  ]);
  const context = { speller, vocabulary: vocabularyOf(knowledge, frameworks), suggestions: new Map<string, string[]>() };
  return (text) => inReadingOrder([...findSpellingIssues(text, context), ...findGrammarIssues(text)]);
}

/** The spec's "spelling" task: every slice's spelling and grammar issues, replacing those of any earlier run. */
export const spellingStep: UploadStep = async (context, uploadId) => {
  const repository = createUploadAnalysisRepository(context.db);
  const upload = await repository.upload(uploadId);
  if (!upload) return;
  const check = await textChecker(context.db, upload);
  const slices = await repository.sliceTexts(uploadId);
  const report = itemProgress(context, slices.length, (done) => `Checked spelling and grammar of ${done} of ${slices.length} slices`);
  const rows = [];
  for (const [done, slice] of slices.entries()) {
    for (const issue of check(slice.text)) rows.push({ sliceId: slice.id, ...issue });
    await report(done + 1);
  }
  await repository.replaceSpellingIssues(uploadId, new Map(slices.map((slice) => [slice.id, slice.text])), rows);
};

/** Checks one slice again (after a teacher edits its text); a slice that no longer exists is left alone. */
export async function checkSliceSpelling(db: Database, sliceId: string): Promise<void> {
  const repository = createUploadAnalysisRepository(db);
  const slice = await repository.slice(sliceId);
  if (!slice) return;
  const check = await textChecker(db, slice);
  await repository.replaceSliceSpellingIssues(sliceId, (text) => check(text).map((issue) => ({ sliceId, ...issue })));
}
