import { fromPromise } from 'xstate';
import { normaliseLevel } from '../../contracts/curriculum';
import type { Page } from '../../contracts/page';
import type { AssessmentApi } from '../../services/assessmentApi';
import type { LessonApi } from '../../services/lessonApi';
import type { StartBrief, StartedItem, StartKind, StartSource, StudioStartApi } from '../../services/studioStartApi';
import type { SyllabusApi } from '../../services/syllabusApi';
import type { UploadApi } from '../../services/uploadApi';
import { allSlices, finishedUploads } from '../uploadSlices/machine';
import { cutAtWord, descriptionFromText, PICKED_OUTCOMES, searchFromText, titleFromText } from './brief';
import type { PrepareInput, PreparedStart, UploadChoice } from './types';

export interface StudioStartDeps {
  lessonApi: Pick<LessonApi, 'create'>;
  assessmentApi: Pick<AssessmentApi, 'create'>;
  studioStartApi: StudioStartApi;
  syllabusApi: Pick<SyllabusApi, 'search'>;
  uploadApi: Pick<UploadApi, 'list' | 'outcomes' | 'slices'>;
  /** Where a started item opens: its editor. */
  openItem: (kind: StartKind, id: string) => void;
  refreshRobotActions: () => void;
}

/** Said when nothing in the curriculum (for the year given) matches what the teacher gave: what to do instead. */
export const noOutcomesMessage = (what: string, yearLevel = '') =>
  `No curriculum outcomes ${yearLevel ? `for ${yearLevel} ` : ''}match this ${what}. Choose the outcomes yourself, or add a few words.`;

type Signal = { signal: AbortSignal };

async function prepare(deps: StudioStartDeps, { source, draft, uploads }: PrepareInput, { signal }: Signal): Promise<PreparedStart> {
  const common = { yearLevel: draft.yearLevel.trim(), subject: draft.subject.trim() };
  // Outcomes are picked for the year the teacher gave (a Year 8 topic gets Year 8 outcomes), when it reads as a year.
  const level = normaliseLevel(common.yearLevel);
  const searched = async (input: string, what: string) => {
    const found = await deps.syllabusApi.search({ input, length: PICKED_OUTCOMES, ...(level ? { level } : {}) }, { signal });
    if (!found.length) throw new Error(noOutcomesMessage(what, level ? common.yearLevel : ''));
    return found.map((o) => o.code);
  };
  const brief = (fields: Pick<StartBrief, 'title' | 'description' | 'outcomes'>): StartBrief => ({ ...common, ...fields });
  switch (source) {
    case 'topic': {
      const topic = cutAtWord(draft.topic, 200);
      return { brief: brief({ title: topic, description: '', outcomes: await searched(topic, 'topic') }), from: topic };
    }
    case 'outcomes': {
      const codes = draft.outcomes.map((o) => o.code);
      const title = draft.topic.trim() ? cutAtWord(draft.topic, 200) : titleFromText(draft.outcomes[0]!.statement);
      return { brief: brief({ title, description: '', outcomes: codes }), from: cutAtWord(draft.outcomes.map((o) => o.shortCode || o.code).join(', '), 500) };
    }
    case 'text':
      return {
        brief: brief({ title: titleFromText(draft.text), description: descriptionFromText(draft.text), outcomes: await searched(searchFromText(draft.text), 'text') }),
        from: cutAtWord(draft.text, 120),
      };
    case 'upload': {
      const upload = uploads.find((u) => u.id === draft.uploadId);
      if (!upload) throw new Error('Choose one of your uploads.');
      const best = (await deps.uploadApi.outcomes(upload.id, { signal })).slice().sort((a, b) => a.rank - b.rank).slice(0, PICKED_OUTCOMES);
      if (!best.length) throw new Error(noOutcomesMessage('upload'));
      const slices = await deps.uploadApi.slices(upload.id, { ...allSlices(), outcomeFilter: best[0]!.outcomeCode, enabledFilter: 'enabled' }, null, { signal });
      const text = slices.items.find((s) => s.text.trim())?.text ?? '';
      return { brief: brief({ title: cutAtWord(upload.title, 200), description: descriptionFromText(text), outcomes: best.map((o) => o.outcomeCode) }), from: upload.title };
    }
  }
}

async function create(deps: StudioStartDeps, kind: StartKind, brief: StartBrief, { signal }: Signal): Promise<StartedItem> {
  const made =
    kind === 'lesson'
      ? await deps.lessonApi.create({ ...brief, methodology: 'inquiry', enhancementEnabled: false, durationMinutes: 60 }, { signal })
      : kind === 'assessment'
        ? await deps.assessmentApi.create(brief, { signal })
        : kind === 'unit'
          ? await deps.studioStartApi.createUnit(brief, { signal })
          : await deps.studioStartApi.createCommentSet(brief, { signal });
  return { kind, id: made.id, title: made.title };
}

export function createStudioStartImplementations(deps: StudioStartDeps) {
  return {
    actors: {
      loadUploads: fromPromise<Page<UploadChoice>, { continuationToken: string | null }>(({ input, signal }) => finishedUploads(deps.uploadApi, input.continuationToken, { signal })),
      prepareBrief: fromPromise<PreparedStart, PrepareInput>(({ input, signal }) => prepare(deps, input, { signal })),
      createItem: fromPromise<StartedItem, { kind: StartKind; brief: StartBrief }>(({ input, signal }) => create(deps, input.kind, input.brief, { signal })),
      recordStart: fromPromise<unknown, { item: StartedItem; source: StartSource; from: string }>(({ input, signal }) =>
        deps.studioStartApi.recordStart({ kind: input.item.kind, id: input.item.id, source: input.source, from: input.from }, { signal }),
      ),
    },
    actions: {
      openItem: (_: unknown, { kind, id }: { kind: StartKind; id: string }) => deps.openItem(kind, id),
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
