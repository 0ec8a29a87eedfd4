import type { SharedItemType, ShareMode } from '../../services/sharingApi';

/** The share tab's texts, the same for every kind of item (spec: sharing). */
export const sharingTexts = {
  title: {
    lesson: 'Who can see this lesson',
    upload: 'Who can see this upload',
    assessment: 'Who can see this assessment',
    comment: 'Who can see these comments',
    unit: 'Who can see this unit',
  } satisfies Record<SharedItemType, string>,
  modes: { private: 'Only me', people: 'Specific people', link: 'Anyone with the link' } satisfies Record<ShareMode, string>,
  modesLabel: 'Sharing',
  emails: 'Email addresses',
  emailsHelp: 'Separate addresses with commas or new lines.',
  save: 'Save sharing',
  saving: 'Saving...',
  saved: 'Sharing saved.',
  link: 'Link to share',
  copyLink: 'Copy link',
  copied: 'Copied',
} as const;
