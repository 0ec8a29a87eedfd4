/**
 * One glossary entry: the headword (singular, as a word mat shows it; other spellings or irregular plurals after
 * "|"), its definition for students from about grade 5, and a simpler one for grades 4 and below where the term is
 * taught that early. Every definition gives the word's meaning in its subject's sense. Fuller definitions for older
 * classes are kept by headword beside each subject's entries (MATHEMATICS_FULLER, SCIENCE_FULLER).
 */
export type GlossaryEntryData = readonly [headword: string, definition: string, young?: string];
