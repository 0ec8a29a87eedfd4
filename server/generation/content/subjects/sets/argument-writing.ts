import type { LessonText } from '../../../types.ts';
import type { SubjectSet } from '../types.ts';

const SOURCES = {
  appendixA: 'Common Core State Standards for English Language Arts, Appendix A: “Definitions of the standards’ three text types — argument” (NGA Center/CCSSO, 2010).',
  nussbaum: 'Nussbaum, E. M. & Kardash, C. M. (2005). The effects of goal instructions and text on the generation of counterarguments during writing. Journal of Educational Psychology, 97(2).',
  aap: 'American Academy of Pediatrics (2014). School Start Times for Adolescents (policy statement). Pediatrics, 134(3).',
  cdc: 'Centers for Disease Control and Prevention: “Sleep in Middle and High School Students” and MMWR (2015) 64(30), school start times in the United States.',
};

const MODEL: LessonText = {
  title: 'Model argument: Our School Should Start Later',
  source: 'Teachkit original text. Facts: American Academy of Pediatrics (2014); Centers for Disease Control and Prevention.',
  body: `Most middle and high schools in the United States begin classes before 8:30 a.m., according to the Centers for Disease Control and Prevention. Our school should move its start time to 8:30 a.m. because a later start would help students sleep enough, learn better, and stay healthy.

First, teenagers need more sleep than most of them get. The Centers for Disease Control and Prevention recommends 8 to 10 hours of sleep each night for teenagers aged 13 to 18. However, the body clock shifts during puberty, so many teenagers find it difficult to fall asleep before about 11 p.m. As a result, an early start leaves many students arriving at school tired.

Furthermore, doctors agree that later start times make a difference. The American Academy of Pediatrics recommends that middle and high schools start at 8:30 a.m. or later, because students who sleep enough pay attention better, have better moods, and do better in school.

Some people argue that a later start would push sports practices and after-school jobs too late into the evening. This is a reasonable concern. Nevertheless, practice schedules can be adjusted, and a small change to the timetable is worth the benefits to students’ health and learning.

In conclusion, starting at 8:30 a.m. would give students the sleep that doctors recommend. Our school board should approve the change for next year.`,
};

