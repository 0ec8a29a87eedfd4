import { describe, expect, it } from 'vitest';
import { createAssessmentReaderImplementations } from '../../src/machines/assessmentReader/implementations';
import { createStudentReadingImplementations } from '../../src/machines/studentReading/implementations';
import { studentReadingMachine } from '../../src/machines/studentReading/machine';
import { assessmentReaderMachine } from '../../src/machines/assessmentReader/machine';
import { createSliceSearchImplementations } from '../../src/machines/sliceSearch/implementations';
import { sliceSearchMachine } from '../../src/machines/sliceSearch/machine';
import { createApiErrorsImplementations } from '../../src/machines/apiErrors/implementations';
import { apiErrorsMachine } from '../../src/machines/apiErrors/machine';
import { createAuthImplementations } from '../../src/machines/auth/implementations';
import { authMachine } from '../../src/machines/auth/machine';
import { createPlatformLimitImplementations } from '../../src/machines/platformLimit/implementations';
import { platformLimitMachine } from '../../src/machines/platformLimit/machine';
import { createSessionImplementations } from '../../src/machines/session/implementations';
import { sessionMachine } from '../../src/machines/session/machine';
import { createRouteChangeImplementations } from '../../src/machines/routeChange/implementations';
import { routeChangeMachine } from '../../src/machines/routeChange/machine';
import { createSharedItemImplementations } from '../../src/machines/sharedItem/implementations';
import { sharedItemMachine } from '../../src/machines/sharedItem/machine';
import { createStatechartGalleryImplementations } from '../../src/machines/statechartGallery/implementations';
import { statechartGalleryMachine } from '../../src/machines/statechartGallery/machine';
import { createStatusImplementations } from '../../src/machines/status/implementations';
import { statusMachine } from '../../src/machines/status/machine';
import { createUploadCardImplementations } from '../../src/machines/uploadCard/implementations';
import { uploadCardMachine } from '../../src/machines/uploadCard/machine';
import { createLessonBriefImplementations } from '../../src/machines/lessonBrief/implementations';
import { lessonBriefMachine } from '../../src/machines/lessonBrief/machine';
import { createStudioStartImplementations } from '../../src/machines/studioStart/implementations';
import { studioStartMachine } from '../../src/machines/studioStart/machine';
import { createLessonEditorImplementations } from '../../src/machines/lessonEditor/implementations';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { createLessonInsightsImplementations } from '../../src/machines/lessonInsights/implementations';
import { glossaryMachine, pedagogyMachine, questionsMachine } from '../../src/machines/lessonInsights/insights';
import { pagedListImplementations } from '../../src/machines/listPages/pagedListMachine';
import { lessonListMachine } from '../../src/machines/lessonList/machine';
import { createLessonPresentationImplementations } from '../../src/machines/lessonPresentation/implementations';
import { lessonPresentationMachine } from '../../src/machines/lessonPresentation/machine';
import { createItemSharingImplementations } from '../../src/machines/itemSharing/implementations';
import { createSharingOverviewImplementations } from '../../src/machines/sharingOverview/implementations';
import { sharingOverviewMachine } from '../../src/machines/sharingOverview/machine';
import { itemSharingMachine } from '../../src/machines/itemSharing/machine';
import { createLessonSuggestionsImplementations } from '../../src/machines/lessonSuggestions/implementations';
import { lessonSuggestionsMachine } from '../../src/machines/lessonSuggestions/machine';
import { createLessonReplanImplementations } from '../../src/machines/lessonReplan/implementations';
import { lessonReplanMachine } from '../../src/machines/lessonReplan/machine';
import { createMySyllabiImplementations } from '../../src/machines/mySyllabi/implementations';
import { mySyllabiMachine } from '../../src/machines/mySyllabi/machine';
import { createOutcomeBrowseImplementations, createOutcomeSearchImplementations } from '../../src/machines/outcomePicker/implementations';
import { outcomeBrowseMachine, outcomeSearchMachine } from '../../src/machines/outcomePicker/machine';
import { createStudentLessonImplementations } from '../../src/machines/studentLesson/implementations';
import { createStudentAnswersImplementations } from '../../src/machines/studentAnswers/implementations';
import { studentAnswersMachine } from '../../src/machines/studentAnswers/machine';
import { createAssessmentAnsweringImplementations } from '../../src/machines/assessmentAnswering/implementations';
import { assessmentAnsweringMachine } from '../../src/machines/assessmentAnswering/machine';
import { studentLessonMachine } from '../../src/machines/studentLesson/machine';
import { createSyllabusEditorImplementations } from '../../src/machines/syllabusEditor/implementations';
import { syllabusEditorMachine } from '../../src/machines/syllabusEditor/machine';
import { createSliceReviewImplementations } from '../../src/machines/sliceReview/implementations';
import { sliceReviewMachine } from '../../src/machines/sliceReview/machine';
import { createUploadDialogImplementations } from '../../src/machines/uploadDialog/implementations';
import { uploadDialogMachine } from '../../src/machines/uploadDialog/machine';
import { createUploadEditorImplementations } from '../../src/machines/uploadEditor/implementations';
import { uploadEditorMachine } from '../../src/machines/uploadEditor/machine';
import { createUploadListImplementations } from '../../src/machines/uploadList/implementations';
import { uploadListMachine } from '../../src/machines/uploadList/machine';
import { createUploadReportsImplementations } from '../../src/machines/uploadReports/implementations';
import { uploadOutcomesMachine, uploadSpellingMachine } from '../../src/machines/uploadReports/reports';
import { createUploadSlicesImplementations } from '../../src/machines/uploadSlices/implementations';
import { uploadSlicesMachine } from '../../src/machines/uploadSlices/machine';
import { briefImplementations } from '../../src/machines/briefForm/briefMachine';
import { unitBriefMachine } from '../../src/machines/unitBrief/machine';
import { createUnitEditorImplementations } from '../../src/machines/unitEditor/implementations';
import { unitEditorMachine } from '../../src/machines/unitEditor/machine';
import { createUnitAssessmentImplementations } from '../../src/machines/unitAssessment/implementations';
import { unitAssessmentMachine } from '../../src/machines/unitAssessment/machine';
import { createUnitFilesImplementations } from '../../src/machines/unitFiles/implementations';
import { unitFilesMachine } from '../../src/machines/unitFiles/machine';
import { createUnitGlossaryImplementations } from '../../src/machines/unitGlossary/implementations';
import { unitGlossaryMachine } from '../../src/machines/unitGlossary/machine';
import { createWaitlistImplementations } from '../../src/machines/waitlist/implementations';
import { waitlistMachine } from '../../src/machines/waitlist/machine';

