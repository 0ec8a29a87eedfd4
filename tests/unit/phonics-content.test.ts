import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import type { ContentContext } from '../../server/generation/content/index.ts';
import { phonicsContent } from '../../server/generation/content/phonics/index.ts';
import { onsetAndRime, phonemeCount, rhymes, soundsOf, syllableCounts } from '../../server/generation/content/phonics/sounds.ts';
import wordList from '../../server/generation/content/phonics/words.json' with { type: 'json' };
import type { CheckItem, OutcomeContent, OutcomeRef } from '../../server/generation/types.ts';

const seeded = new Map(readSeedFiles().flatMap(({ file }) => file.outcomes.flatMap((o) => [[o.code, o] as const, [o.shortCode, o] as const])));
function outcome(code: string): OutcomeRef {
  const o = seeded.get(code);
  if (!o) throw new Error(`${code} is not in the seed`);
  return { code: o.code, shortCode: o.shortCode, statement: o.statement, framework: o.framework, subject: o.subject, strand: o.strand, levels: o.levels };
}

const lesson = (grade: number, topic = 'Phonics', description = '', seed = 'lesson-1'): ContentContext => ({
  yearLevel: grade === 0 ? 'Foundation' : `Year ${grade}`,
  grade,
  subject: 'English',
  topic,
  description,
  seed,
});
const contentOf = (code: string, context: ContentContext): OutcomeContent => {
  const content = phonicsContent(outcome(code), context);
  if (!content) throw new Error(`no phonics content for ${code}`);
  return content;
};

/** Every word the hand-written list allows in a lesson nobody named words for. */
const CURATED = new Set([...wordList.words, ...Object.keys(wordList.longerWords), ...Object.keys(wordList.names).map((n) => n.toLowerCase())]);
const quotedWords = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map(([, w]) => w!.toLowerCase());
const allText = (c: OutcomeContent): string[] => [
  ...c.keyPoints,
  ...c.keywords.map((k) => k.definition),
  ...c.workedExamples.flatMap((w) => [w.problem, ...w.steps, w.answer]),
  ...[...c.practice, ...c.checks, ...c.retrieval].flatMap((i) => [i.prompt, i.answer]),
  ...c.activities,
  ...c.materials,
];

/**
 * An oracle for rhyme that reads spelling, not pronunciation: two one-beat words rhyme when they are spelled the same
 * from their first vowel letter ("cat", "hat"), or their ends are among the spellings listed here that sound alike.
 */
const SOUND_ALIKE_ENDS = [
  ['ack', 'ak'],
  ['eg', 'egg'],
  ['ain', 'ane'],
  ['ight', 'ite'],
  ['oat', 'ote'],
  ['air', 'ear'],
];
const spelledEnd = (word: string) => word.replace(/^[^aeiou]+/, '');
const rhymesBySpelling = (a: string, b: string) =>
  a !== b && (spelledEnd(a) === spelledEnd(b) || SOUND_ALIKE_ENDS.some((ends) => ends.includes(spelledEnd(a)) && ends.includes(spelledEnd(b))));
