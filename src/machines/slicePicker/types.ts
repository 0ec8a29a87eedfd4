import type { Failure } from '../../lib/failure';
import type { Slice, UploadChoice } from '../../services/uploadApi';

export type { UploadChoice };

export interface SlicePickerContext {
  uploads: UploadChoice[];
  uploadId: string | null;
  /** Words the slices must contain (the slice list's own search). */
  query: string;
  slices: Slice[];
  continuationToken: string | null;
  failure: Failure | null;
}

export interface SlicesPage {
  items: Slice[];
  continuationToken: string | null;
}

export type SlicePickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'picker.chooseUpload'; id: string }
  | { type: 'picker.editQuery'; text: string }
  | { type: 'picker.search' }
  | { type: 'picker.showMore' }
  | { type: 'picker.use'; sliceId: string };
