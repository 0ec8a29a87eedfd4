import type { OutcomeRef } from '../../types.ts';
import type { ContentContext } from '../index.ts';
import type { SkillId } from './data.ts';

/**
 * Which phonics skills a lesson teaches: those its title or description names (the teacher chose them), else those
 * its outcome's statement names. Only early-years English outcomes qualify (Foundation, Kindergarten, Years 1 and 2).
 */

/** Above Grade 2 a lesson on sounds and syllables is no longer taught by talk and play. */
const OLDEST_GRADE = 2;
const EARLY_LEVELS = /^(F|K|P|R|1|2)$/i;
const ENGLISH = /english|literacy|reading|phonics|spelling/i;

/** A skill named in a curriculum statement, found where its words are in the statement. */
const STATEMENT_RULES: ReadonlyArray<readonly [SkillId, RegExp]> = [
  // "rhyme in poetry" and "rhymes" (the texts, as in "songs and rhymes") are literature, not rhyming words.
  ['rhyme', /\brhyming\b|\brhyme\b(?! in poetry)/i],
  ['syllables', /\bsyllables?\b|\bmultisyllabic\b/i],
  ['onsetRime', /\bonsets?\b|\brimes?\b/i],
  ['isolating', /\bisolate\b|\binitial\b|\bfinal sounds?\b|\balliterat\w*/i],
  // Blending or segmenting onsets, rimes or syllables is taught by those skills; "consonant blends" are clusters.
  ['blending', /\bblend(?:ing|ed)?\b(?![^.;]*\b(?:onsets?|syllables)\b)|\bdecod\w*|\bphonic (?:knowledge|skills)\b|\bGPCs?\b|\bconsonant digraphs\b/i],
  ['segmenting', /\bsegment\w*(?![^.;]*\b(?:onsets?|syllables)\b)|\bphonemes?\b|\bCVC\b/i],
  ['substituting', /\bsubstitut\w*|\bmanipulat\w*|\bletters that differ\b/i],
  ['vowels', /\b(?:long|short)\b[^.;]*\bvowels?\b|\bvowel teams?\b|\bfinal -e\b/i],
  [
    'letterSounds',
    /\bletter-sound\b|\bletters? for\b[^.;]*\bsounds\b|\bsound that each letter\b|\bsounds? for each consonant\b|\bsound to graphemes\b|\bletters and sounds\b|\bsounds associated with letters\b|\bspelling-sound\b/i,
  ],
];

/**
 * Statements about other word knowledge (endings, morphemes, sight and exception words, homophones, handwriting) or
 * about reading whole books: their passing mention of phonics is not what the lesson teaches.
 */
const OTHER_FOCUS =
  /\bprefix|\bsuffix|\binflect|\bendings\b|\bmorphem|\bhigh[- ]frequency\b|\bby sight\b|\birregular|\bexception words\b|\bcontract|\bhomophone|\balphabet\b|\binconsistent\b|\bbooks?\b|\btexts?\b|\bstor(?:y|ies)\b|\bwithout overt\b|\bways of spelling\b/i;

/** A skill as a teacher names it in a lesson's title or description. */
const LESSON_RULES: ReadonlyArray<readonly [SkillId, RegExp]> = [
  ['rhyme', /\brhym/i],
  ['syllables', /\bsyllab|\bclap(?:s|ping)?\b[^.;]*\b(?:beats?|names?|words?)\b/i],
  ['onsetRime', /\bonsets?\b|\brimes?\b|\bword famil(?:y|ies)\b/i],
  ['isolating', /\b(?:first|initial|beginning|starting|last|final|end|ending|middle|medial) sounds?\b|\bI spy\b|\balliterat/i],
  ['blending', /\bblend(?:ing)?\b|\bsound buttons?\b|\brobot talk\b|\bdecod/i],
  ['segmenting', /\bsegment|\bsound boxes\b|\bElkonin\b|\bcount(?:ing)? (?:the )?(?:sounds|phonemes)\b|\bphonemes?\b/i],
  ['substituting', /\bsubstitut|\bmanipulat|\bword (?:chains?|ladders?)\b|\bchang(?:e|ing) (?:one|a|the first|the last|the middle) sound/i],
  ['vowels', /\b(?:long|short) vowels?\b|\bmagic e\b|\bsplit digraphs?\b|\bvowel teams?\b|\blong and short\b/i],
  ['letterSounds', /\bletter[- ]sounds?\b|\bsounds? of (?:the )?letters\b|\bsatpin\b|\bgraphemes?\b|\bGPCs?\b/i],
];

/** At most this many skills in one lesson: more would leave each a few minutes. */
const MOST_SKILLS = 3;

/** The skills the rules find, in the order the text names them. */
function skillsIn(text: string, rules: ReadonlyArray<readonly [SkillId, RegExp]>): SkillId[] {
  return rules
    .flatMap(([id, pattern]) => {
      const at = pattern.exec(text)?.index;
      return at === undefined ? [] : [{ id, at }];
    })
    .sort((a, b) => a.at - b.at)
    .map((s) => s.id);
}

function isEarlyEnglish(outcome: OutcomeRef, context: ContentContext): boolean {
  if (context.grade > OLDEST_GRADE) return false;
  const subject = outcome.subject ?? context.subject;
  if (!ENGLISH.test(subject) && outcome.framework !== 'us-ccss-ela') return false;
  return !outcome.levels?.length || outcome.levels.some((level) => EARLY_LEVELS.test(level));
}

/** The phonics skills the lesson teaches for the outcome, most important first; empty when it teaches none. */
export function skillsFor(outcome: OutcomeRef, context: ContentContext): SkillId[] {
  if (!isEarlyEnglish(outcome, context)) return [];
  const named = skillsIn(`${context.topic}. ${context.description}`, LESSON_RULES);
  if (named.length) return named.slice(0, MOST_SKILLS);
  // "single-syllable words" says which words, not that the lesson counts syllables.
  const statement = outcome.statement.replace(/(?<!\bthan )\b(?:single|one)[- ]syllable\b/gi, '');
  if (OTHER_FOCUS.test(statement)) return [];
  return skillsIn(statement, STATEMENT_RULES).slice(0, MOST_SKILLS);
}

/** Words in the statement or lesson that say the class reads beyond single letters, and how far. */
export function decodingLevelFor(outcome: OutcomeRef, context: ContentContext): 0 | 1 | 2 {
  const text = `${outcome.statement} ${context.topic} ${context.description}`;
  if (/\bvowel (?:teams?|digraphs?)\b|\blong vowels?\b|\b40\+ phonemes\b|\bGPCs?\b|\balternative (?:sounds|spellings)\b/i.test(text)) return 2;
  const byGrade = Math.max(0, Math.min(2, Math.round(context.grade))) as 0 | 1 | 2;
  if (byGrade === 0 && /\bdigraphs?\b|\bblends\b|\bclusters?\b|\bCCVC\b|\bCVCC\b/i.test(text)) return 1;
  return byGrade;
}

/** Whether the lesson asks for consonant digraphs (sh, ch, th, ck, ng), so words with them come first. */
export const wantsDigraphs = (outcome: OutcomeRef, context: ContentContext): boolean =>
  /\bdigraphs?\b/i.test(`${outcome.statement} ${context.topic} ${context.description}`);
