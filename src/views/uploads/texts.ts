/** Upload card texts (spec §2, §4). State and task labels live with the rules in src/lib/uploads.ts. */
export const uploadCardTexts = {
  processing: 'Processing...',
  error: 'Error',
  enabled: 'Enabled',
  isbn: 'ISBN',
  doi: 'DOI',
  sizeInMb: (mb: string) => `${mb} MB`,
  updated: (date: string) => `Updated ${date}`,
  progress: (task: string) => `${task} progress`,
  thumbnail: (title: string) => `Thumbnail of ${title}`,
  fileType: (extension: string) => `${extension || 'file'} file`,
  loading: 'Loading upload...',
} as const;
