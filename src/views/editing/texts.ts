/** What an editor says when the teacher is about to leave it with unsaved changes. */
export const unsavedChangesTexts = {
  title: 'Leave without saving?',
  body: 'You have unsaved changes. If you leave this page now, they are lost. Stay to save them first.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;
