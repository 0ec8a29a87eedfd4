import path from 'node:path';
import { createUploadProcessingRepository } from '../repositories/upload-processing.ts';
import type { Database } from '../db/index.ts';
import type { Extractor } from './extract/types.ts';
import { alignStep, extractOutcomesStep, spellingStep } from './analysis/index.ts';
import type { UploadSteps } from './steps.ts';
import { createUploadStep } from './upload-step.ts';
import { clearStaleExtractionCopies } from './extraction.ts';

/** Where extraction copies originals to read them: inside DATA_DIR, beside the uploads themselves. */
export const extractionTempDir = (dataDir: string) => path.join(dataDir, 'tmp');

/** The steps processing runs, one per spec task; `extract` reads files (in production, in the decoding sandbox). */
export function productionSteps(db: Database, dataDir: string, extract: Extractor): UploadSteps {
  // Workers start here: copies a killed worker left behind go first.
  clearStaleExtractionCopies(extractionTempDir(dataDir));
  return {
    upload: createUploadStep({ repository: createUploadProcessingRepository(db), extract, tempDir: extractionTempDir(dataDir) }),
    spelling: spellingStep,
    align: alignStep,
    'extract-outcomes': extractOutcomesStep,
  };
}
