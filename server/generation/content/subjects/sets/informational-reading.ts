import type { LessonText, Misconception } from '../../../types.ts';
import type { SubjectSet } from '../types.ts';
import { BEES, RAILROAD, TREES } from './reading-passages.ts';

const SOURCES = {
  ccss: 'Common Core State Standards for English Language Arts, Reading Standards for Informational Text, Grade 5 (NGA Center/CCSSO, 2010).',
  appendixA: 'Common Core State Standards for English Language Arts, Appendix A: “Definitions of the standards’ three text types” (argument: reasons and evidence).',
  dukePearson:
    'Duke, N. K. & Pearson, P. D. (2002). Effective practices for developing reading comprehension. In A. E. Farstrup & S. J. Samuels (Eds.), What Research Has to Say About Reading Instruction (3rd ed.). International Reading Association.',
  baumannSerra: 'Baumann, J. F. & Serra, J. K. (1984). The frequency and placement of main ideas in children’s social studies textbooks. Journal of Reading Behavior, 16(1).',
  cainOakhill: 'Cain, K. & Oakhill, J. (1999). Inference making ability and its relation to comprehension failure in young children. Reading and Writing, 11.',
};

const FIRST_SENTENCE: Misconception = {
  misconception: 'The main idea is always the first sentence of a paragraph.',
  response:
    'Show a paragraph whose main idea is in the middle or never stated. Ask: “What is every sentence here about, and what does it say about it?” Build the main idea from the details.',
  source: SOURCES.baumannSerra,
};

const TOPIC_IS_MAIN_IDEA: Misconception = {
  misconception: 'The main idea is the topic (“bees”), not what the text says about it.',
  response: 'Contrast “bees” (topic) with “bees dance to tell other bees where food is” (main idea): a main idea is a whole sentence that the details support.',
  source: SOURCES.dukePearson,
};

const INFERENCE_IS_GUESSING: Misconception = {
  misconception: 'An inference is a guess, so any answer is fine.',
  response: 'Model “clue + what I know = inference”: every inference must point to words in the text. Ask “Which words made you think that?” after each one.',
  source: SOURCES.cainOakhill,
};

const OPINION_IS_EVIDENCE: Misconception = {
  misconception: 'A reason and a piece of evidence are the same thing.',
  response: 'Sort sentences from the trees text into point, reason and evidence: a reason says why; evidence is a fact or number that shows the reason is true (the EPA’s 20 to 45 degrees).',
  source: SOURCES.appendixA,
};

const KEYWORDS = {
  mainIdea: { term: 'main idea', definition: 'The most important point a text or paragraph makes about its topic.' },
  detail: { term: 'key detail', definition: 'A fact or example in the text that supports the main idea.' },
  evidence: { term: 'evidence', definition: 'Words from the text, or facts, that show an answer or a point is true.' },
  quote: { term: 'quote', definition: 'The exact words from a text, copied inside quotation marks.' },
  inference: { term: 'inference', definition: 'A conclusion you reach from clues in the text and what you already know.' },
  summary: { term: 'summary', definition: 'A short retelling of the main ideas of a text in your own words.' },
  reason: { term: 'reason', definition: 'A statement that explains why the author’s point is true.' },
  cause: { term: 'cause and effect', definition: 'How one event or idea makes another one happen.' },
};

const PRIOR = [
  'Finding the topic of a paragraph.',
  'Telling the difference between a fact and an opinion.',
  'Using quotation marks around words copied from a text.',
];

const base = (texts: LessonText[]) => ({ sources: SOURCES, texts, safety: [] as string[] });

