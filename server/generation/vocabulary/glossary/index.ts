import { definitionAt } from '../../level.ts';
import { headwordKey } from '../phrases.ts';
import type { SubjectKey } from '../subjects.ts';
import { DESIGN } from './design.ts';
import { DIGITAL } from './digital.ts';
import { ENGLISH } from './english.ts';
import type { GlossaryEntryData } from './entry.ts';
import { GEOGRAPHY } from './geography.ts';
import { HISTORY } from './history.ts';
import { MATHEMATICS, MATHEMATICS_FULLER } from './mathematics.ts';
import { SCIENCE, SCIENCE_FULLER } from './science.ts';

/**
 * The reviewed glossary of each subject. A compound term is written once, in the subject it belongs to most: other
 * subjects find it there ("climate change" in geography, "natural resource" in science).
 */
export const SUBJECT_GLOSSARIES: Record<SubjectKey, GlossaryEntryData[]> = {
  mathematics: MATHEMATICS,
  science: SCIENCE,
  english: ENGLISH,
  history: HISTORY,
  geography: GEOGRAPHY,
  digital: DIGITAL,
  design: DESIGN,
};

/** Each subject's fuller definitions, by headword, for classes from FULLER_DEFINITIONS_FROM_GRADE (see level.ts). */
export const FULLER_DEFINITIONS: Partial<Record<SubjectKey, Record<string, string>>> = {
  mathematics: MATHEMATICS_FULLER,
  science: SCIENCE_FULLER,
};

/** The name a teacher reads for each subject's glossary, cited as a keyword's source. */
export const SUBJECT_NAMES: Record<SubjectKey, string> = {
  mathematics: 'mathematics',
  science: 'science',
  english: 'English',
  history: 'history',
  geography: 'geography',
  digital: 'digital technologies and computing',
  design: 'design and technologies',
};

export interface SubjectTerm {
  /** The spelling the text used ("selection"), which a word mat shows. */
  term: string;
  /** The entry's first spelling ("branching"): one entry is listed once, whichever spelling the text used. */
  headword: string;
  definition: string;
  /** The simpler definition for grades 4 and below, where the term is taught that early. */
  young: string | undefined;
  /** The fuller definition in the subject's precise language, for older classes, where one is written. */
  fuller: string | undefined;
  subject: SubjectKey;
  /** How many words the matched spelling has: a longer match wins over the words inside it. */
  words: number;
}

let index: Map<SubjectKey, Map<string, SubjectTerm>> | undefined;

/** Each subject's entries by the matching form of every spelling, built once on first use. */
function glossaryIndex(): Map<SubjectKey, Map<string, SubjectTerm>> {
  if (index) return index;
  index = new Map();
  for (const [subject, entries] of Object.entries(SUBJECT_GLOSSARIES) as [SubjectKey, GlossaryEntryData[]][]) {
    const bySpelling = new Map<string, SubjectTerm>();
    for (const [headword, definition, young] of entries) {
      const spellings = headword.split(/\s*\|\s*/);
      const fuller = FULLER_DEFINITIONS[subject]?.[spellings[0]!];
      for (const spelling of spellings) {
        const key = headwordKey(spelling);
        // An irregular plural ("radii") shares its singular's key; the word mat shows the singular.
        if (!bySpelling.has(key)) bySpelling.set(key, { term: spelling, headword: spellings[0]!, definition, young, fuller, subject, words: key.split(' ').length });
      }
    }
    index.set(subject, bySpelling);
  }
  return index;
}

/** The entry for a matching form in the first of the subjects that has one, in the subject's sense. */
export function subjectTerm(key: string, subjects: SubjectKey[]): SubjectTerm | undefined {
  const all = glossaryIndex();
  for (const subject of subjects) {
    const found = all.get(subject)?.get(key);
    if (found) return found;
  }
  return undefined;
}

/** The definition pitched to the grade: the simpler sentence for young classes, the fuller one for older (level.ts). */
export const definitionFor = (entry: SubjectTerm, grade: number) => definitionAt(entry, grade);
