import type { CheckItem, OutcomeContent } from '../../types.ts';
import type { ContentSource } from '../index.ts';
import { seededRandom } from '../maths/random.ts';
import { namedItems } from './brief.ts';
import { WORDING, type SkillId } from './data.ts';
import { fill } from './template.ts';
import { listed, type PhonicsLesson } from './lesson.ts';
import { letterSounds, vowels } from './letters.ts';
import { onsetRime, rhyme, syllables } from './listening.ts';
import { decodingLevelFor, skillsFor, wantsDigraphs } from './outcomes.ts';
import { blending, isolating, segmenting, substituting } from './phonemes.ts';
import { interleave, type Skill, type SkillContent } from './skill.ts';
import { soundsOf } from './sounds.ts';

const SKILLS: Record<SkillId, Skill> = { syllables, rhyme, onsetRime, isolating, blending, segmenting, substituting, vowels, letterSounds };

/** The skill each one builds on, asked again in the lesson's retrieval starter. */
const BUILDS_ON: Record<SkillId, SkillId> = {
  syllables: 'rhyme',
  rhyme: 'syllables',
  onsetRime: 'rhyme',
  isolating: 'onsetRime',
  blending: 'isolating',
  segmenting: 'blending',
  substituting: 'segmenting',
  letterSounds: 'isolating',
  vowels: 'letterSounds',
};

/** The nearest skill the lesson's first skill builds on that the lesson does not teach itself, for retrieval. */
function priorSkill(skills: SkillId[]): SkillId | undefined {
  const visited = new Set<SkillId>();
  let id = BUILDS_ON[skills[0]!];
  while (skills.includes(id)) {
    if (visited.has(id)) return undefined;
    visited.add(id);
    id = BUILDS_ON[id];
  }
  return id;
}

export const PHONICS_KEYWORD_REF = 'Teachkit phonics generator';

/**
 * Talk-and-play phonics for early reading outcomes (rhymes, syllables, onset and rime, first and last sounds,
 * blending, counting and changing sounds, long and short vowels, letter sounds): games with steps, oral questions with
 * their answers, and the words the teacher named used first. Sounds, rhymes and syllable counts are computed from the
 * CMU Pronouncing Dictionary. Undefined for outcomes that teach none of these, and above Grade 2.
 */
export const phonicsContent: ContentSource = (outcome, context) => {
  const skills = skillsFor(outcome, context);
  if (!skills.length) return undefined;
  const named = namedItems(context.topic, context.description);
  const digraphs = wantsDigraphs(outcome, context);
  const lesson: PhonicsLesson = {
    random: seededRandom(`${context.seed}|${outcome.code}|phonics`),
    level: decodingLevelFor(outcome, context),
    named: named.words,
    namedPairs: named.pairs,
    letters: named.letters,
    names: named.names,
    prefer: (word) => digraphs && Boolean(soundsOf(word)?.some((s) => s.spelling.length > 1 && !/[aeiou]/.test(s.spelling))),
  };
  const built = skills.map((id) => ({ id, content: SKILLS[id](lesson) })).filter((s): s is { id: SkillId; content: SkillContent } => Boolean(s.content));
  if (!built.length) return undefined;
  const withCode = (items: CheckItem[]) => items.map((item) => ({ ...item, outcomeCode: outcome.code }));
  const wordingOf = (id: SkillId) => WORDING.skills[id];
  const priorId = priorSkill(built.map(({ id }) => id));
  const prior = priorId ? SKILLS[priorId](lesson) : undefined;
  return {
    outcomeCode: outcome.code,
    source: fill(WORDING.source, { skills: listed(built.map(({ id }) => wordingOf(id).name)) }),
    keyPoints: interleave(built.map(({ content }) => content.keyPoints)),
    priorKnowledge: [...new Set(built.flatMap(({ id }) => wordingOf(id).priorKnowledge))],
    misconceptions: built.flatMap(({ id }) => wordingOf(id).misconceptions.map((m) => ({ ...m }))),
    keywords: built.flatMap(({ id }) =>
      wordingOf(id).keywords.map((k) => ({ term: k.term, definition: k.definition, source: { kind: 'subject' as const, ref: PHONICS_KEYWORD_REF } })),
    ),
    workedExamples: built.flatMap(({ content }) => content.workedExamples),
    practice: withCode(interleave(built.map(({ content }) => content.practice))),
    // Hinge questions first: a phase's check takes one, and the exit check the last open question.
    checks: withCode([...built.map(({ content }) => content.hinge), ...built.flatMap(({ content }) => content.checks)]),
    retrieval: withCode(prior?.practice.slice(0, 3) ?? []),
    texts: [],
    activities: built.flatMap(({ content }) => content.activities),
    materials: [...new Set(built.flatMap(({ content }) => content.materials))],
    safety: [],
  } satisfies OutcomeContent;
};
