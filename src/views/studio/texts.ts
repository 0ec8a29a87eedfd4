import type { StudioTool } from '../../services/studioApi';

/** Texts of the Studio screens, in one place for product owners. */
export const studioTexts = {
  pageTitle: 'Studio',
  intro: 'Quick tools for a text you already have: paste it, choose the grade and subject, and let the robot work from it. Every run is kept in your history.',
  tabs: { rewrite: 'Rewrite', questions: 'Questions', glossary: 'Glossary', 'exit-ticket': 'Exit ticket', history: 'History' },
  tabsLabel: 'Studio tools',
  toolIntro: {
    rewrite: 'Moves the text towards the grade\'s reading level without changing what it says, and lists every change for you to check.',
    questions: 'Questions your class can answer from the text alone, each with its answer in the text\'s own words.',
    glossary: 'The text\'s terms with their definitions: the text\'s own first, then the subject glossary.',
    'exit-ticket': 'Three questions on the text and one on what it is mostly about, with marking points.',
  } satisfies Record<StudioTool, string>,
  text: 'Text',
  textHelp: 'Paste at least a sentence or two (40 characters), at most 20,000 characters.',
  grade: 'Grade',
  gradeLabel: (grade: number) => (grade === 0 ? 'Kindergarten' : `Grade ${grade}`),
  subject: 'Subject',
  subjectHelp: 'Optional: helps the glossary and the exit ticket.',
  run: { rewrite: 'Rewrite text', questions: 'Write questions', glossary: 'Make glossary', 'exit-ticket': 'Write exit ticket' } satisfies Record<StudioTool, string>,
  running: 'Working on it...',
  result: 'Result',
  rewritten: 'Rewritten text',
  level: (before: number, after: number, target: number) => `Reading level: grade ${before} before, grade ${after} after (aiming for grade ${target}).`,
  changes: 'Changes',
  noChanges: 'Nothing needed changing.',
  readingLevel: (level: number) => `Reading level of the text: grade ${level}.`,
  noQuestions: 'The text gave nothing to ask about. Try a longer text with definitions, reasons or numbers.',
  noTerms: 'No terms found in this text.',
  showAnswers: 'Show answers',
  hideAnswers: 'Hide answers',
  answer: 'Answer',
  questionsLabel: 'Questions',
  glossaryLabel: 'Glossary',
  // The glossary's own definitions are read from the pasted text as if it were an outcome's statement.
  source: { outcome: 'from the text', subject: 'subject glossary', teacher: 'your own', model: 'language model' },
  historyIntro: 'Your runs, newest first. Open one to see what came out.',
  noHistory: 'No runs yet. Paste a text into one of the tools to start.',
  historyLabel: 'Studio runs',
  loadingHistory: 'Loading your history...',
  open: 'Open',
  opening: 'Opening...',
  openRun: (tool: string, when: string) => `Open the ${tool} run of ${when}`,
  backToHistory: 'Back to history',
  ranOn: (tool: string, when: string, grade: number, subject: string) =>
    `${tool} · ${when} · ${grade === 0 ? 'Kindergarten' : `grade ${grade}`}${subject ? ` · ${subject}` : ''}`,
  originalText: 'Original text',
  more: { loadMore: 'Load more', loadingMore: 'Loading more runs...', moreFailed: 'We could not load more runs just now.' },
};

export type StudioTab = keyof typeof studioTexts.tabs;
export const studioTabs = Object.keys(studioTexts.tabs) as StudioTab[];

/** A run's date and time in UTC, as the account pages show dates: "24 Nov 2026, 09:05 UTC". */
export const formatWhen = (iso: string) => `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