/** RI.5.1: quote accurately when explaining what the text says and when inferring. */
export const quotingEvidence: SubjectSet = {
  ...base([BEES]),
  id: 'ri5-quoting-evidence',
  title: 'Grade 5 informational reading: quoting evidence (honeybees)',
  codes: ['CCSS.ELA-Literacy.RI.5.1', 'RI.5.1'],
  keyPoints: [
    { text: 'Quote accurately: copy the author’s exact words inside quotation marks.', source: 'ccss' },
    { text: 'Use a quote to show what the text says directly, and to support an inference the text does not state.', source: 'ccss' },
    { text: 'Explain how the quote supports your answer; a quote on its own is not an answer.', source: 'dukePearson' },
  ],
  priorKnowledge: PRIOR,
  misconceptions: [INFERENCE_IS_GUESSING],
  keywords: [KEYWORDS.quote, KEYWORDS.evidence, KEYWORDS.inference],
  workedExamples: [
    {
      problem: 'How does the waggle dance show how far away the flowers are? Answer with a quote.',
      steps: ['Find the paragraph about distance (paragraph 3).', 'Copy the exact words that answer the question.', 'Explain the quote in your own words.'],
      answer: 'The text says, “The longer the waggle lasts, the farther away the flowers are.” So a long waggle means the food is far away.',
    },
    {
      problem: 'Inference: Why do the other bees follow the dancer closely? Support your answer with a quote.',
      steps: ['The text does not say why directly, so find a clue.', 'Clue: the bees “follow the dancer’s movements in the dark hive.”', 'What I know: it is hard to see in the dark, so they must stay close to feel the dance.'],
      answer: 'They stay close so they can feel the dance, because the hive is dark: the bees “follow the dancer’s movements in the dark hive.”',
    },
  ],
  practice: [
    {
      prompt: 'Where are the flowers if the bee waggles straight up the honeycomb? Quote the text.',
      answer: '“If she waggles straight up the honeycomb, the flowers are in the direction of the sun.”',
    },
    {
      prompt: 'What do the other bees do after the dance? Quote the text.',
      answer: '“Then they fly out and find the flowers on their own.”',
    },
    {
      prompt: 'Inference: Was it easy for scientists to learn how bees communicate? Support your answer with a quote.',
      answer: 'No: Karl von Frisch “studied honeybees for many years to understand this behavior,” which shows it took a long time.',
    },
  ],
  checks: [
    {
      prompt: 'Which sentence from the text best shows that the dance gives a direction?',
      options: [
        '“She dances!”',
        '“The direction of the straight line points the way to the food.”',
        '“The other bees crowd close.”',
      ],
      answer: '“The direction of the straight line points the way to the food.”',
    },
    { prompt: 'Why does a honeybee dance instead of telling the others? Quote the text.', answer: '“She cannot speak, so how does she tell the other bees where to find the food? She dances!”' },
  ],
  retrieval: [
    { prompt: 'What punctuation shows that words are copied exactly from a text?', answer: 'Quotation marks' },
    { prompt: 'Is “Bees are the best insects” a fact or an opinion?', answer: 'An opinion: it cannot be proved true.' },
  ],
  activities: [
    'Evidence hunt: in pairs, students answer three questions about “How Honeybees Share Directions”, each with a quotation and one sentence explaining how the quote supports the answer. Partners check every quote word for word against the passage.',
  ],
  materials: ['Copies of “How Honeybees Share Directions”', 'Highlighters in two colours (stated / inferred)'],
};

