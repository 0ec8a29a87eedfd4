import { isBaseVerb, isPluralNoun } from './lexicon.ts';

/**
 * A statement's tasks are written about students ("adapt their writing", "evaluate their own work"); a criterion is
 * said by the student ("I can adapt my writing") and a learning intention by the class ("We are learning to adapt our
 * writing"). "their own" and "themselves" are the student's unless a clause of its own holds them ("identify that
 * animals … cannot make their own food", "how groups name themselves"). Any other "their" is the student's only right
 * after the task's verbs ("plan their writing", "reflect on their learning") and when no plural noun came before it
 * in the statement: in "order coins according to their value" the coins keep their value.
 */

const VOICE = {
  I: { their: 'my', themselves: 'myself' },
  we: { their: 'our', themselves: 'ourselves' },
} as const;

const CLAUSE_OPENER = /^(?:that|how|why|what|which|who|whom|whose|whether|where|when|while|because|if)$/;
const PARTICLE = /^(?:and|or|on|upon|about|to|with|in|for|from|of|at|by|into|through|up)$/;

/** A word that may name several things a later "their" refers to: "coins", "stories", "people", "viewers’". */
const mayBePlural = (word: string) => /^(?:they|them|others’?|data|media)$/.test(word) || isPluralNoun(word.replace(/[’']s?$/, ''));
/** Words of the task's verb chain: "reflect on", "extend and formalise", "confidently use". */
const inVerbChain = (word: string) => PARTICLE.test(word) || /ly$/.test(word) || isBaseVerb(word);

/** The tasks of one statement, in order, as the student (`I`) or the class (`we`) says them. */
export function spokenBy(tasks: string[], person: 'I' | 'we'): string[] {
  let pluralBefore = false;
  return tasks.map((task) => {
    const tokens = task.split(/(\s+)/);
    let clause = /^explain that\b/.test(task);
    let chain = true;
    // Once the task has spoken of the student's own, a later "their" is theirs too until a plural noun comes between.
    let spoken = false;
    return tokens
      .map((token, index) => {
        const word = token.toLowerCase().replace(/[^a-z’'-]/g, '');
        if (!word) return token;
        const own = word === 'themselves' || (word === 'their' && tokens[index + 2]?.toLowerCase() === 'own');
        const students = own ? !clause : word === 'their' && (spoken || (chain && !pluralBefore));
        if (students) spoken = true;
        if (CLAUSE_OPENER.test(word)) clause = true;
        if (word !== 'their' && !inVerbChain(word)) chain = false;
        if (mayBePlural(word)) {
          pluralBefore = true;
          spoken = false;
        }
        return students ? token.replace(/^(\W*)[A-Za-z]+/, `$1${VOICE[person][word as 'their' | 'themselves']}`) : token;
      })
      .join('');
  });
}
