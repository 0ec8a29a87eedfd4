import type { BriefReading } from '../brief/read.ts';
import type { Discipline } from '../plan/discipline.ts';
import type { Methodology, OutcomeRef } from '../types.ts';
import type { PracticalKind } from './lesson.ts';
import { describedText } from './reading.ts';
import type { ShapeName } from './schema.ts';

/**
 * Which shape a lesson takes, from its subject, its outcomes, its year and what the description says: a PE lesson on
 * the oval moves, a French lesson speaks French, a cooking lesson cooks, five-year-olds talk and play. Everything
 * else keeps the methodology's own shape.
 */

export interface ShapeChoiceInput {
  subject: string;
  methodology: Methodology;
  grade: number;
  discipline: Discipline;
  title: string;
  description: string;
  outcomes: OutcomeRef[];
  reading: BriefReading;
  /** Is the lesson about moving (the movement data decides). */
  moves: boolean;
  /** The target language, when the lesson teaches one. */
  language?: string;
  /** An Enhanced lesson keeps the methodology's phases, which place the teacher's uploaded material. */
  enhanced?: boolean;
}

export interface ShapeChoice {
  shape: ShapeName;
  practical?: PracticalKind;
}

const FOOD = /\b(?:food|nutrition|cook\w*|home economics|hospitality)\b/i;
const DESIGN = /\bdesign\b|\btechnolog(?:y|ies)\b|\bengineering\b/i;
const MAKING = /\b(?:make|making|made|cook\w*|bake|baking|prepare|preparing|build|building|construct\w*|prototype\w*|sew\w*|practical|knife skills|chop\w*|recipe|design brief|materials|model|test(?:s|ing)?|cut|cutting|saw|saws|sawing|drill\w*|glu(?:e|es|ing)|joint|joints|workshop|fold\w*|fly|flying|launch\w*)\b/i;
const WRITING = /\b(?:write|writes|writing|compose|composing|draft|drafting)\b/i;
/** An outcome that asks students to write ("Write arguments …", "Plan, draft and publish …"). */
const WRITING_OUTCOME = /^(?:write|plan, draft|compose|create (?:imaginative|informative|persuasive|literary))/i;
const READING = /\b(?:read|reads|reading)\b/i;
/** An outcome about reading and understanding texts ("Ask and answer questions about key details in a text", "Make inferences … referring to evidence in the text"). */
const READING_OUTCOME = /\b(?:(?:in|of|from|about|across)\s+(?:a\s+|the\s+|two\s+)?(?:texts?|stor(?:y|ies)|poems?|dramas?|novels?|literary|informational)|key details|main idea|characters?|inferences?|comprehen\w*|point of view)\b/i;
const HISTORY = /\bhistor/i;
const GEOGRAPHY = /\bgeograph/i;
/** Foundation to Year 1 (Kindergarten to Grade 1, Reception to Year 2): children learn by talk, play, objects and pictures. */
const EARLY_YEARS_GRADE = 1;

export function chooseShape(input: ShapeChoiceInput): ShapeChoice | undefined {
  const brief = `${input.title}. ${input.description}`;
  const statements = input.outcomes.map((o) => o.statement).join(' ');
  // A language, a movement or an early-years lesson keeps its shape whatever the methodology: a project in French
  // still speaks French, and five-year-olds still learn by talk and play.
  if (input.language) return { shape: 'language' };
  if (input.moves) return { shape: 'movement' };
  if (input.grade <= EARLY_YEARS_GRADE) return { shape: 'early' };
  if (input.methodology === 'project') return undefined;
  // An English lesson in which students write keeps to writing: a model, its features, a plan, the draft, an improvement.
  if (input.discipline === 'english' && !input.enhanced && (WRITING.test(brief) || (WRITING_OUTCOME.test(statements) && !READING.test(brief)))) return { shape: 'writing' };
  if (input.enhanced) return practicalShape(input, brief, statements);
  // An English lesson on a text the class reads: the text, then questions of three kinds about it.
  // A word study ("unhappy, rewrite, disagree") keeps its own shape even when its outcome mentions a text.
  const namesText = input.reading.items.some((i) => i.kind === 'text') || READING.test(brief) || Boolean(describedText(brief));
  const studiesWords = input.reading.items.some((i) => i.kind === 'words');
  if (input.discipline === 'english' && (namesText || (READING_OUTCOME.test(statements) && !studiesWords))) return { shape: 'reading' };
  const humanities = humanitiesOf(input);
  if (humanities) return { shape: humanities };
  return practicalShape(input, brief, statements);
}

/** History or geography, from the subject typed, else (a HASS or social studies lesson) the outcome's own subject and strand. */
function humanitiesOf(input: ShapeChoiceInput): 'history' | 'geography' | undefined {
  if (input.discipline === 'history' || input.discipline === 'geography') return input.discipline;
  if (input.discipline !== 'general') return undefined;
  const outcome = input.outcomes.map((o) => `${o.subject ?? ''} ${o.strand ?? ''}`).join(' ');
  if (HISTORY.test(outcome) && !GEOGRAPHY.test(outcome)) return 'history';
  if (GEOGRAPHY.test(outcome) && !HISTORY.test(outcome)) return 'geography';
  return undefined;
}

function practicalShape(input: ShapeChoiceInput, brief: string, statements: string): ShapeChoice | undefined {
  const practicalSetting = input.reading.setting === 'practical';
  if (FOOD.test(input.subject) && (MAKING.test(brief) || practicalSetting || MAKING.test(statements))) return { shape: 'practical', practical: 'food' };
  if (FOOD.test(brief) && MAKING.test(brief)) return { shape: 'practical', practical: 'food' };
  if (input.discipline === 'technologies' && DESIGN.test(input.subject) && !/digital|comput/i.test(input.subject) && (MAKING.test(brief) || practicalSetting)) return { shape: 'practical', practical: 'design' };
  // Science keeps the inquiry's shape (phenomenon, investigation, evidence): its practical is the exploration.
  return undefined;
}
