/** Spec §4 upload display rules, as pure functions. */
export const UPLOAD_STATE_LABELS = {
  ready: 'Queued',
  inProgress: 'In Progress',
  complete: 'Complete',
  failed: 'Failed - Retrying',
  broken: 'Error',
} as const;

export const UPLOAD_TASK_LABELS: Record<string, string> = {
  upload: 'Uploaded',
  spelling: 'Checking Spelling & Grammar',
  align: 'Aligning Standards',
  'extract-outcomes': 'Extracting Outcomes',
};
export const UPLOAD_TASK_FALLBACK = 'Processing';

type Stateful = { state: string; task: string };

export const uploadStateLabel = (state: string): string =>
  (UPLOAD_STATE_LABELS as Record<string, string>)[state] ?? UPLOAD_STATE_LABELS.ready;
export const uploadTaskLabel = (task: string): string => UPLOAD_TASK_LABELS[task] ?? UPLOAD_TASK_FALLBACK;

/** The full upload progress view: task upload, state ready or inProgress. */
export const showsFullProgress = ({ state, task }: Stateful) => task === 'upload' && (state === 'ready' || state === 'inProgress');
/** The card's picture: a thumbnail once complete, an Error icon when broken, otherwise "Processing...". */
export const cardMedia = ({ state }: Pick<Stateful, 'state'>): 'thumbnail' | 'error' | 'processing' =>
  state === 'complete' ? 'thumbnail' : state === 'broken' ? 'error' : 'processing';
/** No progress bar when broken. */
export const showsProgressBar = ({ state }: Pick<Stateful, 'state'>) => state !== 'broken';
/** The card follows an upload until it is complete or broken. */
export const isUploadSettled = ({ state }: Pick<Stateful, 'state'>) => state === 'complete' || state === 'broken';
