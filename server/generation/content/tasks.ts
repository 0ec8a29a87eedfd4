import { focusStems, scopedTasks } from '../english/scope.ts';
import type { OutcomeRef } from '../types.ts';
import type { ContentContext } from './index.ts';

/**
 * Whether a lesson teaches the part of an outcome that `about` names. An outcome of several tasks ("Understand simple
 * Boolean logic …; understand how numbers can be represented in binary …") is taught a task at a time: when the
 * title and description address only tasks `about` does not name, and do not name it themselves, the lesson is not
 * about it. The same holds for the members of a list within a task ("full stops, capital letters, … and apostrophes
 * for contracted forms": a question marks lesson is not about apostrophes). A lesson that names no topic, or none
 * of the outcome's parts, leaves the outcome whole.
 */
export function teachesTaskOf(outcome: OutcomeRef, context: ContentContext, about: RegExp): boolean {
  if (about.test(`${context.topic}. ${context.description}`)) return true;
  const tasks = outcome.statement.split(/;\s*/);
  const focus = focusStems({ title: context.topic, description: context.description });
  if (!focus) return about.test(outcome.statement);
  return scopedTasks(tasks, focus).some((task) => about.test(task));
}
