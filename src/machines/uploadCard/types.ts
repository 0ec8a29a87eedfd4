import type { Upload } from '../../services/uploadApi';

export interface UploadCardInput {
  id: string;
  /** The upload as a list already has it; fetched when absent. */
  upload?: Upload | null;
}

export interface UploadCardContext {
  id: string;
  upload: Upload | null;
  thumbnail: string | null;
}

export type UploadCardEvent = { type: 'card.visible' };
