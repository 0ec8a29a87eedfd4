import type { Page } from '../../contracts/page';
import type { Failure } from '../../lib/failure';
import type { Slice, UploadChoice } from '../../services/uploadApi';

export type { UploadChoice };

export interface SlicePickerContext {
  /** The finished uploads of the pages loaded so far, most recently changed first. */
  uploads: UploadChoice[];
  /** Where the next page of finished uploads starts; null once the last is loaded. */
  uploadsToken: string | null;
  uploadId: string | null;
  /** Words the slices must contain (the slice list's own search). */
  query: string;
  slices: Slice[];
  continuationToken: string | null;
  failure: Failure | null;
}

export type SlicesPage = Page<Slice>;
export type UploadsPage = Page<UploadChoice>;

export type SlicePickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'picker.showMoreUploads' }
  | { type: 'picker.chooseUpload'; id: string }
  | { type: 'picker.editQuery'; text: string }
  | { type: 'picker.search' }
  | { type: 'picker.showMore' }
  | { type: 'picker.use'; sliceId: string };
