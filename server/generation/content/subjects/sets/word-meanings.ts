import type { SubjectSet } from '../types.ts';

const SOURCES = {
  ccss: 'Common Core State Standards for English Language Arts, Language Standards, Grade 4, L.4.4 (NGA Center/CCSSO, 2010).',
  baumann:
    'Baumann, J. F., Edwards, E. C., Boland, E. M., Olejnik, S. & Kame’enui, E. J. (2003). Vocabulary tricks: effects of instruction in morphology and context on fifth-grade students’ ability to derive and infer word meanings. American Educational Research Journal, 40(2).',
  beck: 'Beck, I. L., McKeown, M. G. & Kucan, L. (2013). Bringing Words to Life: Robust Vocabulary Instruction (2nd ed.). Guilford Press (on how little natural contexts often reveal).',
  mw: 'Merriam-Webster Dictionary, etymologies of tele-, photo-, -graph, auto-, bio-, port, rupt, spect and dict.',
};

/** CCSS Grade 4 language: working out unknown and multiple-meaning words. */
export const wordMeanings: SubjectSet = {
  id: 'word-meanings-grade-4',
  title: 'Working out the meaning of unknown words (Grade 4)',
  codes: ['CCSS.ELA-Literacy.L.4.4', 'CCSS.ELA-Literacy.L.4.4a', 'CCSS.ELA-Literacy.L.4.4b', 'CCSS.ELA-Literacy.L.4.4c'],
  sources: SOURCES,
  keyPoints: [
    { text: 'Context clues are words near an unknown word that help explain it: a definition, an example, a restatement or a contrast.', source: 'ccss' },
    { text: 'Word parts are clues: tele means far, photo means light, graph means write, auto means self, bio means life, port means carry, rupt means break, spect means look and dict means say.', source: 'mw' },
    { text: 'Prefixes change meaning: un- and dis- mean not, re- means again, pre- means before; suffixes such as -less (without) and -able (can be) change the word too.', source: 'mw' },
    { text: 'Context and word parts give a good first guess; a dictionary or glossary confirms the exact meaning and the pronunciation.', source: 'baumann' },
    { text: 'A multiple-meaning word (bat, bark, bank) needs the sentence around it to choose the right meaning.', source: 'ccss' },
  ],
  priorKnowledge: ['Prefixes un- and re-.', 'Putting words in alphabetical order.', 'Reading a sentence again to check it makes sense.'],
  misconceptions: [
    {
      misconception: 'The words around an unknown word always tell you exactly what it means.',
      response: 'Show a sentence whose context gives only part of the meaning: “Tom was gregarious, so he went to the party” could suggest happy or excited, but gregarious means enjoying the company of others. Teach students to check a guess in the dictionary.',
      source: SOURCES.beck,
    },
    {
      misconception: 'If I know one part of a word, I know what the whole word means.',
      response: 'Word parts give clues, not answers, and some letters only look like a word part: “uncle” is not “not cle” and “reach” is not “ach again”. Put the word-part guess back into the sentence to test it.',
      source: SOURCES.baumann,
    },
  ],
  keywords: [
    { term: 'context clue', definition: 'A hint in the words or sentences around an unknown word that helps you work out its meaning.' },
    { term: 'prefix', definition: 'A word part added to the start of a word that changes its meaning, such as un- or re-.' },
    { term: 'suffix', definition: 'A word part added to the end of a word, such as -less or -able.' },
    { term: 'root', definition: 'The main part of a word that carries its meaning, such as graph (write) in autograph.' },
    { term: 'multiple-meaning word', definition: 'A word that is spelled the same but has more than one meaning, such as bat.' },
  ],
  workedExamples: [
    {
      problem: 'What does “nocturnal” mean in: “Many nocturnal animals, such as owls and bats, hunt at night and sleep during the day”?',
      steps: ['Look for a clue: the sentence gives examples (owls and bats) and explains what they do.', 'They “hunt at night and sleep during the day”.', 'Check the guess in the sentence: “Many animals that are active at night…” makes sense.'],
      answer: 'Nocturnal means active at night.',
    },
    {
      problem: 'Use word parts to work out “autograph”.',
      steps: ['auto = self', 'graph = write', 'Put together: something you write yourself — your own signature.'],
      answer: 'An autograph is a person’s own signature.',
    },
  ],
  practice: [
    { prompt: 'What does “arid” mean? “The desert was arid; it had not rained there for many months.”', answer: 'Very dry (the clue is that it had not rained for months).' },
    { prompt: 'What does “timid” mean? “Unlike his timid sister, Leo was bold and talked to everyone he met.”', answer: 'Shy or easily frightened (the contrast word “unlike” shows it is the opposite of bold).' },
    { prompt: 'Use word parts to work out “transport”. (trans = across)', answer: 'To carry across, from one place to another (port = carry).' },
    { prompt: 'Use word parts to work out “biography”.', answer: 'Writing about a person’s life (bio = life, graph = write).' },
    { prompt: 'Which meaning of “bark” fits: “The bark of the old gum tree was peeling off in long strips”?', answer: 'The tough outer covering of a tree (not the sound a dog makes).' },
  ],
  checks: [
    {
      prompt: 'What does “rewrite” mean?',
      options: ['Write before', 'Write again', 'Not write'],
      answer: 'Write again',
    },
    { prompt: 'Which word part means “far”, as in telephone and telescope?', answer: 'tele' },
  ],
  retrieval: [
    { prompt: 'What does the prefix un- mean in “unhappy”?', answer: 'Not' },
    { prompt: 'Which comes first in a dictionary: “bank” or “bark”?', answer: 'bank (n comes before r)' },
  ],
  texts: [],
  activities: [
    'Word detectives: pairs get six sentences, each with an unknown word; for each they underline the context clue, name its type (definition, example, restatement or contrast), write a guess, then check it in a dictionary and score a point if the guess was close.',
    'Root building: from cards for tele, photo, auto, bio, graph, port, trans and scope, groups build as many real words as they can and write a meaning for each from its parts.',
  ],
  materials: ['Sentence cards with unknown words', 'Word-part cards', 'Student dictionaries (print or digital)'],
  safety: [],
};
