import type { CommentSetSummary } from '../../services/commentApi';
import { createPagedListMachine } from '../listPages/pagedListMachine';

/** /comments: the teacher's comment sets, a page at a time, each deleted after a confirmation. */
export const commentListMachine = createPagedListMachine<CommentSetSummary>('commentList');

export type CommentListMachine = typeof commentListMachine;
