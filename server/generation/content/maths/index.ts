import type { ContentSource } from '../index.ts';
import { buildContent } from './build.ts';
import { canTeach, DEFAULT_GRADES, topicFor } from './strands.ts';

/**
 * Worked examples, practice, checks and retrieval questions with computed answers for the mathematics outcomes of
 * Foundation to Year 10 and beyond: number and place value, the four operations, fractions, decimals and percentages,
 * ratio, algebra, functions, measurement, geometry, trigonometry, statistics and probability.
 *
 * Each topic is pitched to the grades it is written for. A class more than a year younger than a topic's first grade
 * gets nothing from it rather than content pitched wrongly, unless the outcome itself is written for that topic's
 * grades (a Key Stage 3 outcome spans three years, and its first year may be younger than the topic).
 */
export const mathsContent: ContentSource = (outcome, context) => {
  const grade = Math.round(context.grade);
  const topic = topicFor(outcome, grade, context.subject, context.topic);
  if (!topic) return undefined;
  if (!canTeach(topic, grade, outcome)) return undefined;
  const [first, last] = topic.grades ?? DEFAULT_GRADES;
  return buildContent(outcome, topic, Math.min(last, Math.max(first, grade)), context.seed);
};
