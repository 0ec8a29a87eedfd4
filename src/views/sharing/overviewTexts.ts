import type { SharedItemType, ShareMode } from '../../services/sharingApi';
import { sharingTexts } from './texts';

const kinds: Record<SharedItemType, string> = { lesson: 'Lesson', upload: 'Upload', assessment: 'Assessment', comment: 'Comments', unit: 'Unit of work' };
const editors: Record<SharedItemType, string> = { lesson: 'lessons', upload: 'uploads', assessment: 'assessments', comment: 'comments', unit: 'units' };
const isKind = (type: string): type is SharedItemType => type in kinds;

/** Sharing and Privacy (/sharing): what I share and what is shared with me. */
export const overviewTexts = {
  pageTitle: 'Sharing and Privacy',
  intro: 'Everything you share, who can see it, and what other teachers share with you. Anything not listed here only you can see.',
  loading: 'Loading your sharing...',
  mineHeading: 'What I share',
  mineEmpty: 'You do not share anything. Open a lesson, upload, assessment, unit or comment set and use its Share tab.',
  withMeHeading: 'Shared with me',
  withMeEmpty: 'Nobody shares anything with you yet. Items shared with your confirmed email address appear here.',
  unconfirmedTitle: 'Confirm your email address to see what is shared with you',
  unconfirmed: (email: string) =>
    `Teachers may already share with ${email}, but nothing shared with it shows here until you confirm that it is yours. Open the confirmation link we emailed you, then check again.`,
  unconfirmedElsewhere: (email: string) =>
    `Teachers may already share with ${email}, but nothing shared with it shows here until your sign-in confirms that it is yours. Confirm it with your sign-in provider, then check again.`,
  sendLink: 'Send a new confirmation link',
  sendingLink: 'Sending...',
  checkAgain: 'I have confirmed it: check again',
  kind: (type: string) => (isKind(type) ? kinds[type] : type),
  /** Where the owner edits the item (and its share tab). */
  editorPath: (type: string, id: string) => (isKind(type) ? `/${editors[type]}/editor/${encodeURIComponent(id)}` : null),
  mode: (mode: ShareMode) => sharingTexts.modes[mode],
  people: (emails: string[]) => `With ${emails.join(', ')}`,
  changed: (date: string) => `Changed ${date}`,
  sharedBy: (owner: string) => `Shared by ${owner}`,
  change: 'Change',
  changeLabel: (title: string) => `Change who can see ${title}`,
  cancel: 'Cancel',
  stop: 'Stop sharing',
  stopLabel: (title: string) => `Stop sharing ${title}`,
  stopTitle: 'Stop sharing?',
  stopBody: (title: string) => `Only you will see "${title}". Its link stops working and the people you named lose it.`,
  stopping: 'Stopping...',
  copyLabel: (title: string) => `Copy the link to ${title}`,
  saved: (title: string, mode: ShareMode) =>
    mode === 'private' ? `Sharing saved: only you can see "${title}" now.` : `Sharing saved: "${title}" is shared with ${mode === 'people' ? 'the people you named' : 'anyone with the link'}.`,
  stopped: (title: string) => `You stopped sharing "${title}". Only you can see it now.`,
} as const;