/** "/sh/ /i/ /p/" → ["sh", "i", "p"]. */
const soundsIn = (text: string) => [...text.matchAll(/\/([a-z]+)\//g)].map(([, s]) => s!);

const SEEDS = Array.from({ length: 12 }, (_, i) => `seed-${i}`);
const titled = (topic: string, grade: number, seed: string, description = '') => contentOf('ACELA1439', lesson(grade, topic, description, seed));

describe('the CMU dictionary as Teachkit reads it', () => {
  it('hears rhymes from the last stressed vowel to the end, and the short o of dog and frog as one vowel', () => {
    expect(rhymes('cat', 'hat')).toBe(true);
    expect(rhymes('cat', 'mat')).toBe(true);
    expect(rhymes('cat', 'cot')).toBe(false);
    expect(rhymes('cat', 'cap')).toBe(false);
    expect(rhymes('bear', 'chair')).toBe(true);
    expect(rhymes('night', 'kite')).toBe(true);
    expect(rhymes('dog', 'frog')).toBe(true);
    expect(rhymes('cat', 'cat')).toBe(false);
  });

  it('counts syllables by vowel sounds and sounds by phonemes', () => {
    expect(syllableCounts('elephant')).toEqual([3]);
    expect(syllableCounts('caterpillar')).toEqual([4]);
    expect(syllableCounts('hippopotamus')).toEqual([5]);
    expect(syllableCounts('cat')).toEqual([1]);
    expect(syllableCounts('fire')).toEqual([1, 2]);
    expect(phonemeCount('cat')).toBe(3);
    expect(phonemeCount('ship')).toBe(3);
    expect(phonemeCount('frog')).toBe(4);
    expect(phonemeCount('jump')).toBe(4);
  });

  it('splits words into their sounds as they are spelled, and one-beat words into onset and rime', () => {
    expect(soundsOf('ship')?.map((s) => s.spelling)).toEqual(['sh', 'i', 'p']);
    expect(soundsOf('night')?.map((s) => s.spelling)).toEqual(['n', 'igh', 't']);
    expect(soundsOf('duck')?.map((s) => s.spelling)).toEqual(['d', 'u', 'ck']);
    expect(soundsOf('cake')).toBeUndefined();
    expect(onsetAndRime('cat')).toEqual({ onset: 'c', rime: 'at' });
    expect(onsetAndRime('frog')).toEqual({ onset: 'fr', rime: 'og' });
    expect(onsetAndRime('chair')).toEqual({ onset: 'ch', rime: 'air' });
  });
});

describe('the curated word list', () => {
  it('holds only words the dictionary knows, each longer word clapped as often as it has syllables', () => {
    for (const word of wordList.words) expect(syllableCounts(word), word).toEqual([1]);
    for (const [word, claps] of Object.entries({ ...wordList.longerWords, ...wordList.names })) {
      expect(claps.replace(/-/g, '').toLowerCase(), word).toBe(word.toLowerCase());
      expect(syllableCounts(word), word).toEqual([claps.split('-').length]);
    }
    for (const picture of wordList.pictures) expect(CURATED.has(picture), picture).toBe(true);
  });
});

describe('which outcomes phonics content is for', () => {
  const matched = [
    ['RF.K.2a', 'rhyming words'],
    ['RF.K.2b', 'syllables'],
    ['RF.K.2c', 'onset and rime'],
    ['RF.K.2d', 'first, middle and last sounds'],
    ['RF.1.2d', 'counting the sounds in words'],
    ['RF.1.2a', 'long and short vowel sounds'],
    ['RF.K.3a', 'letter sounds'],
    ['ACELA1439', 'rhyming words'],
    ['ACELA1819', 'onset and rime'],
    ['ACELA1457', 'changing sounds to make new words'],
    ['NC-EN-KS1-APPLY-PHONIC-SKILLS-ROUTE-DECODE', 'blending sounds into words'],
    ['NC-EN-KS1-SEGMENTING-SPOKEN-WORDS-PHONEMES-REPRESENTING', 'counting the sounds in words'],
  ] as const;
  it.each(matched)('%s is taught as %s first', (code, skill) => {
    const grade = seeded.get(code)!.framework === 'en-nc' ? 1 : 0;
    expect(contentOf(code, lesson(grade)).source).toMatch(new RegExp(`^Teachkit phonics generator \\(${skill}`));
  });

  const nearMisses = [
    ['ACELA1817', 'high-frequency words'],
    ['ACELT1785', 'rhyme in poetry, a feature of literary texts'],
    ['RF.2.3d', 'prefixes and suffixes'],
    ['RF.K.3c', 'sight words'],
    ['NC-EN-KS1-NAMING-LETTERS-ALPHABET-ORDER', 'letter names in order'],
    ['NC-EN-KS1-READ-MOST-WORDS-OVERT-SOUNDING', 'reading without sounding out'],
    ['NC-EN-KS1-READ-BOOKS-ALOUD-CONSISTENT-PHONIC', 'reading whole books'],
    ['RL.2.4', 'rhythm and meaning in a story'],
    ['AC9TDI2K02', 'digital technologies, whose elaborations mention phonemes'],
    ['ACLCHU026', 'Chinese syllables'],
  ] as const;
  it.each(nearMisses)('%s (%s) gets none', (code) => {
    expect(phonicsContent(outcome(code), { ...lesson(1), subject: seeded.get(code)!.subject ?? '' })).toBeUndefined();
  });

  it('gives nothing above Grade 2 or for Year 3 outcomes, even on syllables', () => {
    expect(phonicsContent(outcome('RF.K.2b'), lesson(3))).toBeUndefined();
    expect(phonicsContent(outcome('ACELA1826'), lesson(2))).toBeUndefined();
  });

  it('follows the skills the lesson names over those of its outcome', () => {
    expect(contentOf('ACELA1820', lesson(0, 'Rhyme time')).source).toMatch(/^Teachkit phonics generator \(rhyming words\)/);
  });
});

describe('the teacher’s own words come first', () => {
  const c = contentOf('ACELA1439', lesson(0, 'Rhymes and syllables', 'Rhyming pairs (cat/hat) … clapping the syllables in classmates’ names'));

  it('models the rhyme with the named pair and claps the children’s names', () => {
    expect(c.workedExamples[0]).toEqual({
      problem: 'Do “cat” and “hat” rhyme?',
      steps: ['Say both words slowly: “cat”, “hat”.', 'Take off the first sound of each and say what is left: /at/, /at/.', 'The ends sound the same, so the words rhyme.'],
      answer: 'Yes: “cat” and “hat” rhyme.',
    });
    expect(c.activities.some((a) => a.startsWith('Clap our names: 1.'))).toBe(true);
    expect(c.activities.find((a) => a.startsWith('Rhyme pairs game'))).toContain('“cat” and “hat”');
  });

  it('blends and counts the words a description lists', () => {
    const blend = contentOf('RF.1.3b', lesson(1, 'Blending', 'Blend words like ship, chop and fish.'));
    expect(blend.workedExamples.map((w) => w.answer)).toEqual(['“ship”', '“chop”']);
    expect(blend.workedExamples[0]!.problem).toBe('Blend /sh/ /i/ /p/. What word is it?');
  });

  it('teaches the letters a description names first', () => {
    const letters = contentOf('RF.K.3a', lesson(0, 'Letter sounds', 'The sounds s, a, t and p.'));
    expect(letters.workedExamples.map((w) => w.problem)).toEqual(['What sound does the letter s make?', 'What sound does the letter a make?']);
  });
});

describe('every generated item checked by an oracle of its own', () => {
  const skills = ['Rhyming words', 'Clapping syllables', 'Onset and rime', 'First and last sounds', 'Blending', 'Counting sounds', 'Word chains', 'Long and short vowels', 'Letter sounds'];
  const lessons = skills.flatMap((topic) => [0, 1, 2].flatMap((grade) => SEEDS.map((seed) => ({ topic, grade, seed, c: titled(topic, grade, seed) }))));
  const items = (c: OutcomeContent): CheckItem[] => [...c.practice, ...c.checks, ...c.retrieval];

  it('has practice with answers, a hinge whose answer is one of its options, and talk-and-play activities with steps', () => {
    for (const { topic, c } of lessons) {
      expect(c.practice.length, topic).toBeGreaterThanOrEqual(4);
      for (const item of items(c)) expect(item.answer.trim(), item.prompt).not.toBe('');
      const hinge = c.checks.find((check) => check.options);
      expect(hinge?.options, topic).toContain(hinge?.answer);
      expect(new Set(hinge?.options).size).toBe(hinge?.options?.length);
      for (const activity of c.activities) expect(activity, topic).toMatch(/^[^:]+: 1\. .+ 2\. .+ 3\. /);
      for (const text of allText(c)) expect(text).not.toMatch(/whiteboard|worksheet|write a definition|what does .* mean/i);
    }
  });

  it('uses only words from the curated list when the teacher names none', () => {
    for (const { c } of lessons) {
      for (const text of allText(c)) for (const word of quotedWords(text)) expect(CURATED.has(word), `${word} in “${text}”`).toBe(true);
      for (const check of c.checks) for (const option of (check.options ?? []).filter((o) => /^[a-z]+$/.test(o))) expect(CURATED.has(option), option).toBe(true);
    }
  });

  it('claims a rhyme only where the spelling oracle hears one', () => {
    for (const { c } of lessons) {
      for (const item of items(c)) {
        const words = quotedWords(item.prompt);
        if (/rhymes with/.test(item.prompt) && !item.options) for (const answer of quotedWords(item.answer)) expect(rhymesBySpelling(words[0]!, answer), `${words[0]} ~ ${answer}`).toBe(true);
        if (/Thumbs up/.test(item.answer)) expect(rhymesBySpelling(words[0]!, words[1]!), item.prompt).toBe(true);
        if (/Thumbs down/.test(item.answer)) expect(rhymesBySpelling(words[0]!, words[1]!), item.prompt).toBe(false);
        if (/does not rhyme/.test(item.prompt)) {
          const odd = quotedWords(item.answer)[0]!;
          const [x, y] = words.filter((w) => w !== odd);
          expect(rhymesBySpelling(x!, y!) && !rhymesBySpelling(odd, x!), item.prompt).toBe(true);
        }
        if (/^Which picture rhymes with/.test(item.prompt)) {
          for (const option of item.options!) expect(rhymesBySpelling(words[0]!, option), `${words[0]} ~ ${option}`).toBe(option === item.answer);
        }
      }
    }
  });

  it('counts claps as the hand-written splits do', () => {
    const splits: Record<string, string> = { ...wordList.longerWords, ...Object.fromEntries(Object.entries(wordList.names).map(([n, s]) => [n.toLowerCase(), s])) };
    const claps = (word: string) => (splits[word] ?? word).split('-').length;
    for (const { c } of lessons) {
      for (const item of items(c).filter((i) => /^Clap/.test(i.prompt))) {
        const word = quotedWords(item.prompt)[0] ?? /the name (\w+)/.exec(item.prompt)![1]!.toLowerCase();
        expect(item.answer, item.prompt).toMatch(new RegExp(`^${claps(word)} claps?: `));
      }
      for (const example of c.workedExamples.filter((w) => /syllables are in/.test(w.problem))) {
        expect(example.answer).toMatch(new RegExp(`^${claps(quotedWords(example.problem)[0]!)} claps?`));
      }
    }
  });

  it('blends, splits, isolates, counts and changes sounds that spell their words', () => {
    for (const { grade, c } of lessons) {
      for (const item of items(c)) {
        const word = quotedWords(item.prompt)[0];
        if (/^Blend|^I say .* What word/.test(item.prompt)) expect(soundsIn(item.prompt).join(''), item.prompt).toBe(quotedWords(item.answer)[0]);
        if (/^What is the first sound/.test(item.prompt)) expect(word!.startsWith(soundsIn(item.answer)[0]!), item.prompt).toBe(true);
        if (/^What is the last sound/.test(item.prompt)) expect(word!.endsWith(soundsIn(item.answer)[0]!), item.prompt).toBe(true);
        if (/^Say the sounds in/.test(item.prompt)) {
          const sounds = soundsIn(item.answer);
          expect(sounds.join(''), item.prompt).toBe(word);
          expect(item.answer).toMatch(new RegExp(`^${sounds.length} sounds`));
          // Consonant-vowel-consonant words for the youngest: three letters, three sounds.
          if (grade === 0 && !/(ck|ll|ss|ff|sh|ch|th|ng)/.test(word!)) expect(sounds.length === 3 || word!.length !== 3).toBe(true);
        }
        if (/in two parts/.test(item.prompt)) expect(soundsIn(item.answer).join(''), item.prompt).toBe(word);
        if (/^Say “\w+”\. Change/.test(item.prompt)) {
          const [from, to] = [word!, quotedWords(item.answer)[0]!];
          const [oldSound, newSound] = soundsIn(item.prompt);
          const swapped = [from.replace(new RegExp(`^${oldSound}`), newSound!), from.replace(new RegExp(`${oldSound}$`), newSound!), from.replace(oldSound!, newSound!)];
          expect(swapped, item.prompt).toContain(to);
        }
      }
    }
  });

  it('sorts long and short vowels as a literal table does, and an added e makes a word of the list', () => {
    const KIND: Record<string, string> = { cap: 'Short', cape: 'Long', rain: 'Long', bee: 'Long', kite: 'Long', boat: 'Long', cube: 'Long', pig: 'Short', sun: 'Short', dog: 'Short', frog: 'Short', tree: 'Long', duck: 'Short' };
    for (const { c } of lessons) {
      for (const item of items(c)) {
        const word = quotedWords(item.prompt)[0]!;
        if (/long or short\?/.test(item.prompt) && KIND[word]) expect(item.answer, word).toBe(KIND[word]);
        if (/Add an e/.test(item.prompt)) expect(quotedWords(item.answer)[0]).toBe(`${word}e`);
        if (/^What sound does the letter (\w)/.test(item.prompt)) {
          const letter = /the letter (\w)/.exec(item.prompt)![1]!;
          for (const example of quotedWords(item.answer)) expect(example.startsWith(letter), example).toBe(true);
        }
      }
    }
  });

  it('is the same for the same lesson and differs between lessons', () => {
    expect(titled('Blending', 1, 'a')).toEqual(titled('Blending', 1, 'a'));
    expect(titled('Blending', 1, 'a').practice).not.toEqual(titled('Blending', 1, 'b').practice);
  });
});