/** RI.5.2: two or more main ideas and their key details; summarising. */
export const mainIdeas: SubjectSet = {
  ...base([RAILROAD]),
  id: 'ri5-main-ideas',
  title: 'Grade 5 informational reading: main ideas and summary (the transcontinental railroad)',
  codes: ['CCSS.ELA-Literacy.RI.5.2', 'RI.5.2'],
  keyPoints: [
    { text: 'A longer text can have two or more main ideas; each is supported by key details.', source: 'ccss' },
    { text: 'Find a main idea by asking what several sentences have in common, not by taking the first sentence.', source: 'baumannSerra' },
    { text: 'A summary states the main ideas briefly, in order, in your own words, without opinions or small details.', source: 'dukePearson' },
  ],
  priorKnowledge: PRIOR,
  misconceptions: [FIRST_SENTENCE, TOPIC_IS_MAIN_IDEA],
  keywords: [KEYWORDS.mainIdea, KEYWORDS.detail, KEYWORDS.summary],
  workedExamples: [
    {
      problem: 'What is the main idea of paragraph 3, and which details support it?',
      steps: ['Topic: the workers.', 'What do the sentences say about them? The work was dangerous, and immigrants and veterans did it.', 'Details: Chinese workers “cut tunnels through hard rock”; Irish immigrants and soldiers worked for the Union Pacific.'],
      answer: 'Main idea: “The work was dangerous,” and it was done largely by immigrants and former soldiers. Details: Chinese workers “cut tunnels through hard rock in the Sierra Nevada mountains”; “Many Union Pacific workers were Irish immigrants and soldiers home from the Civil War.”',
    },
  ],
  practice: [
    {
      prompt: 'State two main ideas of the whole text, each with one key detail.',
      answer:
        'Marking points: (1) The railroad made travel across the country much faster — “a trip from coast to coast took about a week instead of months.” (2) The railroad changed the country for good and for bad — “Towns grew up along the tracks”, but “the railroad also brought harm to Native American nations.”',
    },
    {
      prompt: 'Write a three-sentence summary of the text.',
      answer:
        'Model: In 1862 Congress decided to build a railroad across the United States, and two companies built toward each other from California and Nebraska. Immigrant workers and veterans did the dangerous work, and the lines met in Utah in 1869. The railroad made travel and trade much faster, but it harmed Native American nations.',
    },
    {
      prompt: 'Which detail supports the idea that travel before the railroad was slow?',
      answer: '“A trip by wagon from Missouri to California could take four to six months.”',
    },
  ],
  checks: [
    {
      prompt: 'Which is the main idea of the last paragraph?',
      options: ['Towns grew up along the tracks.', 'The railroad changed the country in good and harmful ways.', 'Hunters came by train.'],
      answer: 'The railroad changed the country in good and harmful ways.',
    },
    { prompt: 'Is “railroads” a topic or a main idea? Explain.', answer: 'A topic: it is only a subject; a main idea is a sentence that says something about it.' },
  ],
  retrieval: [
    { prompt: 'What is the topic of a paragraph?', answer: 'What the paragraph is about, in a word or a few words.' },
    { prompt: 'What does “immigrant” mean?', answer: 'A person who comes to live in a new country.' },
  ],
  activities: [
    'Main idea frames: groups write the main idea of each paragraph of “The Railroad That Joined a Nation” on a sticky note with one supporting detail (a quote), then combine the notes into a summary of no more than four sentences.',
  ],
  materials: ['Copies of “The Railroad That Joined a Nation”', 'Sticky notes', 'A map of the United States showing Sacramento, Omaha and Promontory Summit'],
};

/** RI.5.3: relationships and interactions between events, ideas or concepts. */
export const relationships: SubjectSet = {
  ...base([BEES, RAILROAD]),
  id: 'ri5-relationships',
  title: 'Grade 5 informational reading: how events and ideas are connected (honeybees, the railroad)',
  codes: ['CCSS.ELA-Literacy.RI.5.3', 'RI.5.3'],
  keyPoints: [
    { text: 'Texts connect events and ideas by cause and effect, by sequence, and by comparison.', source: 'ccss' },
    { text: 'Signal words show the connection: because, so, as a result, then, after, but.', source: 'dukePearson' },
    { text: 'Explain a connection with specific information from the text, not just “they are related”.', source: 'ccss' },
  ],
  priorKnowledge: PRIOR,
  misconceptions: [INFERENCE_IS_GUESSING],
  keywords: [KEYWORDS.cause, KEYWORDS.evidence],
  workedExamples: [
    {
      problem: 'Explain how the bee’s dance and the other bees’ flight are connected.',
      steps: ['Event 1: the bee dances. Event 2: the others fly out.', 'Connection: cause and effect — the dance gives direction and distance.', 'Evidence: the “straight line points the way to the food”; “Then they fly out and find the flowers on their own.”'],
      answer: 'The dance causes the flight: it shows the way and the distance, and then the bees “fly out and find the flowers on their own.”',
    },
  ],
  practice: [
    {
      prompt: 'How did the slow wagon trip lead to the railroad? Use the text.',
      answer: 'Cause and effect: travel was “slow and hard” and “Many people wanted a faster way to travel,” so “In 1862, Congress passed a law to build a railroad across the country.”',
    },
    {
      prompt: 'How were the Central Pacific and the Union Pacific connected?',
      answer: 'They built toward each other: the Central Pacific “built east” and the Union Pacific “built west,” and “the two lines met at Promontory Summit in Utah.”',
    },
    {
      prompt: 'What effect did the railroad have on Native American nations?',
      answer: 'It harmed them: “It crossed their lands, and hunters who came by train killed huge numbers of the buffalo they depended on.”',
    },
  ],
  checks: [
    {
      prompt: 'In the bee text, what does a longer waggle cause the other bees to do?',
      options: ['Fly farther to find the flowers', 'Fly toward the sun', 'Stay in the hive'],
      answer: 'Fly farther to find the flowers',
    },
    { prompt: 'Name one signal word that shows cause and effect.', answer: 'Any of: because, so, as a result, therefore, since.' },
  ],
  retrieval: [
    { prompt: 'What is a cause?', answer: 'The reason something happens.' },
    { prompt: 'What is an effect?', answer: 'What happens because of a cause.' },
  ],
  activities: [
    'Connection chains: students draw a chain of four linked boxes for the railroad (slow travel → law of 1862 → building from both ends → lines meet in 1869 → faster trade and harm to Native nations) and label each link cause-effect or sequence with a quote from the text.',
  ],
  materials: ['Copies of both passages', 'Chain organiser sheet (four linked boxes)'],
};

