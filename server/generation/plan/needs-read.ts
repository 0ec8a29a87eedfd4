/**
 * The learners a teacher names in a lesson's description ("Two students with ADHD need movement breaks", "a Deaf
 * student", "Sam uses a wheelchair"), how many there are, and what the teacher asks for them in their own words.
 * These are rules for text a teacher types; what the plan then says about each need is data (needs.json).
 */

export const NEED_NAMES = ['eal', 'extension', 'support', 'dyslexia', 'adhd', 'autism', 'hearing', 'vision', 'physical', 'anxiety', 'dyscalculia'] as const;
export type LearnerNeed = (typeof NEED_NAMES)[number];

const NEED_PATTERNS: Record<LearnerNeed, RegExp> = {
  eal: /\b(?:EAL(?:\/?D)?|ESL|ESOL|ELLs?|ELD|English (?:language )?learners?|learners? of English|new to English|multilingual|bilingual|newly arrived)\b/i,
  extension: /\b(?:gifted|talented|G&T|extension|stretch|more able|most able|high[- ]attaining|high[- ]ability|advanced|accelerated|challenge)\b/i,
  support: /\b(?:SEN(?:D|CO)?|IEPs?|ILPs?|EHCPs?|special (?:educational )?needs|additional needs|learning (?:support|difficult\w*|needs)|low(?:er)?[- ](?:attaining|ability)|struggl\w*|working memory|need(?:s)? support)\b/i,
  dyslexia: /\b(?:dyslexi\w*|reading difficult\w*|weak readers?|struggling readers?)\b/i,
  adhd: /\b(?:ADHD|attention (?:deficit|difficult\w*|needs|span)|hyperactiv\w*|trouble (?:concentrating|focusing)|difficulty (?:concentrating|focusing))\b/i,
  autism: /\b(?:autis\w*|ASD|ASC|Asperger'?s?)\b/i,
  hearing: /\b(?:hearing[- ]impair\w*|hearing (?:loss|aids?)|hard of hearing|deaf\w*|cochlear implants?|radio aid)\b/i,
  vision: /\b(?:visual(?:ly)?[- ]impair\w*|vision impair\w*|low vision|partially sighted|blind|sight loss|VI)\b/,
  physical: /\b(?:physical (?:disabilit\w*|impairment)|wheelchairs?|mobility (?:needs|difficult\w*|impairment|aids?)|cerebral palsy|crutches|walking frame|limited mobility|uses? a frame)\b/i,
  anxiety: /\b(?:anxi\w+|selective mutism|selectively mute|school refus\w*)\b/i,
  dyscalculia: /\b(?:dyscalculi\w*|number difficult\w*|difficult\w* with numbers?)\b/i,
};

/** The needs the description names, in a fixed order. */
export function learnerNeeds(description: string): LearnerNeed[] {
  return NEED_NAMES.filter((need) => NEED_PATTERNS[need].test(description));
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const LEARNER_NOUN = String.raw`(?:students?|pupils?|child(?:ren)?|learners?|boys?|girls?|kids?)`;
/** "Two students", "one with autism", "a Deaf student", "3 pupils": a count of learners, at its position. */
const COUNT = new RegExp(String.raw`\b(?:(${NUMBER_WORDS.join('|')}|\d{1,2})(?=\s+(?:(?:[\w-]+\s+){0,2}${LEARNER_NOUN}\b|with\b|who\b|ha(?:s|ve)\b))|(an?)(?=\s+(?:[\w-]+\s+){0,2}${LEARNER_NOUN}\b))`, 'gi');

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+/).map((s) => s.trim()).filter(Boolean);

export interface NamedNeed {
  need: LearnerNeed;
  /** How many learners the teacher says have it; undefined when they do not say ("EAL learners"). */
  count: number | undefined;
  /** The teacher's sentence that names it. */
  sentence: string;
}

/** Each need the description names, with the count the teacher gives in the same sentence, nearest before the need. */
export function namedNeeds(description: string): NamedNeed[] {
  const sentences = sentencesOf(description);
  return learnerNeeds(description).map((need) => {
    const sentence = sentences.find((s) => NEED_PATTERNS[need].test(s)) ?? description;
    const at = NEED_PATTERNS[need].exec(sentence)?.index ?? 0;
    const counts = [...sentence.matchAll(COUNT)].filter((m) => m.index <= at);
    const nearest = counts[counts.length - 1];
    const word = nearest ? (nearest[1] ?? nearest[2]!).toLowerCase() : undefined;
    const count = word === undefined ? undefined : /^an?$/.test(word) ? 1 : /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word) + 1;
    return { need, count, sentence };
  });
}

