import type { LessonText } from '../../../types.ts';
import type { SubjectSet } from '../types.ts';

const SOURCES = {
  nc: 'Department for Education (2013). English programmes of study: key stage 3 — reading: making inferences and referring to evidence in the text.',
  cainOakhill: 'Cain, K. & Oakhill, J. (1999). Inference making ability and its relation to comprehension failure in young children. Reading and Writing, 11.',
  eef: 'Education Endowment Foundation (2019). Improving Literacy in Secondary Schools: guidance report (recommendation on reading comprehension strategies).',
};

const STORY: LessonText = {
  title: 'The Last Bus',
  source: 'Teachkit original text.',
  body: `Maya checked her phone for the fourth time since leaving the library: 9:52. The last bus of the evening departed at ten o’clock, and the stop was still three long streets away, on the far side of the shopping centre.

She had promised Dad she would be home by half past nine, and his message sat unanswered at the top of her screen: “Everything OK?” She pushed the phone deep into her pocket, pulled her hood over her head and walked faster.

At the corner, an elderly man was struggling to lift a heavy cardboard box into the back of his delivery van. One end slipped from his grip, and a dozen tins of paint rolled noisily across the pavement and into the gutter. Maya glanced at the bus stop, then back at the man. His face was pale, and his hands were shaking as he bent awkwardly to reach the nearest tin.

Without a word, she knelt down and began gathering the scattered tins, stacking them carefully on the kerb. It took almost five minutes, and when the last tin was safely inside the van, the man smiled with obvious relief, shook her hand and thanked her twice, apologising for delaying her.

By the time she reached the stop, the bus was already pulling away, and its red tail lights gradually shrank into the darkness.

Maya took out her phone and typed slowly. She deleted the message, started again, and deleted it a second time. Finally, she pressed call instead.

“Dad? I missed the bus, but I can explain everything.”

She listened for a long moment, and her shoulders dropped. “Thanks,” she said quietly. “I’ll wait right here under the streetlight.”`,
};

/** KS3 English reading: making inferences and referring to evidence in the text (England, 2014). */
export const inferenceKs3: SubjectSet = {
  id: 'inference-ks3',
  title: 'Making inferences with evidence (a short story)',
  codes: ['NC-EN-KS3-INFERENCES-REFERRING-EVIDENCE-TEXT'],
  sources: SOURCES,
  keyPoints: [
    { text: 'An inference is a conclusion the text suggests but does not state, built from clues in the text and what you already know.', source: 'cainOakhill' },
    { text: 'Every inference needs evidence: a short, exact quotation that supports it.', source: 'nc' },
    { text: 'Explain how the evidence supports the inference: say what the chosen words suggest.', source: 'eef' },
    { text: 'A strong answer can offer more than one possible inference and weigh the evidence for each.', source: 'eef' },
  ],
  priorKnowledge: ['Using quotation marks to quote a text.', 'The difference between what a text says and what it suggests.'],
  misconceptions: [
    {
      misconception: 'An inference is a guess, so any answer is fine.',
      response: 'Model “clue + what I know = inference” and ask after every answer: “Which words made you think that?” An inference without a quotation from the text does not count.',
      source: SOURCES.cainOakhill,
    },
    {
      misconception: 'Evidence means copying out a long passage.',
      response: 'Show a long quotation beside a short one that holds the key words (“his hands were shaking”), then ask students to cut their quotations to the words that matter.',
      source: SOURCES.eef,
    },
  ],
  keywords: [
    { term: 'inference', definition: 'A conclusion you reach from clues in the text and what you already know, when the writer does not state it.' },
    { term: 'evidence', definition: 'Words from the text that support your point.' },
    { term: 'quotation', definition: 'The exact words from a text, inside quotation marks.' },
    { term: 'implicit', definition: 'Suggested rather than said directly.' },
  ],
  workedExamples: [
    {
      problem: 'How does Maya feel at the start of the story? Support your answer with evidence.',
      steps: [
        'Clue: she “checked her phone for the fourth time” and “walked faster”.',
        'What I know: people check the time again and again when they are worried about being late.',
        'Inference: she is anxious about missing the bus and about breaking her promise to Dad.',
      ],
      answer: 'Maya is anxious: she “checked her phone for the fourth time” and “walked faster”, which shows she is worried about being late after she “had promised Dad she would be home by half past nine.”',
    },
  ],
  practice: [
    {
      prompt: 'Why does Maya not answer her dad’s message at first? Give evidence.',
      answer: 'Marking points: she feels guilty or does not know what to say — “She pushed the phone deep into her pocket”; she is already late after promising to be home “by half past nine.”',
    },
    {
      prompt: 'What does Maya’s choice to help the man suggest about her character?',
      answer: 'Marking points: she is kind and puts others first — she “glanced at the bus stop, then back at the man” and chose to help although she knew she might miss the bus.',
    },
    {
      prompt: 'How does Dad react to the phone call? Give evidence.',
      answer: 'Marking points: he is understanding and offers to collect her — “her shoulders dropped” (she relaxes) and she says “I’ll wait right here under the streetlight.”',
    },
    {
      prompt: 'Why does Maya delete her message and call instead?',
      answer: 'Marking points: she wants to explain properly or finds it hard to put in writing — she “typed slowly” and “deleted the message, started again, and deleted it a second time.”',
    },
  ],
  checks: [
    {
      prompt: 'Which quotation best shows that Maya relaxes at the end?',
      options: ['“Maya took out her phone”', '“her shoulders dropped”', '“its red tail lights gradually shrank into the darkness”'],
      answer: '“her shoulders dropped”',
    },
    { prompt: 'What is the difference between what a text says and what it implies?', answer: 'What it says is stated directly; what it implies is suggested by clues and has to be inferred.' },
  ],
  retrieval: [
    { prompt: 'What punctuation goes around a quotation?', answer: 'Quotation marks (inverted commas)' },
    { prompt: 'What is a character’s motive?', answer: 'The reason why the character does something.' },
  ],
  texts: [STORY],
  activities: [
    'Inference ladder: students write one inference about Maya or Dad on each rung of a ladder (most certain at the bottom), each with a short quotation; pairs challenge any rung whose quotation does not support it.',
  ],
  materials: ['Copies of “The Last Bus”', 'Inference ladder sheet', 'Highlighters'],
  safety: [],
};
