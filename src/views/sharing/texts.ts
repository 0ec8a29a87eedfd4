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
  dropPeopleTitle: 'Share by link instead?',
  dropPeopleBody: (emails: string[]) =>
    `Anyone with the link will be able to open it, and ${emails.join(', ')} will no longer find it under "Shared with me". Send them the link if they still need it.`,
  dropPeopleConfirm: 'Share by link',
  dropPeopleCancel: 'Keep sharing with these people',
} as const;
