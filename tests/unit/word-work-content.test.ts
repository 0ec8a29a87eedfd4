import { describe, expect, it } from 'vitest';
import type { ContentContext } from '../../server/generation/content/index.ts';
import { wordWorkContent } from '../../server/generation/content/word-work/index.ts';
import { itemsOf } from '../../server/generation/content/word-work/items.ts';
import { contraction, exists, lettersLeftOut, plural, possessive, prefixed, suffixed, type PrefixId, type SuffixId } from '../../server/generation/content/word-work/rules.ts';
import { topicsOf } from '../../server/generation/content/word-work/topics.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief, OutcomeRef } from '../../server/generation/types.ts';

// Every expected form below is written out by hand: the oracle is English spelling, not the generator's rules.

const PLURAL_POSSESSION: OutcomeRef = {
  code: 'NC-EN-KS2-INDICATING-POSSESSION-POSSESSIVE-APOSTRO',
  statement: 'Indicating possession by using the possessive apostrophe with plural nouns.',
  framework: 'en-nc',
  subject: 'English',
};
const KS1_PUNCTUATION: OutcomeRef = {
  code: 'NC-EN-KS1-FAMILIAR-NEW-PUNCTUATION-FULL-STOPS',
  statement:
    'Learning how to use both familiar and new punctuation correctly, including full stops, capital letters, exclamation marks, question marks, commas for lists and apostrophes for contracted forms and the possessive (singular).',
  framework: 'en-nc',
  subject: 'English',
};
const context = (topic: string, description: string, grade = 3, subject = 'English'): ContentContext => ({ yearLevel: 'Year 4', grade, subject, topic, description, seed: 'test' });

describe('word-building rules', () => {
  it('puts the possessive apostrophe by the owner: one owner adds \'s, several ending in s add \', an irregular plural adds \'s', () => {
    expect(possessive('dog', 'singular')).toBe("dog's");
    expect(possessive('boss', 'singular')).toBe("boss's");
    expect(possessive('girl', 'plural')).toBe("girls'");
    expect(possessive('baby', 'plural')).toBe("babies'");
    expect(possessive('child', 'plural')).toBe("children's");
    expect(possessive('woman', 'plural')).toBe("women's");
  });

  it('contracts two words with the apostrophe where the letters are left out', () => {
    expect(contraction('do not')).toBe("don't");
    expect(contraction('it is')).toBe("it's");
    expect(contraction('I am')).toBe("I'm");
    expect(contraction('they are')).toBe("they're");
    expect(contraction('we will')).toBe("we'll");
    expect(contraction('could have')).toBe("could've");
    expect(contraction('she would')).toBe("she'd");
    expect(contraction('will not')).toBe("won't");
    expect(contraction('shall not')).toBe("shan't");
    expect(lettersLeftOut('do not')).toBe('o');
    expect(lettersLeftOut('we will')).toBe('wi');
    expect(lettersLeftOut('I would')).toBe('woul');
    expect(lettersLeftOut('will not')).toBeUndefined();
  });

  it('makes plurals with s, es after s, x, z, ch and sh, ies after a consonant and y, and the irregular ones as they are', () => {
    const cases: [string, string][] = [
      ['cat', 'cats'],
      ['day', 'days'],
      ['bus', 'buses'],
      ['fox', 'foxes'],
      ['buzz', 'buzzes'],
      ['bench', 'benches'],
      ['dish', 'dishes'],
      ['baby', 'babies'],
      ['leaf', 'leaves'],
      ['child', 'children'],
      ['mouse', 'mice'],
      ['sheep', 'sheep'],
    ];
    for (const [one, many] of cases) expect(plural(one)).toBe(many);
  });

  it('adds a prefix whole, choosing il-, im- or ir- for "not" by the first letter', () => {
    const cases: [PrefixId, string, string][] = [
      ['un', 'happy', 'unhappy'],
      ['dis', 'agree', 'disagree'],
      ['mis', 'spell', 'misspell'],
      ['re', 'write', 'rewrite'],
      ['pre', 'view', 'preview'],
      ['in', 'correct', 'incorrect'],
      ['in', 'possible', 'impossible'],
      ['in', 'mature', 'immature'],
      ['in', 'legal', 'illegal'],
      ['in', 'regular', 'irregular'],
    ];
    for (const [prefix, base, word] of cases) expect(prefixed(prefix, base)).toBe(word);
  });

  it('adds a suffix with its spelling changes: y to i in longer words, le to ly, ic to ically', () => {
    const cases: [string, SuffixId, string][] = [
      ['hope', 'ful', 'hopeful'],
      ['care', 'less', 'careless'],
      ['enjoy', 'ment', 'enjoyment'],
      ['happy', 'ness', 'happiness'],
      ['happy', 'ly', 'happily'],
      ['beauty', 'ful', 'beautiful'],
      ['shy', 'ness', 'shyness'],
      ['gentle', 'ly', 'gently'],
      ['basic', 'ly', 'basically'],
    ];
    for (const [base, suffix, word] of cases) expect(suffixed(base, suffix)).toBe(word);
  });

  it('offers only words the dictionary lists: unhappy is offered, unrun never', () => {
    expect(exists('unhappy')).toBe(true);
    expect(exists('unrun')).toBe(false);
    for (const topic of ['possessive', 'contractions', 'plurals', 'prefixes', 'suffixes'] as const) {
      const forms = itemsOf(topic, 5).map((item) => item.form);
      expect(forms.length).toBeGreaterThan(20);
      expect(forms.filter((form) => !exists(form))).toEqual([]);
    }
    expect(itemsOf('prefixes', 5).map((item) => item.form)).toContain('unhappy');
  });
});

