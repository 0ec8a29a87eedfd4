import { z } from 'zod';
import type { CheckItem, LessonText, WorkedExample } from '../../types.ts';
import data from './fables.json' with { type: 'json' };

/**
 * Aesop's best-known fables, retold in Teachkit's words with the moral as Joseph Jacobs gives it (The Fables of Aesop,
 * 1894, in the public domain): when a lesson names one, its moral is worked out from the characters' choice and its
 * result, the way the fables skill teaches students to do it.
 */

const text = z.string().min(1);
const fableSchema = z.object({
  title: text,
  /** How a teacher may name it, lower case. */
  names: z.array(z.string().regex(/^[a-z' ]+$/)).min(1),
  retelling: text,
  characters: z.array(z.object({ name: text, trait: text, shows: text })).min(1),
  choice: text,
  result: text,
  moral: text,
});
export type Fable = z.infer<typeof fableSchema>;

export const FABLES: Fable[] = z.array(fableSchema).parse(data);

const SOURCE = 'Retold by Teachkit from Aesop; the moral as in J. Jacobs, The Fables of Aesop (1894, public domain).';

/** The fable a lesson's title or description names, if it is one of the catalogue's. */
export function fableNamed(lesson: string): Fable | undefined {
  const plain = lesson.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  return FABLES.find((f) => f.names.some((name) => plain.includes(name)));
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function fableContent(fable: Fable, outcomeCode: string): { source: string; texts: LessonText[]; workedExamples: WorkedExample[]; checks: CheckItem[] } {
  const who = fable.characters.map((c) => `${capital(c.name)} is ${c.trait}: ${c.shows}.`).join(' ');
  return {
    source: SOURCE,
    texts: [{ title: `${fable.title} (retold)`, body: fable.retelling, source: SOURCE }],
    workedExamples: [
      {
        problem: `Work out the moral of “${fable.title}”.`,
        steps: [
          `Who is in the story, and what are they like? ${who}`,
          `What choice is made? ${fable.choice}`,
          `What happens because of it? ${fable.result}`,
          'What should we learn from this for our own lives? Say it as a lesson about how to behave, not as what happened.',
        ],
        answer: fable.moral,
      },
    ],
    checks: [{ prompt: `In “${fable.title}”: ${fable.choice} What happens because of it?`, answer: fable.result, outcomeCode }],
  };
}
