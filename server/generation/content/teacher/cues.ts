/**
 * The words teachers' worksheets, readings and quizzes use to name their parts, by the part they name. Reading the
 * teacher's material is a matter of recognising these; a heading a teacher's file uses and this list lacks belongs
 * here, not in the code that reads it.
 */

/** What a part of a teacher's file is, as its heading says. */
export type SectionRole = 'answers' | 'glossary' | 'keyPoints' | 'example' | 'checks' | 'retrieval' | 'questions' | 'text' | 'other';

export const HEADING_CUES: Record<Exclude<SectionRole, 'other'>, string[]> = {
  answers: ['answers', 'answer key', 'answer sheet', 'answers to', 'answers for', 'mark scheme', 'marking scheme', 'marking guide', 'solutions', 'worked solutions', 'model answers', 'suggested answers', 'teacher answers'],
  glossary: ['glossary', 'key words', 'keywords', 'key vocabulary', 'vocabulary', 'key terms', 'word bank', 'word box', 'words to know', 'useful words', 'definitions'],
  keyPoints: ['key points', 'key point', 'remember', 'summary', 'key facts', 'key ideas', 'key learning', 'things to remember', "don't forget", 'top tips', 'top tip', 'in summary', 'what you need to know', 'key information'],
  example: ['worked examples', 'worked example', 'example', 'examples', 'model example'],
  checks: ['check your understanding', 'quick check', 'quiz', 'mini quiz', 'exit ticket', 'hinge question', 'self-check', 'self check', 'test yourself', 'multiple choice', 'check'],
  retrieval: ['do now', 'starter', 'retrieval practice', 'retrieval', 'recap', 'warm up', 'warm-up', 'last lesson'],
  questions: ['questions', 'question', 'practice', 'practise', 'exercises', 'exercise', 'your turn', 'now try these', 'now try', 'try these', 'task', 'activity', 'homework', 'problems', 'fluency', 'reasoning', 'problem solving', 'challenge', 'extension', 'independent practice', 'comprehension', 'section', 'part'],
  text: ['source', 'sources', 'extract', 'passage', 'text', 'reading', 'read', 'poem', 'case study', 'interpretation', 'article', 'story', 'letter', 'diary entry', 'speech'],
};

/**
 * Cue words that also start ordinary sentences ("Part of the reason …", "Check that …"): a heading only with a label
 * or a colon after them ("Part B", "Task 2:", "Letter:").
 */
export const LABELLED_CUES = new Set(['section', 'part', 'letter', 'read', 'story', 'speech', 'check', 'question', 'text', 'task', 'activity', 'source', 'extract', 'passage']);

/** Words that open a question or a task ("Calculate …", "Why …"): a numbered line that starts with one asks something. */
export const QUESTION_OPENERS = [
  'what', 'why', 'how', 'when', 'where', 'which', 'who', 'whose', 'whom', 'is', 'are', 'does', 'do', 'did', 'can', 'could', 'would', 'should', 'will', 'has', 'have',
  'calculate', 'work', 'find', 'solve', 'simplify', 'expand', 'factorise', 'factorize', 'evaluate', 'estimate', 'round', 'convert', 'write', 'draw', 'plot', 'sketch',
  'measure', 'complete', 'fill', 'match', 'label', 'circle', 'underline', 'tick', 'sort', 'order', 'list', 'name', 'state', 'give', 'define', 'describe', 'explain',
  'compare', 'contrast', 'suggest', 'predict', 'identify', 'use', 'show', 'prove', 'decide', 'choose', 'select', 'discuss', 'summarise', 'summarize', 'outline',
  'analyse', 'analyze', 'assess', 'justify', 'argue', 'consider', 'read', 'look', 'study', 'translate', 'rewrite', 'copy', 'add', 'subtract', 'multiply', 'divide',
  'increase', 'decrease', 'share', 'total', 'true', 'how far', 'to what extent', 'in what ways', 'using',
];

/** Lines a worksheet says to everyone before its questions; they add nothing to a question that follows them. */
export const GENERIC_INSTRUCTIONS = [
  /^answer (?:all|each|every|the)(?: of the)? questions?\b/i,
  /^show (?:all )?(?:of )?your working\b/i,
  /^write your answers?\b/i,
  /^you (?:may|must|can|should)(?: not)? use\b/i,
  /^(?:time allowed|total marks|marks available)\b/i,
  /^use (?:a |black )?(?:pen|pencil)\b/i,
];

/** A page's number as its head or foot prints it: "12", "Page 3 of 4", "- 7 -". */
export const PAGE_NUMBER = /^(?:page\s+)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** A line a worksheet prints or leaves to fill in, wherever it stands: copyright, "Name: ____", a row of blanks. */
export const FURNITURE = [
  /©|\bcopyright\b|\ball rights reserved\b/i,
  /^(?:(?:name|date|class|form|teacher|set|group|score)\s*[:.]?[\s_.…]*)+$/i,
  /^[_.…\s-]{3,}$/,
];

/** Lines of an answer-key table's header ("Question | Answer"), a glossary table's ("Word | Meaning"). */
export const TABLE_HEADER_WORDS = ['question', 'questions', 'q', 'no', 'number', 'answer', 'answers', 'mark', 'marks', 'word', 'words', 'term', 'key word', 'keyword', 'meaning', 'definition', 'what it means'];

/** Labels before a worked example's parts: "Problem:", "Solution:". */
export const PROBLEM_LABEL = /^(?:problem|question|example|task)\s*[:.]\s*/i;
export const SOLUTION_LABEL = /^(?:solution|working|working out|method|steps?)\s*(?:[:.]\s*|$)/i;
/** How a line gives an answer: "Answer: 24", "Ans. 24", "A: 24". */
export const ANSWER_LABEL = /^(?:answer|ans|a)\s*[:.]\s*/i;
/** Labels a definition line never has: "Name:", "Step 1:", "Source A:" are not terms. */
export const NOT_TERMS = /^(?:name|date|class|answer|answers|ans|step|source|question|remember|note|task|total|marks?|example|problem|solution|hint|tip|key point|time|page|q)\b/i;
