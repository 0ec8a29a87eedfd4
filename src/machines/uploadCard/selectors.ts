import type { SnapshotFrom } from 'xstate';
import type { UploadCardMachine } from './machine';

type UploadCardSnapshot = SnapshotFrom<UploadCardMachine>;

export const selectUpload = (snapshot: UploadCardSnapshot) => snapshot.context.upload;
export const selectThumbnail = (snapshot: UploadCardSnapshot) =>
  snapshot.matches({ thumbnail: 'shown' }) ? snapshot.context.thumbnail : null;