/** CCSS Grade 8 writing: arguments with claims, reasons, evidence and counterclaims. */
export const argumentWriting: SubjectSet = {
  id: 'argument-writing-grade-8',
  title: 'Writing arguments (Grade 8)',
  codes: [
    'CCSS.ELA-Literacy.W.8.1',
    'CCSS.ELA-Literacy.W.8.1a',
    'CCSS.ELA-Literacy.W.8.1b',
    'CCSS.ELA-Literacy.W.8.1c',
    'CCSS.ELA-Literacy.W.8.1d',
    'CCSS.ELA-Literacy.W.8.1e',
  ],
  sources: SOURCES,
  keyPoints: [
    { text: 'An argument states a claim and supports it with reasons and relevant evidence from credible sources.', source: 'appendixA' },
    { text: 'A strong argument acknowledges a counterclaim and answers it (a rebuttal) rather than ignoring the other side.', source: 'nussbaum' },
    { text: 'Transitions such as first, furthermore, however, as a result and nevertheless show how claims, reasons and evidence connect.', source: 'appendixA' },
    { text: 'Arguments use a formal style: no slang, no “you guys”, and facts rather than insults.', source: 'appendixA' },
    { text: 'The conclusion follows from the argument and restates the claim, often with a call to action.', source: 'appendixA' },
  ],
  priorKnowledge: ['Fact and opinion.', 'Paragraphs with a topic sentence.', 'Quoting or citing a source.'],
  misconceptions: [
    {
      misconception: 'An argument is just a strong opinion said forcefully.',
      response: 'Compare “Early starts are terrible!” with the model’s second paragraph: a claim only persuades when reasons and evidence from a credible source support it.',
      source: SOURCES.appendixA,
    },
    {
      misconception: 'Mentioning the other side weakens your argument.',
      response: 'Show the model’s fourth paragraph: naming a counterclaim and answering it makes the writer look fair and well informed. Students add one counterclaim and rebuttal to every argument.',
      source: SOURCES.nussbaum,
    },
  ],
  keywords: [
    { term: 'claim', definition: 'The main point a writer wants readers to accept.' },
    { term: 'reason', definition: 'A statement that explains why the claim is true.' },
    { term: 'evidence', definition: 'Facts, statistics, examples or expert views that support a reason.' },
    { term: 'counterclaim', definition: 'A point that argues against the writer’s claim.' },
    { term: 'rebuttal', definition: 'The writer’s answer to a counterclaim, showing why it is weaker.' },
    { term: 'formal style', definition: 'Serious, precise language without slang, suited to an audience the writer does not know.' },
  ],
  workedExamples: [
    {
      problem: 'In the model argument, identify the claim, one reason with its evidence, and the counterclaim with its rebuttal.',
      steps: [
        'Claim: the sentence that says what should happen — the end of paragraph 1.',
        'Reason and evidence: paragraph 2 — teenagers need more sleep; the CDC recommends 8 to 10 hours.',
        'Counterclaim: paragraph 4 begins “Some people argue…”; the rebuttal begins “Nevertheless”.',
      ],
      answer:
        'Claim: “Our school should move its start time to 8:30 a.m.” Reason: teenagers need more sleep than they get; evidence: “The Centers for Disease Control and Prevention recommends 8 to 10 hours of sleep each night for teenagers aged 13 to 18.” Counterclaim: a later start “would push sports practices and after-school jobs too late into the evening”; rebuttal: “practice schedules can be adjusted”.',
    },
  ],
  practice: [
    { prompt: 'Rewrite in a formal style: “Early school is super dumb and everyone is like, way too tired.”', answer: 'Model: Early start times leave many students too tired to learn well.' },
    { prompt: 'Which transition in the model introduces the rebuttal?', answer: '“Nevertheless”' },
    { prompt: 'Why does the writer name the American Academy of Pediatrics?', answer: 'Marking points: it is a credible, expert source (doctors), so the evidence is more convincing than the writer’s own opinion.' },
    {
      prompt: 'Write a counterclaim and a rebuttal for the claim “Our school should have a four-day week.”',
      answer: 'Marking points: a counterclaim that states a real objection (e.g. parents would need childcare on the fifth day); a rebuttal introduced by a transition (however, nevertheless) that answers it with a reason or evidence.',
    },
  ],
  checks: [
    {
      prompt: 'Which sentence is a counterclaim?',
      options: [
        'Teenagers need 8 to 10 hours of sleep.',
        'Some people argue that a later start would push sports practices too late.',
        'Our school should start at 8:30 a.m.',
      ],
      answer: 'Some people argue that a later start would push sports practices too late.',
    },
    { prompt: 'What is the difference between a reason and evidence?', answer: 'A reason says why the claim is true; evidence is the fact, statistic or expert view that shows the reason is true.' },
  ],
  retrieval: [
    { prompt: 'Is “8 to 10 hours of sleep are recommended for teenagers” a fact or an opinion?', answer: 'A fact (it can be checked against the CDC’s recommendation).' },
    { prompt: 'What does a topic sentence do?', answer: 'It states the main idea of a paragraph.' },
  ],
  texts: [MODEL],
  activities: [
    'Argument skeleton: students label the model argument with claim, reason, evidence, counterclaim, rebuttal and conclusion in the margin, then plan their own argument on the lesson’s question in the same five-paragraph skeleton, with at least one source they can name.',
  ],
  materials: ['Copies of the model argument', 'Argument planning frame (claim, reasons, evidence, counterclaim, rebuttal, conclusion)', 'Transition word bank'],
  safety: [],
};
