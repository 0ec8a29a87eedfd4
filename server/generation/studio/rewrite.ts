import nlp from 'compromise';
import { readability, SENTENCE_BREAK } from '../text.ts';
import { PLAIN_PHRASES, PLAIN_WORDS } from './plain-words.ts';
import type { Rewrite } from '../../../src/contracts/studio.ts';

export type { Rewrite };


/** The most words a sentence should have for a reader at the grade (a common guide for school texts). */
export function sentenceLimit(grade: number): number {
  if (grade <= 2) return 10;
  if (grade <= 4) return 14;
  if (grade <= 6) return 18;
  if (grade <= 8) return 22;
  return 26;
}

const keepCase = (original: string, replacement: string) => (/^[A-Z]/.test(original) ? replacement.replace(/^./, (c) => c.toUpperCase()) : replacement);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordCount = (sentence: string) => sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/**
 * Splits a long sentence where it holds two complete clauses: at a semicolon; at ", which …" or ", because …" after a
 * whole clause (it becomes "This …" / "This is because …"); or at ", and"/", but"/", so" before a subject and verb.
 */
function splitSentence(sentence: string): string[] {
  const semi = sentence.split(/;\s+/);
  if (semi.length > 1) return semi.map((part, i) => (i < semi.length - 1 ? `${part}.` : part)).map((part) => part.replace(/^./, (c) => c.toUpperCase()));
  // ", which helps …" after a whole clause refers to all of it: "This helps …". (", which" after a noun phrase alone is left.)
  const which = /^(.{20,}?),\s+which\s+((?:helps?|means?|makes?|leads?|causes?|allows?|gives?|shows?|keeps?|lets?)\b.+)$/i.exec(sentence);
  if (which) return [`${which[1]}.`, `This ${which[2]}`];
  const because = /^(.{20,}?),\s+because\s+(.{12,})$/i.exec(sentence);
  if (because) return [`${because[1]}.`, `This is because ${because[2]}`];
  const match = /^(.+?),\s+(and|but|so)\s+(.+)$/.exec(sentence);
  if (match) {
    const [, first, joiner, rest] = match as unknown as [string, string, string, string];
    // Only a clause with its own subject and verb stands alone ("…, and the water boils" does; "…, and boils" does not).
    const clause = nlp(rest);
    if (['^#Pronoun #Adverb? #Verb', '^#Determiner #Adjective? #Noun #Adverb? #Verb', '^#Adjective? #Noun #Adverb? #Verb'].some((m) => clause.has(m))) {
      const second = joiner === 'and' ? rest : `${joiner === 'but' ? 'But' : 'So'} ${rest}`;
      return [`${first}.`, second.replace(/^./, (c) => c.toUpperCase())];
    }
  }
  return [sentence];
}

/**
 * Rewrites a text towards a reading level without changing what it says: plainer words for wordy ones (a reviewed
 * list of same-meaning pairs), long sentences split where they hold two complete clauses. It never invents or drops
 * content; when the text still reads above the target (usually because of its subject words), it says so.
 */
export function rewriteAtLevel(text: string, targetGrade: number): Rewrite {
  const changes: string[] = [];
  let out = text.replace(/\r\n/g, '\n');
  // Sentences are split first, while the words the tagger reads them by are still the author's.
  const limit = sentenceLimit(targetGrade);
  out = out
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split(SENTENCE_BREAK)
        .flatMap((sentence) => {
          if (wordCount(sentence) <= limit) return [sentence];
          const parts = splitSentence(sentence.replace(/[.!?]$/, '')).map((p) => (/[.!?]$/.test(p) ? p : `${p}.`));
          if (parts.length > 1) changes.push(`split a ${wordCount(sentence)}-word sentence`);
          return parts.length > 1 ? parts : [sentence];
        })
        .join(' '),
    )
    .join('\n\n');
  for (const [phrase, plain] of PLAIN_PHRASES) {
    const pattern = new RegExp(`\\b${escape(phrase)}\\b`, 'gi');
    if (pattern.test(out)) {
      out = out.replace(pattern, (found) => keepCase(found, plain));
      changes.push(`${phrase} → ${plain}`);
    }
  }
  for (const [word, plain] of Object.entries(PLAIN_WORDS)) {
    const pattern = new RegExp(`\\b${word}\\b`, 'gi');
    if (pattern.test(out)) {
      out = out.replace(pattern, (found) => keepCase(found, plain));
      changes.push(`${word} → ${plain}`);
    }
  }
  out = out.replace(/(^|[.!?]\s+)(Therefore|Consequently),\s+/g, (_m, start: string) => {
    changes.push('therefore/consequently → so');
    return `${start}So `;
  });
  const before = readability(text).gradeLevel;
  const after = readability(out).gradeLevel;
  const longWords = [...new Set((out.match(/\b[A-Za-z]{11,}\b/g) ?? []).map((w) => w.toLowerCase()))].slice(0, 5);
  const note =
    after > targetGrade + 1
      ? `It still reads at grade ${after}, above grade ${targetGrade}${longWords.length ? `: its subject words (${longWords.join(', ')}) keep it there, so teach them first or explain them in the text` : ''}.`
      : undefined;
  return { text: out, before, after, targetGrade, changes: [...new Set(changes)], ...(note ? { note } : {}) };
}
