import type { ContentSource } from '../index.ts';
import { buildContent } from './build.ts';
import { topicFor } from './strands.ts';

/**
 * The generators are written for grades 3 to 8; Grade 2 and older classes get the nearest of those. Below Grade 2
 * even the easiest numbers here are too hard, so those lessons get nothing rather than content pitched wrongly.
 */
const MIN_GRADE = 3;
const MAX_GRADE = 8;
const YOUNGEST_GRADE = 2;

/**
 * Worked examples, practice, checks and retrieval questions with computed answers for the mathematics strands
 * teachers plan most: fractions, ratio and proportion, expressions and equations, linear functions, area,
 * perimeter and circles, probability and statistics. Undefined for outcomes outside those strands.
 */
export const mathsContent: ContentSource = (outcome, context) => {
  if (context.grade < YOUNGEST_GRADE) return undefined;
  const grade = Math.min(MAX_GRADE, Math.max(MIN_GRADE, Math.round(context.grade)));
  const topic = topicFor(outcome, Math.round(context.grade), context.subject, context.topic);
  return topic ? buildContent(outcome, topic, grade, context.seed) : undefined;
};
