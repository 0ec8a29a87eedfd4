import { fromPromise } from 'xstate';
import type { AssessmentApi, AssessmentSummary } from '../../services/assessmentApi';
import type { CommentApi, CommentSet, CommentSetBrief } from '../../services/commentApi';
import type { Page } from '../listPages/pages';

export interface CommentBriefDeps {
  assessmentApi: Pick<AssessmentApi, 'list'>;
  commentApi: Pick<CommentApi, 'create'>;
  /** Where the new set opens: its class, or its comments when the class came with an assessment. */
  openCommentSet: (set: CommentSet) => void;
  refreshRobotActions: () => void;
}

export function createCommentBriefImplementations(deps: CommentBriefDeps) {
  return {
    actors: {
      loadAssessments: fromPromise<Page<AssessmentSummary>>(({ signal }) => deps.assessmentApi.list({ signal })),
      createCommentSet: fromPromise<CommentSet, CommentSetBrief>(({ input, signal }) => deps.commentApi.create(input, { signal })),
    },
    actions: {
      openCommentSet: (_: unknown, { set }: { set: CommentSet }) => deps.openCommentSet(set),
      refreshRobotActions: () => deps.refreshRobotActions(),
    },
  };
}
