/** The subjects the glossary data is written for; a word's meaning is looked up in its subject's sense. */
export const SUBJECT_KEYS = ['mathematics', 'science', 'english', 'history', 'geography', 'digital', 'design'] as const;
export type SubjectKey = (typeof SUBJECT_KEYS)[number];

/** Subject names as the curricula and teachers write them, most specific first ("Design and Technologies" before "Technologies"). */
const NAMES: [RegExp, SubjectKey[]][] = [
  [/\bart and design\b/i, []],
  [/\bdesign\b/i, ['design']],
  [/\bdigital\b|\bcomput|\bict\b|\binformation technolog/i, ['digital']],
  [/\btechnolog/i, ['design', 'digital']],
  [/\bmath|\bnumeracy\b|\balgebra\b|\bgeometry\b|\bstatistics\b/i, ['mathematics']],
  [/\bscien|\bbiolog|\bchemi|\bphysics\b|\bstem\b/i, ['science']],
  [/\bhass\b|\bhumanities\b|\bsocial studies\b/i, ['history', 'geography']],
  [/\bhistor/i, ['history']],
  [/\bgeograph/i, ['geography']],
  [/\benglish\b|\bliteracy\b|\breading\b|\bwriting\b|\bela\b|\blanguage arts\b|\bliterature\b/i, ['english']],
];

/** The glossary subjects a subject name stands for, or none for a subject the data does not cover (music, languages). */
export function subjectKeys(subject: string | undefined): SubjectKey[] {
  if (!subject) return [];
  // "Literacy in History/Social Studies, Science, and Technical Subjects" is reading and writing, not history.
  if (/^literacy in\b/i.test(subject.trim())) return ['english'];
  return NAMES.find(([pattern]) => pattern.test(subject))?.[1] ?? [];
}
