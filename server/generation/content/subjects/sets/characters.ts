import type { LessonText } from '../../../types.ts';
import type { SubjectSet } from '../types.ts';

const SOURCES = {
  ccss: 'Common Core State Standards for English Language Arts, Reading Standards for Literature, Grade 3, RL.3.3 (NGA Center/CCSSO, 2010).',
  wwc: 'Shanahan, T. et al. (2010). Improving Reading Comprehension in Kindergarten Through 3rd Grade (NCEE 2010-4038). Institute of Education Sciences, What Works Clearinghouse (recommendation 3: teach text structure — characters, goals, events).',
};

const STORY: LessonText = {
  title: 'The Kite in the Garden',
  source: 'Teachkit original text.',
  body: `Ben had spent a whole week making a new kite. It was red and yellow, with a long blue tail that fluttered behind it. On Saturday morning he carried it carefully to the park across the street.

The wind was strong, and the kite climbed higher and higher into the sky. Then, suddenly, the string snapped! The kite drifted over the fence and landed in Miss Rosa’s garden.

Ben’s stomach felt tight. Miss Rosa never smiled, and she always told the neighborhood kids to keep off her grass. Ben thought about leaving the kite there and going home. But he had worked on it for a whole week, and he did not want to give it up.

He took a deep breath, walked up the path and knocked on her door. “I’m sorry to bother you,” he said. “My kite fell into your garden. May I please come in and get it?”

Miss Rosa looked at him for a long moment. Then, to his surprise, she smiled. “Thank you for asking,” she said. “Most children just climb over the fence.”

She helped Ben search the garden, and they found the kite under a rose bush. The tail was torn, so she brought out some tape and fixed it carefully.

The next Saturday, Ben flew his kite in the park again. This time, Miss Rosa sat on her porch and waved to him.`,
};

/** CCSS Grade 3 literature: describing characters and how their actions move the story along. */
export const characters: SubjectSet = {
  id: 'characters-grade-3',
  title: 'Characters and their actions (Grade 3)',
  codes: ['CCSS.ELA-Literacy.RL.3.3', 'RL.3.3'],
  sources: SOURCES,
  keyPoints: [
    { text: 'A character trait is what a character is like most of the time (brave, honest, grumpy); a feeling can change from moment to moment (scared, happy).', source: 'wwc' },
    { text: 'A motivation is the reason a character does something.', source: 'ccss' },
    { text: 'A character’s actions cause the next events in the story.', source: 'ccss' },
    { text: 'We use details from the story — what characters say, do and think — to describe them.', source: 'ccss' },
  ],
  priorKnowledge: ['Retelling a story in order: beginning, middle and end.', 'Words for feelings, such as nervous, proud and worried.'],
  misconceptions: [
    {
      misconception: 'A character trait and a feeling are the same thing.',
      response: 'Sort word cards into “most of the time” (trait: honest, kind) and “right now” (feeling: nervous, relieved), then find one of each for Ben with a detail from the story.',
      source: SOURCES.wwc,
    },
    {
      misconception: 'The events of a story are just a list; what characters do does not change what happens.',
      response: 'Ask “What if Ben had climbed the fence instead?” and show the chain: Ben knocks → Miss Rosa is pleased → she helps and they become friends.',
      source: SOURCES.wwc,
    },
  ],
  keywords: [
    { term: 'character', definition: 'A person or animal in a story.' },
    { term: 'trait', definition: 'A word that tells what a character is like most of the time, such as kind or brave.' },
    { term: 'feeling', definition: 'How a character feels at one moment, such as happy or scared.' },
    { term: 'motivation', definition: 'The reason a character does something.' },
    { term: 'sequence', definition: 'The order that events happen in a story.' },
  ],
  workedExamples: [
    {
      problem: 'How does Ben feel when his kite lands in the garden? Use a detail from the story.',
      steps: ['Find the part after the kite lands.', 'Detail: “Ben’s stomach felt tight.”', 'A tight stomach is how people feel when they are nervous.'],
      answer: 'Ben feels nervous: “Ben’s stomach felt tight.”',
    },
  ],
  practice: [
    {
      prompt: 'Why does Ben knock on the door instead of leaving the kite? (What is his motivation?)',
      answer: 'He wants his kite back because “he had worked on it for a whole week.”',
    },
    {
      prompt: 'Give one trait that describes Ben and a detail that shows it.',
      answer: 'Honest or polite or brave: he “knocked on her door” and asked, “May I please come in and get it?”',
    },
    {
      prompt: 'How does Ben’s action change what Miss Rosa does?',
      answer: 'Because he asked politely, she smiled, “helped Ben search the garden” and fixed the torn tail.',
    },
    {
      prompt: 'How has Miss Rosa changed by the end of the story?',
      answer: 'At first she “never smiled”; at the end she “sat on her porch and waved to him.” She has become friendly.',
    },
  ],
  checks: [
    {
      prompt: 'Which word is a trait, not a feeling?',
      options: ['nervous', 'honest', 'relieved'],
      answer: 'honest',
    },
    { prompt: 'What happened just after the string snapped?', answer: 'The kite drifted over the fence and landed in Miss Rosa’s garden.' },
  ],
  retrieval: [
    { prompt: 'Name the three parts of a story.', answer: 'Beginning, middle and end' },
    { prompt: 'Give a word that means “very happy”.', answer: 'Any suitable word, e.g. delighted, joyful, thrilled.' },
  ],
  texts: [STORY],
  activities: [
    'Character map: students draw Ben in the middle of a page and add three boxes — a trait, a feeling and a motivation — each with a detail copied from “The Kite in the Garden”; then they draw arrows from Ben’s action (knocking) to what happened next.',
  ],
  materials: ['Copies of “The Kite in the Garden”', 'Trait and feeling word cards', 'Character map sheet'],
  safety: [],
};
