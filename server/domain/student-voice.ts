/**
 * A plan's student actions are written for the teacher, about the students ("Write one thing they know"). A student
 * who joins a lesson reads them as instructions to themselves, so the student view says "you" where the plan says
 * "they". Quoted words (a keyword, a question to answer) are the lesson's own and stay as they are.
 */
const PRONOUNS: Record<string, string> = {
  "they're": "you're",
  "they've": "you've",
  "they'll": "you'll",
  "they'd": "you'd",
  they: 'you',
  them: 'you',
  their: 'your',
  theirs: 'yours',
  themselves: 'yourself',
};

const PRONOUN = /\b(they're|they've|they'll|they'd|themselves|theirs|their|them|they)\b/gi;
const QUOTED = /("[^"]*"|“[^”]*”)/;

const keepCase = (written: string, replacement: string) =>
  written[0] === written[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;

/** "Explain how they know they are right" → "Explain how you know you are right"; "their "ratio"" keeps the quote. */
export function speakToStudent(text: string): string {
  return text
    .split(QUOTED)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(PRONOUN, (word) => keepCase(word, PRONOUNS[word.toLowerCase()]!))))
    .join('');
}