describe('which lessons get word work', () => {
  it('reads the topic from the lesson where it names one, of those its outcome names', () => {
    expect(topicsOf(KS1_PUNCTUATION, context('Contractions', "Contractions: don't, can't and it's."))).toEqual(['contractions']);
    expect(topicsOf(KS1_PUNCTUATION, context('Punctuation', 'Capital letters, full stops and apostrophes.'))).toEqual(['possessive', 'contractions']);
    expect(topicsOf(PLURAL_POSSESSION, context('Apostrophes for possession', ''))).toEqual(['possessive']);
  });

  it('gives none to another subject\'s prefixes, a possessive pronoun, or a lesson on another part of its outcome', () => {
    const metric: OutcomeRef = { code: 'NC-SC-KS4-PREFIXES', statement: 'Using prefixes and powers of ten for orders of magnitude (e.g. tera, giga, mega, kilo, centi, milli, micro and nano).', framework: 'en-nc', subject: 'Biology' };
    expect(wordWorkContent(metric, context('Prefixes for units', 'kilo, milli and micro', 9, 'Biology'))).toBeUndefined();
    const pronouns: OutcomeRef = { code: 'L.6.1a', statement: 'Ensure that pronouns are in the proper case (subjective, objective, possessive).', framework: 'us-ccss-ela', subject: 'English Language Arts' };
    expect(wordWorkContent(pronouns, context('Pronoun case', 'I or me?', 6))).toBeUndefined();
    expect(wordWorkContent(KS1_PUNCTUATION, context('Question marks', 'Question marks and exclamation marks.', 1))).toBeUndefined();
    expect(wordWorkContent(KS1_PUNCTUATION, context('Prefixes un- and dis-', '', 3))).toBeUndefined();
  });

  it('pitches a singular-only outcome to one owner and practises only the prefix an outcome names', () => {
    const singular: OutcomeRef = { code: 'NC-EN-KS1-POSSESSIVE-APOSTROPHE-SINGULAR', statement: 'Learning the possessive apostrophe (singular) [for example, the girl’s book].', framework: 'en-nc', subject: 'English' };
    const content = wordWorkContent(singular, context('The possessive apostrophe', '', 1))!;
    expect(content.practice).toHaveLength(6);
    expect(content.practice.every((item) => /^the [a-z]+'s [a-z]+$/.test(item.answer))).toBe(true);
    const un = wordWorkContent({ ...singular, code: 'NC-EN-KS1-USING-THE-PREFIX-UN', statement: 'Using the prefix un–.' }, context('Using the prefix un-', '', 1))!;
    expect(un.practice.map((item) => item.answer.split(' ')[0]).every((word) => word!.startsWith('un'))).toBe(true);
  });

  it('works the teacher\'s own examples first, practises six items climbing from the plainest rule, and asks a hinge with the misconception', () => {
    const content = wordWorkContent(PLURAL_POSSESSION, context('Apostrophes for possession', "Apostrophes for possession: the dog's bone, the girls' coats; students fix a paragraph full of errors.", 4))!;
    expect(content.workedExamples.map((w) => w.answer)).toEqual(["the dog's bone", "the girls' coats"]);
    expect(content.practice).toHaveLength(6);
    expect(content.practice.every((item) => item.answer.length > 0)).toBe(true);
    const hinge = content.checks.find((c) => c.options)!;
    expect(hinge.options).toContain(hinge.answer);
    expect(hinge.options!.length).toBeGreaterThanOrEqual(3);
    expect(content.misconceptions.length).toBeGreaterThanOrEqual(1);
    expect(content.keywords.map((k) => k.term)).toContain('apostrophe');
    expect(content.activities[0]).toMatch(/^Apostrophe sort: 1\. .*the dog's bone/);
  });

  it('recognises a teacher\'s contractions and prefixed words and works them before its own', () => {
    const contractions = wordWorkContent(KS1_PUNCTUATION, context('Contractions', "Contractions: don't, won't and it's; pairs match cards.", 1))!;
    expect(contractions.workedExamples.map((w) => w.answer)).toEqual(["don't", "won't"]);
    expect(contractions.workedExamples[0]!.steps).toEqual(['Write the two words: do not.', "Leave out the letter o: not becomes n't.", "Join the words and put the apostrophe where the letters were: don't."]);
    expect(contractions.practice[0]!.answer).toBe("it's");
    const prefixes = wordWorkContent(PLURAL_POSSESSION, context('Prefixes un-, re- and dis-', 'Prefixes: unhappy, redo and disagree.', 5, 'English'));
    expect(prefixes).toBeUndefined();
    const l54a: OutcomeRef = { code: 'L.5.4a', statement: 'Use context (e.g., cause/effect relationships and comparisons in text) as a clue to the meaning of a word or phrase.', framework: 'us-ccss-ela', subject: 'English Language Arts' };
    const own = wordWorkContent(l54a, context('Prefixes un-, re- and dis-', 'Prefixes: unhappy, redo and disagree.', 5))!;
    expect(own.workedExamples.map((w) => w.answer)).toEqual(['unhappy (un- means not, or the opposite of)', 'redo (re- means again or back)']);
    expect(own.practice[0]!.answer).toBe('disagree (dis- means not, or the opposite of)');
    expect(own.practice.every((item) => /^(?:un|re|dis)/.test(item.answer))).toBe(true);
  });
});

describe('an offline plan', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
  const brief = (title: string, description: string, outcomes: OutcomeRef[], yearLevel = 'Year 4'): LessonBrief => ({ title, description, methodology: 'direct', yearLevel, subject: 'English', durationMinutes: 50, outcomes, slices: [] });

  it('plans an apostrophes lesson on the teacher\'s own example, asking the teacher to supply no worked example or practice', async () => {
    const plan = await generator.generateLessonPlan(
      brief('Apostrophes for possession', "Apostrophes for possession: the dog's bone, the girls' coats; students fix a paragraph full of errors.", [PLURAL_POSSESSION]),
    );
    const model = plan.phases.find((p) => p.key === 'model')!;
    expect(model.workedExample?.answer).toBe("the dog's bone");
    expect(plan.phases.flatMap((p) => p.workedExample?.answer ?? [])).toContain("the girls' coats");
    expect(plan.phases.flatMap((p) => p.supply ?? []).filter((line) => /worked example|practice/i.test(line))).toEqual([]);
    expect(plan.keyLearningPoints).toContain("For more than one owner ending in s, add only an apostrophe after the s: girls → girls'.");
  });

  it('gives a lesson on another topic none of it', async () => {
    const report: OutcomeRef = { code: 'ACELA1494', statement: 'Identify features of online texts that enhance readability including text, navigation, links, graphics and layout', framework: 'au-v8', subject: 'English' };
    const plan = await generator.generateLessonPlan(brief('Reading a website', 'Students compare the home pages of two museum websites.', [report]));
    expect((plan.contentSources ?? []).some((s) => /word-work/.test(s))).toBe(false);
    const text = JSON.stringify(plan);
    expect(text).not.toMatch(/apostrophe|plural of|short form of/i);
  });
});