export const REQUEST_KINDS = ['movementBreak', 'seatFront', 'scribe', 'reader', 'visualTimetable', 'extraTime', 'quietSpace', 'writtenInstructions', 'largePrint', 'other'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

const REQUEST_PATTERNS: [Exclude<RequestKind, 'other'>, RegExp][] = [
  ['movementBreak', /\b(?:movement|brain|sensory|active) breaks?\b|\bbreaks? to move\b|\btime to move\b|\bregular breaks\b/i],
  ['seatFront', /\b(?:sit|sits|seated|sitting|seat(?:ing)?)\b[^.;]*\b(?:front|near the board|close to the board|near (?:you|the teacher))\b/i],
  ['scribe', /\bscribe\b/i],
  ['reader', /\b(?:a reader|read to them|read aloud to them|texts read aloud)\b/i],
  ['visualTimetable', /\bvisual (?:timetable|schedule)\b|\bnow[- ]and[- ]next\b/i],
  ['extraTime', /\b(?:extra|additional|more) time\b/i],
  ['quietSpace', /\b(?:quiet|calm) (?:space|area|corner|room|place)\b|\btime[- ]out (?:card|pass)\b|\bexit pass\b|\bear defenders\b/i],
  ['writtenInstructions', /\b(?:written|printed) instructions\b|\binstructions (?:written|in writing|on paper)\b/i],
  ['largePrint', /\b(?:large|enlarged|bigger|big) (?:print|font|text)\b|\bA3 copies\b/i],
];

/** What a sentence asks for: the words after "need(s)", "require(s)", "should have", "must" or "benefit(s) from". */
const ASKING = /\b(?:needs?|needed|requires?|should(?: have| be)?|must(?: have| be)?|benefits? from|would benefit from|is to|are to|to have)\s+(?:to\s+)?(.+?)\s*(?:[.;!]|$)/i;
/** "needs support" or "need stretch" names a need, not something to arrange. */
const ONLY_A_NEED = /^(?:(?:extra |more |additional )?(?:support|help|stretch|challenge|extension|scaffolding))$/i;

export interface TeacherRequest {
  kind: RequestKind;
  /** What the teacher asks for, in their words ("movement breaks", "to sit near the front"). */
  words: string;
  sentence: string;
}

/** What the description asks the lesson to arrange for its learners, each as the teacher wrote it. */
export function teacherRequests(description: string): TeacherRequest[] {
  return sentencesOf(description).flatMap((sentence): TeacherRequest[] => {
    const asked = ASKING.exec(sentence)?.[1]?.trim();
    const kinds = REQUEST_PATTERNS.filter(([, pattern]) => pattern.test(sentence));
    if (kinds.length) return kinds.map(([kind, pattern]) => ({ kind, words: (pattern.exec(sentence)![0]).trim(), sentence }));
    // A request the plan has no move for is still placed in the lesson, in the teacher's words, when it is for a named need.
    const forANeed = NEED_NAMES.some((need) => NEED_PATTERNS[need].test(sentence));
    if (!asked || !forANeed || ONLY_A_NEED.test(asked)) return [];
    return [{ kind: 'other' as const, words: asked, sentence }];
  });
}