const any = {} as never;

/**
 * Every effect a machine declares as a slot (a do-nothing action or a throwing actor) must be filled by
 * its create<Flow>Implementations factory, which is what the app mounts. Implementations that are already
 * real in the machine (assign, logging) are not slots.
 */
const cases = [
  {
    name: 'auth',
    machine: authMachine,
    provided: createAuthImplementations(any),
    slots: { actions: ['announceSignedIn', 'announceSignedOut', 'forgetLastUrl'], actors: ['startAuth', 'startClient'] },
  },
  {
    name: 'session',
    machine: sessionMachine,
    provided: createSessionImplementations(any),
    slots: {
      actions: ['identifyUser', 'recordLogin', 'refreshPlatformLimit', 'clearPlatformLimit', 'announceProfile'],
      actors: ['fetchProfile'],
    },
  },
  {
    name: 'waitlist',
    machine: waitlistMachine,
    provided: createWaitlistImplementations(any),
    slots: { actions: ['recordAcknowledged', 'applySavedProfile'], actors: ['saveOnboarded'] },
  },
  {
    name: 'platformLimit',
    machine: platformLimitMachine,
    provided: createPlatformLimitImplementations(any),
    slots: { actions: [], actors: ['fetchPlatformLimit', 'listenForTooManyRequests'] },
  },
  {
    name: 'apiErrors',
    machine: apiErrorsMachine,
    provided: createApiErrorsImplementations(any),
    slots: { actions: ['rememberLocation', 'logOut', 'goToPricing', 'announceTooManyRequests'], actors: [] },
  },
  {
    name: 'status',
    machine: statusMachine,
    provided: createStatusImplementations(any),
    slots: { actions: [], actors: ['checkHealth'] },
  },
  {
    name: 'uploadCard',
    machine: uploadCardMachine,
    provided: createUploadCardImplementations(any),
    slots: { actions: [], actors: ['fetchUpload', 'fetchThumbnail'] },
  },
  {
    name: 'sharedItem',
    machine: sharedItemMachine,
    provided: createSharedItemImplementations(any),
    slots: { actions: ['openCopy'], actors: ['fetchSharedItem', 'copySharedItem'] },
  },
  {
    name: 'routeChange',
    machine: routeChangeMachine,
    provided: createRouteChangeImplementations(any),
    slots: { actions: ['scrollToTop', 'reportPageView'], actors: [] },
  },
  {
    name: 'statechartGallery',
    machine: statechartGalleryMachine,
    provided: createStatechartGalleryImplementations(any),
    slots: { actions: [], actors: ['renderCharts', 'watchLiveStates'] },
  },
  // Lessons and outcomes (issue 4).
  {
    name: 'assessmentReader',
    machine: assessmentReaderMachine,
    provided: createAssessmentReaderImplementations(any),
    slots: { actions: [], actors: ['loadAssessment'] },
  },
  {
    name: 'studentReading',
    machine: studentReadingMachine,
    provided: createStudentReadingImplementations(any),
    slots: { actions: [], actors: ['loadProposals'] },
  },
  {
    name: 'sliceSearch',
    machine: sliceSearchMachine,
    provided: createSliceSearchImplementations(any),
    slots: { actions: [], actors: ['searchSlices'] },
  },
  {
    name: 'lessonList',
    machine: lessonListMachine,
    provided: pagedListImplementations(any),
    slots: { actions: [], actors: ['loadPage', 'deleteItem'] },
  },
  {
    name: 'lessonBrief',
    machine: lessonBriefMachine,
    provided: createLessonBriefImplementations(any),
    slots: { actions: ['openLesson', 'refreshRobotActions'], actors: ['planLesson'] },
  },
  {
    name: 'studioStart',
    machine: studioStartMachine,
    provided: createStudioStartImplementations(any),
    slots: { actions: ['openItem', 'refreshRobotActions'], actors: ['loadUploads', 'prepareBrief', 'createItem', 'recordStart'] },
  },
  {
    name: 'lessonEditor',
    machine: lessonEditorMachine,
    provided: createLessonEditorImplementations(any),
    slots: { actions: [], actors: ['loadLesson', 'saveLesson'] },
  },
  {
    name: 'itemSharing',
    machine: itemSharingMachine,
    provided: createItemSharingImplementations(any),
    slots: { actions: ['copyLink', 'copyCode'], actors: ['loadShare', 'saveShare', 'regenerateJoinCode'] },
  },
  {
    name: 'sharingOverview',
    machine: sharingOverviewMachine,
    provided: createSharingOverviewImplementations(any),
    slots: { actions: ['copyLink'], actors: ['loadShares', 'saveShare', 'stopShare', 'sendConfirmationLink'] },
  },
  {
    name: 'lessonPresentation',
    machine: lessonPresentationMachine,
    provided: createLessonPresentationImplementations(any),
    slots: { actions: [], actors: ['loadOutline', 'downloadSlides'] },
  },
  {
    name: 'lessonSuggestions',
    machine: lessonSuggestionsMachine,
    provided: createLessonSuggestionsImplementations(any),
    slots: { actions: ['lessonChanged'], actors: ['loadSuggestions', 'implementSuggestion'] },
  },
  {
    name: 'lessonReplan',
    machine: lessonReplanMachine,
    provided: createLessonReplanImplementations(any),
    slots: { actions: ['lessonChanged', 'refreshRobotActions'], actors: ['replanLesson', 'keepPlan'] },
  },
  ...(['glossary', 'questions', 'pedagogy'] as const).map((tab) => ({
    name: `lesson ${tab}`,
    machine: { glossary: glossaryMachine, questions: questionsMachine, pedagogy: pedagogyMachine }[tab],
    provided: createLessonInsightsImplementations(any)[tab],
    slots: { actions: [], actors: ['fetchInsight'] },
  })),
  {
    name: 'outcomeSearch',
    machine: outcomeSearchMachine,
    provided: createOutcomeSearchImplementations(any),
    slots: { actions: [], actors: ['loadOptions', 'searchOutcomes'] },
  },
  {
    name: 'outcomeBrowse',
    machine: outcomeBrowseMachine,
    provided: createOutcomeBrowseImplementations(any),
    slots: { actions: [], actors: ['loadOptions', 'browseOutcomes'] },
  },
  {
    name: 'studentLesson',
    machine: studentLessonMachine,
    provided: createStudentLessonImplementations(any),
    slots: { actions: [], actors: ['joinLesson'] },
  },
  {
    name: 'studentAnswers',
    machine: studentAnswersMachine,
    provided: createStudentAnswersImplementations(any),
    slots: { actions: ['keepLocally', 'forgetLocally', 'showCode'], actors: ['joinSheet', 'loadMyAnswers', 'claimName', 'saveAnswers', 'submitAnswers', 'moveToCode', 'watchConnection', 'watchReturn'] },
  },
  {
    name: 'assessmentAnswering',
    machine: assessmentAnsweringMachine,
    provided: createAssessmentAnsweringImplementations(any),
    slots: { actions: ['copyCode'], actors: ['loadAnswering', 'changeAnswering'] },
  },
  {
    name: 'mySyllabi',
    machine: mySyllabiMachine,
    provided: createMySyllabiImplementations(any),
    slots: { actions: ['openSyllabus'], actors: ['loadSyllabi', 'createSyllabus'] },
  },
  {
    name: 'syllabusEditor',
    machine: syllabusEditorMachine,
    provided: createSyllabusEditorImplementations(any),
    slots: { actions: ['leave'], actors: ['loadSyllabus', 'saveDetails', 'changeOutcomes', 'deleteSyllabus'] },
  },
  { name: 'uploadList', machine: uploadListMachine, provided: createUploadListImplementations(any), slots: { actions: [], actors: ['loadUploads'] } },
  {
    name: 'uploadDialog',
    machine: uploadDialogMachine,
    provided: createUploadDialogImplementations(any),
    slots: { actions: ['handOver'], actors: ['sendUpload'] },
  },
  {
    name: 'uploadEditor',
    machine: uploadEditorMachine,
    provided: createUploadEditorImplementations(any),
    slots: { actions: [], actors: ['loadUpload', 'saveDetails'] },
  },
  { name: 'uploadSlices', machine: uploadSlicesMachine, provided: createUploadSlicesImplementations(any), slots: { actions: [], actors: ['loadSlices'] } },
  ...(['outcomes', 'spelling'] as const).map((tab) => ({
    name: `upload report: ${tab}`,
    machine: tab === 'outcomes' ? uploadOutcomesMachine : uploadSpellingMachine,
    provided: createUploadReportsImplementations({ uploadApi: any })[tab],
    slots: { actions: [], actors: ['loadReport'] },
  })),
  {
    name: 'sliceReview',
    machine: sliceReviewMachine,
    provided: createSliceReviewImplementations(any),
    slots: { actions: ['leave'], actors: ['loadSlice', 'saveSlice', 'reextractSlice', 'deleteSlice', 'suggestAltText'] },
  },
  { name: 'unitBrief', machine: unitBriefMachine, provided: briefImplementations(any), slots: { actions: ['openItem', 'refreshRobotActions'], actors: ['createItem'] } },
  {
    name: 'unitEditor',
    machine: unitEditorMachine,
    provided: createUnitEditorImplementations(any),
    slots: { actions: ['refreshRobotActions', 'announceRobotLimit'], actors: ['loadUnit', 'saveUnit', 'generateUnit', 'makeLesson'] },
  },
  { name: 'unitGlossary', machine: unitGlossaryMachine, provided: createUnitGlossaryImplementations(any), slots: { actions: [], actors: ['fetchInsight'] } },
  { name: 'unitFiles', machine: unitFilesMachine, provided: createUnitFilesImplementations(any), slots: { actions: [], actors: ['downloadFile'] } },
  { name: 'unitAssessment', machine: unitAssessmentMachine, provided: createUnitAssessmentImplementations(any), slots: { actions: ['openAssessment'], actors: ['makeAssessment'] } },
];

describe('every slot gets a real implementation where the app mounts the machine', () => {
  it.each(cases)('$name', ({ machine, provided, slots }) => {
    const declared = machine.implementations;
    const given = provided as { actions?: Record<string, unknown>; actors?: Record<string, unknown> };
    for (const action of slots.actions) {
      expect(Object.keys(declared.actions), `${action} is declared`).toContain(action);
      expect(Object.keys(given.actions ?? {}), `${action} is provided`).toContain(action);
    }
    for (const actor of slots.actors) {
      expect(Object.keys(declared.actors), `${actor} is declared`).toContain(actor);
      expect(Object.keys(given.actors ?? {}), `${actor} is provided`).toContain(actor);
    }
  });
});