/** RI.5.8: how an author uses reasons and evidence to support points. */
export const reasonsAndEvidence: SubjectSet = {
  ...base([TREES]),
  id: 'ri5-reasons-evidence',
  title: 'Grade 5 informational reading: reasons and evidence (planting trees)',
  codes: ['CCSS.ELA-Literacy.RI.5.8', 'RI.5.8'],
  keyPoints: [
    { text: 'An author’s point is what they want you to believe; reasons explain why; evidence (facts, numbers, examples) shows each reason is true.', source: 'appendixA' },
    { text: 'Match each piece of evidence to the reason it supports.', source: 'ccss' },
    { text: 'Judge the evidence: is it a fact from a named source, or only the author’s opinion?', source: 'appendixA' },
  ],
  priorKnowledge: PRIOR,
  misconceptions: [OPINION_IS_EVIDENCE],
  keywords: [KEYWORDS.reason, KEYWORDS.evidence, KEYWORDS.mainIdea],
  workedExamples: [
    {
      problem: 'What is the author’s point, and what evidence supports the reason “trees keep people cool”?',
      steps: ['Point: the first sentence says what the author wants.', 'Reason: paragraph 2 begins “First, trees keep people cool.”', 'Evidence: the fact with a named source and numbers.'],
      answer: 'Point: “Our town should plant more trees along its streets.” Evidence for the first reason: “The U.S. Environmental Protection Agency reports that shaded surfaces can be 20 to 45 degrees Fahrenheit cooler than surfaces in full sun.”',
    },
  ],
  practice: [
    { prompt: 'List the author’s three reasons.', answer: 'Trees keep people cool; trees help during heavy rain; trees provide homes for wildlife.' },
    {
      prompt: 'Which evidence supports the reason that trees help during heavy rain?',
      answer: '“Their leaves catch raindrops, and their roots absorb water from the soil.” and “less water rushes into storm drains and onto roads, so fewer streets flood after a big storm.”',
    },
    {
      prompt: 'How does the author answer people who say trees cost too much?',
      answer: 'The author argues that “a single tree can provide shade and soak up rain for many years,” so it is “a good investment for our town.”',
    },
    {
      prompt: 'Which reason has the strongest evidence? Explain.',
      answer: 'Marking points: the first reason (cooling), because it gives numbers (“20 to 45 degrees Fahrenheit”) from a named source (the U.S. Environmental Protection Agency); the other reasons give examples but no source or numbers.',
    },
  ],
  checks: [
    {
      prompt: 'Which sentence is evidence, not a reason?',
      options: ['“First, trees keep people cool.”', '“Birds build nests in their branches, while insects and squirrels find food in their leaves, seeds, and bark.”', '“Third, trees provide homes for wildlife.”'],
      answer: '“Birds build nests in their branches, while insects and squirrels find food in their leaves, seeds, and bark.”',
    },
    { prompt: 'What does the author want readers to do at the end?', answer: '“Let’s ask the town council to plant a tree on every block!”' },
  ],
  retrieval: [
    { prompt: 'What is an opinion?', answer: 'What someone thinks or feels; it cannot be proved true or false.' },
    { prompt: 'Give one word that signals the order of reasons.', answer: 'First, second, third, finally (any one).' },
  ],
  activities: [
    'Point–reason–evidence map: students draw the author’s point at the top, three reason boxes below it, and paste or copy the evidence for each reason underneath; then they rate each reason’s evidence strong or weak and say why.',
  ],
  materials: ['Copies of “Our Town Should Plant More Trees”', 'Point–reason–evidence organiser'],
};

export const INFORMATIONAL_READING = [quotingEvidence, mainIdeas, relationships, reasonsAndEvidence];
