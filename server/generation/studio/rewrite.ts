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

/** Whether words are a clause with its own subject and verb ("the water boils", "the Factory Act of 1833 limited …"). */
function standsAlone(words: string): boolean {
  const clause = nlp(words);
  if (['^#Pronoun #Adverb? #Verb', '^#Determiner #Adjective? #Noun #Adverb? #Verb', '^#Adjective? #Noun #Adverb? #Verb'].some((m) => clause.has(m))) return true;
  const parsed = (clause.sentences().json() as { sentence?: { subject?: string; verb?: string } }[])[0]?.sentence;
  return Boolean(parsed?.subject && parsed.verb && !clause.has('^#Verb'));
}

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
  // "… like or as: 'her smile was as bright as the sun'": the example after a colon becomes its own sentence.
  const colon = /^(.{20,}?):\s+(.{8,})$/.exec(sentence);
  if (colon) {
    const [, first, second] = colon as unknown as [string, string, string];
    if (/^['"‘“]/.test(second)) return [`${first}.`, `For example, ${second}`];
    if (standsAlone(second)) return [`${first}.`, second.replace(/^./, (c) => c.toUpperCase())];
  }
  // "…, as when the wind whispers through the trees": "For example, the wind whispers …".
  const asWhen = /^(.{20,}?),\s+as when\s+(.{8,})$/i.exec(sentence);
  if (asWhen) return [`${asWhen[1]}.`, `For example, ${asWhen[2]}`];
  // "…, saying that one thing is another": "This says that one thing is another."
  const saying = /^(.{20,}?),\s+(saying|showing|meaning|making|giving|causing|leaving)\s+(.{8,})$/i.exec(sentence);
  if (saying) {
    const present = (nlp(saying[2]!).verbs().conjugate()[0] as { PresentTense?: string } | undefined)?.PresentTense;
    if (present) return [`${saying[1]}.`, `This ${present} ${saying[3]}`];
  }
  // "…kings called pharaohs, who were believed to be gods": "They were believed to be gods."
  const who = /^(.{20,}?),\s+who\s+(were|are)\s+(.{8,})$/i.exec(sentence);
  if (who) return [`${who[1]}.`, `They ${who[2]!.toLowerCase()} ${who[3]}`];
  // ", which are huge slabs of rock …" after a noun describes it: "These are huge slabs of rock …".
  const whichIs = /^(.{20,}?),\s+which\s+(is|are|was|were)\s+(.{8,})$/i.exec(sentence);
  if (whichIs) return [`${whichIs[1]}.`, `${/^(?:is|was)$/i.test(whichIs[2]!) ? 'This' : 'These'} ${whichIs[2]!.toLowerCase()} ${whichIs[3]}`];
  // "… ends at its mouth, where it flows into a sea": "This is where it flows into a sea."
  const where = /^(.{20,}?),\s+where\s+(.{8,})$/i.exec(sentence);
  if (where) return [`${where[1]}.`, `This is where ${where[2]}`];
  // "…the spinning jenny, invented by James Hargreaves in about 1764, allowed …": the aside becomes its own sentence.
  const aside = /^(.+?\b((?:the|a|an)\s+[a-z]+(?:\s+[a-z]+)?)),\s+((?:invented|built|made|written|painted|discovered|founded|designed|created|led|ruled|named|known|born|found|used)\s+[^,]{6,}),\s+(.{8,})$/i.exec(sentence);
  if (aside) {
    const [, before, thing, said, rest] = aside as unknown as [string, string, string, string, string];
    const verb = /s$/i.test(thing) && !/ss$/i.test(thing) ? 'were' : 'was';
    return [`${before} ${rest}`.replace(/[.!?]?$/, '.'), `${thing.replace(/^./, (c) => c.toUpperCase())} ${verb} ${said}`];
  }
  const because = /^(.{20,}?),\s+because\s+(.{12,})$/i.exec(sentence);
  if (because) return [`${because[1]}.`, `This is because ${because[2]}`];
  const match = /^(.+?),\s+(and|but|so)\s+(.+)$/.exec(sentence);
  if (match) {
    const [, first, joiner, rest] = match as unknown as [string, string, string, string];
    // Only a clause with its own subject and verb stands alone ("…, and the water boils" does; "…, and boils" does not).
    if (standsAlone(rest)) {
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
          // A part still too long is split again where it can be, a few times at most.
          let parts = [sentence];
          for (let round = 0; round < 3; round += 1) {
            const next = parts.flatMap((part) => (wordCount(part) > limit ? splitSentence(part.replace(/[.!?]$/, '')).map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)) : [part]));
            if (next.length === parts.length) break;
            parts = next;
          }
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
