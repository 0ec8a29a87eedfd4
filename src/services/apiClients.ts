import { createAssessmentApi } from './assessmentApi';
import { createCommentApi } from './commentApi';
import { createContactApi } from './contactApi';
import { createHealthApi } from './healthApi';
import { createHttpClient, type HttpClientOptions } from './http';
import { createLessonApi } from './lessonApi';
import { createProfileApi } from './profileApi';
import type { ResourceCache } from './resourceCache';
import { createSharedItemApi } from './sharedItemApi';
import { createSharingApi } from './sharingApi';
import { createStudioApi } from './studioApi';
import { createStudioStartApi } from './studioStartApi';
import { createSyllabusApi } from './syllabusApi';
import { createUnitApi } from './unitApi';
import { createUploadApi } from './uploadApi';

/**
 * Every typed API module over the one HTTP client (spec §7–8). They arrive together, on the first API call
 * (src/app/rootSystem.ts): a signed-in page calls several of them in a row, and one download spares each call its own.
 */
export function createApiClients(options: HttpClientOptions, resourceCache: ResourceCache) {
  const http = createHttpClient(options);
  return {
    profileApi: createProfileApi(http),
    healthApi: createHealthApi(http),
    lessonApi: createLessonApi(http),
    syllabusApi: createSyllabusApi(http, resourceCache),
    sharingApi: createSharingApi(http),
    uploadApi: createUploadApi(http),
    sharedItemApi: createSharedItemApi(http),
    contactApi: createContactApi(http),
    assessmentApi: createAssessmentApi(http),
    unitApi: createUnitApi(http),
    commentApi: createCommentApi(http),
    studioApi: createStudioApi(http),
    studioStartApi: createStudioStartApi(http),
  };
}

export type ApiClients = ReturnType<typeof createApiClients>;
