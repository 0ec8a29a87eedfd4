import { describe, expect, it } from 'vitest';
import { cleanStatement, coreClause, learningIntention, observableAction, successCriteria, successCriterion } from '../../server/generation/text.ts';
import { focusQuestion } from '../../server/generation/offline.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';
import { criteriaProblems, seededOutcomes } from './helpers/outcome-english-oracle.ts';

/**
 * Outcomes whose criteria still fail the oracle, each reviewed by hand. A noun heading that is also a verb in every
 * dictionary ("Bulk properties …", "Pressure in liquids …") reads as a command; a few statements
 * list so much notation that no criterion of 30 words keeps all of it. The list may only shrink: an outcome that
 * passes must leave it, and any outcome not on it must pass.
 */
const KNOWN_LIMITS = new Map<string, string>([
  ['CCSS.Math.Content.HSF-IF.B.4', 'a sentence "Key features include: …" after the task, read as a second task'],
  ['ACDSEH106', 'heading "Mabo decision; …": a name the tagger takes for a verb'],
  ['NC-EN-KS4-ADAPTING-WRITING-WIDE-RANGE-PURPOSES', 'a list item after a comma taken for a command ("argue")'],
  ...[
    'NC-SC-KS4-BULK-PROPERTIES-MATERIALS-RELATED-BONDING', 'NC-SC-KS3-PRESSURE-LIQUIDS-INCREASING-DEPTH-UPTHRUST',
  ].map((code) => [code, 'science heading whose first noun is also a verb ("bulk", "pressure")'] as const),
  ...[
    'ACDSEH127', 'NC-SC-KS4-BONDING-CARBON-LEADING-VAST-ARRAY', 'NC-EN-KS3-READING-WIDE-RANGE-FICTION-NON', 'NC-MA-KS2-IDENTIFY-ANGLES-POINT-1-WHOLE',
    'NC-MA-KS3-DEFINE-PERCENTAGE-NUMBER-PARTS-HUNDRED', 'NC-MA-KS3-INTERPRET-ALGEBRAIC-NOTATION-AB-PLACE', 'NC-MA-KS4-SKETCH-INTERPRET-GRAPHS-LINEAR-FUNCTIONS',
    'CCSS.ELA-Literacy.RST.6-8.4', 'CCSS.ELA-Literacy.RST.9-10.4', 'CCSS.ELA-Literacy.RST.11-12.4', 'CCSS.Math.Practice.MP8', 'CCSS.Math.Content.K.CC.B.5',
    'CCSS.Math.Content.1.NBT.B.2c', 'CCSS.Math.Content.2.NBT.A.1b', 'CCSS.Math.Content.3.MD.C.7c', 'CCSS.Math.Content.5.G.A.1', 'CCSS.Math.Content.5.NF.B.5b',
  ].map((code) => [code, 'over 30 words with notation or numbers that no trim may drop'] as const),
]);

describe('every seeded outcome into English', () => {
  it('gives criteria that are "I can" + a base-form verb, keep every symbol and number, and stay within 30 words', () => {
    const outcomes = seededOutcomes();
    expect(outcomes).toHaveLength(7102);
    const failing = new Map<string, string[]>();
    for (const { code, statement } of outcomes) {
      const problems = criteriaProblems(statement, successCriteria(statement));
      if (problems.length > 0) failing.set(code, problems);
    }
    const unexpected = [...failing].filter(([code]) => !KNOWN_LIMITS.has(code));
    expect(unexpected).toEqual([]);
    const nowPassing = [...KNOWN_LIMITS.keys()].filter((code) => !failing.has(code));
    expect(nowPassing).toEqual([]);
    // 7,102 statements take 2–5 s alone and longer beside the rest of the suite on two cores.
  }, 60_000);
});

describe('the quoted failures', () => {
  it('reads a heading that opens with "Key", "Stem", "Power" or "Concern" as a topic to explain, not a command', () => {
    expect(successCriteria('Key features of ancient societies (farming, trade, social classes, religion, rule of law)')).toEqual(['I can explain key features of ancient societies']);
    expect(successCriteria('Stem cells in animals and meristems in plants.')).toEqual(['I can explain stem cells in animals and meristems in plants']);
    expect(successCriteria('Power as the rate of transfer of energy.')).toEqual(['I can explain power as the rate of transfer of energy']);
    expect(successCriteria('Key in the numbers, then check the total.')).toEqual(['I can key in the numbers, then check the total']);
  });

  it('leaves out how a task is done when it stands between the verb and its object, keeping what is understood', () => {
    const physical =
      'Understand, through the use of detailed place-based exemplars at a variety of scales, the key processes in physical geography relating to: geological timescales and plate tectonics; rocks, weathering and soils; weather and climate, including the change in climate from the Ice Age to the present; and glaciation, hydrology and coasts.';
    expect(successCriteria(physical)[0]).toBe('I can explain the key processes in physical geography relating to: geological timescales and plate tectonics; rocks, weathering and soils');
    expect(successCriteria('Investigate, with and without digital technologies, angles on a straight line, angles at a point and vertically opposite angles.')).toEqual([
      'I can investigate angles on a straight line, angles at a point and vertically opposite angles',
    ]);
  });

  it('writes bounds as a student says them: "up to 10", "at least 3"', () => {
    expect(successCriteria('Decompose numbers less than or equal to 10 into pairs in more than one way.')).toEqual(['I can decompose numbers up to 10 into pairs in more than one way']);
  });

  it('shortens a long list at a semicolon before it cuts inside a list of items', () => {
    const human =
      'Understand, through the use of detailed place-based exemplars at a variety of scales, the key processes in human geography relating to: population and urbanisation; international development; economic activity in the primary, secondary, tertiary and quaternary sectors; and the use of natural resources.';
    expect(successCriteria(human)).toEqual([
      'I can explain the key processes in human geography relating to: population and urbanisation; international development; economic activity in the primary, secondary, tertiary and quaternary sectors',
    ]);
  });

  it('keeps a short participle phrase after a heading with the heading, and a long one as a task', () => {
    expect(successCriteria('Forces as pushes or pulls, arising from the interaction between 2 objects.')).toEqual([
      'I can explain forces as pushes or pulls, arising from the interaction between 2 objects',
    ]);
    expect(successCriteria('The mechanism of breathing to move air in and out of the lungs, using a pressure model to explain the movement of gases.')).toEqual([
      'I can explain the mechanism of breathing to move air in and out of the lungs',
      'I can use a pressure model to explain the movement of gases',
    ]);
  });

  it('turns a gerund statement into base-form verbs', () => {
    expect(successCriteria('Making inferences and referring to evidence in the text.')).toEqual(['I can make inferences and refer to evidence in the text']);
  });

  it('turns a history heading into something to explain, with its place', () => {
    expect(successCriteria('Ideas, political power, industry and empire: Britain, 1745-1901')).toEqual([
      'I can explain ideas, political power, industry and empire in Britain, 1745-1901',
    ]);
  });

  it('turns a science claim into "explain that …" and splits it at the semicolon', () => {
    expect(
      successCriteria(
        'Ecosystems consist of communities of interdependent organisms and abiotic components of the environment; matter and energy flow through these systems',
      ),
    ).toEqual([
      'I can explain that ecosystems consist of communities of interdependent organisms and abiotic components of the environment',
      'I can explain that matter and energy flow through these systems',
    ]);
  });

  it('keeps π in AC9M7M03', () => {
    expect(successCriteria('describe the relationship between \\(π\\) and the features of circles including the circumference, radius and diameter')).toEqual([
      'I can describe the relationship between π and the features of circles including the circumference, radius and diameter',
    ]);
  });

  it('gives "recall X; extend and apply Y" two criteria with the facts kept', () => {
    expect(
      successCriteria('recall and demonstrate proficiency with multiplication facts for \\(3, 4, 5\\) and \\(10\\); extend and apply facts to develop the related division facts'),
    ).toEqual(['I can recall and demonstrate proficiency with multiplication facts for 3, 4, 5 and 10', 'I can extend and apply facts to develop the related division facts']);
  });
});

describe('LaTeX and markup as readable text', () => {
  it('writes fractions, π, operators and powers as symbols', () => {
    expect(cleanStatement('unit fractions including \\(\\frac12\\), \\(\\frac13\\) and \\(\\frac1{10}\\)')).toBe('unit fractions including 1/2, 1/3 and 1/10');
    expect(cleanStatement('\\(3 \\times 4\\) and \\(12 \\div 3\\)')).toBe('3 × 4 and 12 ÷ 3');
    expect(cleanStatement('\\(x^{2} + \\frac{x+1}{2} \\leq 5\\)')).toBe('x² + (x+1)/2 ≤ 5');
    expect(cleanStatement('\\(\\sqrt{2}\\) and \\(\\pi r^2\\)')).toBe('√2 and πr²');
  });

  it('drops the braces England puts round higher-tier content and the HTML some sources carry', () => {
    expect(cleanStatement('{estimate powers and roots of any given positive number}.')).toBe('estimate powers and roots of any given positive number.');
    expect(cleanStatement('<p>Compare 3 &times; 4 &amp; 4 &times; 3</p>')).toBe('Compare 3 × 4 & 4 × 3');
  });
});

describe('claims, endings and objects that read as English', () => {
  const cases: [string, string, string[]][] = [
    [
      'ACSSU077: a list as the subject',
      'Solids, liquids and gases have different observable properties and behave in different ways',
      ['I can explain that solids, liquids and gases have different observable properties and behave in different ways'],
    ],
    [
      'ACSSU179: an "including …" aside between the subject and its verb',
      'Chemical reactions, including combustion and the reactions of acids, are important in both non-living and living systems and involve energy transfer',
      ['I can explain that chemical reactions, including combustion and the reactions of acids, are important in both non-living and living systems and involve energy transfer'],
    ],
    [
      'ACSSU075: a name before its possessive keeps its capital',
      'Earth’s surface changes over time as a result of natural processes and human activity',
      ['I can explain that Earth’s surface changes over time as a result of natural processes and human activity'],
    ],
    [
      'ACSSU004: the verb agrees with the head noun, not the nearest one',
      'Daily and seasonal changes in our environment affect everyday life',
      ['I can explain that daily and seasonal changes in our environment affect everyday life'],
    ],
    [
      'ACSSU112: an aside left open before the verb is closed',
      'Interactions between organisms, including the effects of human activities can be represented by food chains and food webs',
      ['I can explain that interactions between organisms, including the effects of human activities, can be represented by food chains and food webs'],
    ],
    [
      'ACSSU152: a list after a preposition in the subject',
      'Differences between elements, compounds and mixtures can be described at a particle level',
      ['I can explain that differences between elements, compounds and mixtures can be described at a particle level'],
    ],
    [
      'CCSS 3.MD.C.5b: a definition whose subject carries a clause',
      'A plane figure which can be covered without gaps or overlaps by n unit squares is said to have an area of n square units.',
      ['I can explain that a plane figure which can be covered without gaps or overlaps by n unit squares is said to have an area of n square units'],
    ],
    [
      'CCSS 1.NBT.B.2a: a number as the subject, and the quoted word keeps its quotes',
      '10 can be thought of as a bundle of ten ones — called a "ten."',
      ['I can explain that 10 can be thought of as a bundle of ten ones — called a "ten"'],
    ],
    [
      'ACSIS125: two leading adverbs move behind the object, so the command stays a command',
      'Collaboratively and individually plan and conduct a range of investigation types, including fieldwork and experiments, ensuring safety and ethical guidelines are followed',
      ['I can plan and conduct a range of investigation types collaboratively and individually, including fieldwork and experiments, ensuring safety and ethical guidelines are followed'],
    ],
    [
      'ACELT1628: "Understand and explain how" asks once',
      'Understand and explain how combinations of words and images in texts are used to represent particular groups in society, and how texts position readers in relation to those groups',
      ['I can explain how combinations of words and images in texts are used to represent particular groups in society, and how texts position readers'],
    ],
    [
      'a heading of adjectives and nouns is a topic, not a claim',
      'Identification of common gases.',
      ['I can explain identification of common gases'],
    ],
    [
      'CCSS 6.SP.B.5: a lead-in to sub-points ends before "such as by:"',
      'Summarize numerical data sets in relation to their context, such as by:',
      ['I can summarize numerical data sets in relation to their context'],
    ],
    ['CCSS 5.NF.B.5: a lead-in to sub-points ends before "by:"', 'Interpret multiplication as scaling (resizing), by:', ['I can interpret multiplication as scaling']],
    [
      'ACLHIU054: a shortening cut does not stop inside "ways of using …"',
      'Reflect on how communities’ ways of using languages are shaped by values and belief systems, and how these may be differently interpreted by speakers of other languages[Key concepts: perspective, culture, place, values; Key processes: questioning, analysing, identifying]',
      ['I can reflect on how communities’ ways of using languages are shaped by values and belief systems, and how these may be differently interpreted'],
    ],
    [
      'ACWSCL001: a preposition keeps its object across commas',
      'Outline how past learning experiences influence attitudes towards, and outcomes of, learning',
      ['I can outline how past learning experiences influence attitudes towards, and outcomes of, learning'],
    ],
    [
      'England maths: two verbs share the object after their complements',
      'Identify properties of, and describe the results of, translations, rotations and reflections applied to given figures.',
      ['I can identify properties of, and describe the results of, translations, rotations and reflections applied to given figures'],
    ],
    [
      'AC9M9P02: a quoted word at the end keeps its closing quote',
      'calculate relative frequencies from given or collected data to estimate probabilities of events involving “and”, inclusive “or” and exclusive “or”',
      ['I can calculate relative frequencies from given or collected data to estimate probabilities of events involving “and”, inclusive “or” and exclusive “or”'],
    ],
    [
      'CCSS 1.OA.A.1: a list of "-ing" phrases is no list of tasks',
      'Use addition and subtraction within 20 to solve word problems involving situations of adding to, taking from, putting together, taking apart, and comparing, with unknowns in all positions, e.g., by using objects, drawings, and equations with a symbol for the unknown number to represent the problem.',
      ['I can use addition and subtraction within 20 to solve word problems involving situations of adding to, taking from, putting together, taking apart, and comparing'],
    ],
    [
      'England maths: how a task is done moves behind its object',
      'Recognise and show, using diagrams, equivalent fractions with small denominators.',
      ['I can recognise and show equivalent fractions with small denominators, using diagrams'],
    ],
    [
      'England music: verbs alone share the task that follows',
      'Improvise and compose; and extend and develop musical ideas by drawing on a range of musical structures, styles, genres and traditions.',
      ['I can improvise and compose, and extend and develop musical ideas by drawing on a range of musical structures, styles, genres and traditions'],
    ],
    [
      'ACSSU184: a verb far from its subject after a phrase',
      'Transmission of heritable characteristics from one generation to the next involves DNA and genes',
      ['I can explain that transmission of heritable characteristics from one generation to the next involves DNA and genes'],
    ],
    ['England maths: "Given …," moves behind the command', 'Given a number, identify 1 more and 1 less.', ['I can identify 1 more and 1 less, given a number']],
    ['England English: "Re-reading" is a command', 'Re-reading what they have written to check that it makes sense.', ['I can re-read what they have written to check that it makes sense']],
    [
      'England science: a closing "using …" says what the task is done with',
      'Exploring the magnetic fields of permanent and induced magnets, and the Earth’s magnetic field, using a compass.',
      ['I can explore the magnetic fields of permanent and induced magnets, and the Earth’s magnetic field, using a compass'],
    ],
    ['England science: a heading with no object keeps its verbs', 'Identifying and classifying.', ['I can identify and classify']],
    ['England English: a heading with no object keeps its verbs', 'Draft and write.', ['I can draft and write']],
  ];
  it.each(cases)('%s', (_, statement, expected) => {
    expect(successCriteria(statement)).toEqual(expected);
  });

  it('asks a driving question that reads as English', () => {
    const outcome = (statement: string) => ({ title: 'States of matter', outcomes: [{ statement } as OutcomeRef] });
    expect(focusQuestion(outcome('Solids, liquids and gases have different observable properties and behave in different ways'))).toBe(
      'How do we know that solids, liquids and gases have different observable properties and behave in different ways?',
    );
    expect(focusQuestion(outcome('Summarize numerical data sets in relation to their context, such as by:'))).toBe(
      'How can we summarize numerical data sets in relation to their context?',
    );
  });
});

describe('the oracle of English', () => {
  it('fails the criteria the generator used to write', () => {
    const failures: [string, string][] = [
      ['Solids, liquids and gases have different observable properties and behave in different ways', 'I can explain solids, liquids and gases have different observable properties and behave in different ways'],
      ['Daily and seasonal changes in our environment affect everyday life', 'I can explain daily and seasonal changes in our environment affect everyday life'],
      ['Earth’s surface changes over time as a result of natural processes and human activity', 'I can explain earth’s surface changes over time as a result of natural processes and human activity'],
      [
        'Chemical reactions, including combustion and the reactions of acids, are important in both non-living and living systems and involve energy transfer',
        'I can explain chemical reactions, including combustion and the reactions of acids, are important in both non-living and living systems and involve energy transfer',
      ],
      [
        'Collaboratively and individually plan and conduct a range of investigation types',
        'I can explain collaboratively and individually plan and conduct a range of investigation types',
      ],
      ['Understand and explain how texts position readers', 'I can explain and explain how texts position readers'],
      ['Summarize numerical data sets in relation to their context, such as by:', 'I can summarize numerical data sets in relation to their context, such as by'],
      ['Outline how past learning experiences influence attitudes towards, and outcomes of, learning', 'I can outline how past learning experiences influence attitudes towards, and outcomes of'],
      ['Identify properties of, and describe the results of, translations.', 'I can identify properties of'],
      ['calculate probabilities of events involving “and”, inclusive “or” and exclusive “or”', 'I can calculate probabilities of events involving “and”, inclusive “or” and exclusive “or'],
      ['Recognise and show, using diagrams, equivalent fractions with small denominators.', 'I can recognise and show'],
    ];
    for (const [statement, criterion] of failures) expect(criteriaProblems(statement, [criterion]), criterion).not.toEqual([]);
  });

  it('passes what only looks like a clause, a dangling word or bare verbs', () => {
    const fine: [string, string][] = [
      ['Understand the difference between main and subordinate clauses and that a complex sentence involves at least one subordinate clause', 'I can explain the difference between main and subordinate clauses and that a complex sentence involves at least one subordinate clause'],
      ['Factors that influence the decisions people make about where to live', 'I can explain factors that influence the decisions people make about where to live'],
      ['Conservation of mass changes of state and chemical reactions.', 'I can explain conservation of mass changes of state and chemical reactions'],
      ['Understand where food comes from.', 'I can explain where food comes from'],
      ['Use the phrases half of, fourth of, and quarter of.', 'I can use the phrases half of, fourth of, and quarter of'],
      ['Express the length of a 4 ft snake as 48 in.', 'I can express the length of a 4 ft snake as 48 in'],
      ['Identifying and classifying.', 'I can identify and classify'],
      ['Interpret independence of A and B as saying that the conditional probability of A given B is the same as the probability of A.', 'I can interpret independence of A and B as saying that the conditional probability of A given B is the same as the probability of A'],
    ];
    for (const [statement, criterion] of fine) expect(criteriaProblems(statement, [criterion]), criterion).toEqual([]);
  });
});

describe('tricky statements across the curricula', () => {
  const cases: [string, string, string[]][] = [
    [
      'CCSS ELA: a claim about a text with a participle',
      'Quote accurately from a text when explaining what the text says explicitly and when drawing inferences from the text.',
      ['I can quote accurately from a text when explaining what the text says explicitly and when drawing inferences from the text'],
    ],
    [
      'CCSS ELA: a second command after "and"',
      'Determine an author\'s point of view or purpose in a text and analyze how the author acknowledges and responds to conflicting evidence or viewpoints.',
      ["I can determine an author's point of view or purpose in a text", 'I can analyze how the author acknowledges and responds to conflicting evidence or viewpoints'],
    ],
    [
      'CCSS Math: an adverb first, examples dropped, a later sentence kept with its grade',
      'Fluently multiply and divide within 100, using strategies such as the relationship between multiplication and division (e.g., knowing that 8 × 5 = 40, one knows 40 ÷ 5 = 8) or properties of operations. By the end of Grade 3, know from memory all products of two one-digit numbers.',
      [
        'I can multiply and divide within 100 fluently',
        'I can use strategies such as the relationship between multiplication and division or properties of operations',
        'I can recall from memory all products of two one-digit numbers, by the end of Grade 3',
      ],
    ],
    [
      'CCSS Math: an opener with numbers moves behind the task',
      'For any number from 1 to 9, find the number that makes 10 when added to the given number, e.g., by using objects or drawings, and record the answer with a drawing or equation.',
      ['I can find the number that makes 10 when added to the given number, for any number from 1 to 9'],
    ],
    [
      'CCSS Math: "Understand" becomes "explain", the example sentence goes',
      'Understand a fraction a/b as a multiple of 1/b. For example, use a visual fraction model to represent 5/4 as the product 5 × (1/4), recording the conclusion by the equation 5/4 = 5 × (1/4).',
      ['I can explain a fraction a/b as a multiple of 1/b'],
    ],
    [
      'CCSS Math practice: the subject "students" goes',
      'Mathematically proficient students look closely to discern a pattern or structure. Young students, for example, might notice that three and seven more is the same amount as seven and three more.',
      ['I can look closely to discern a pattern or structure'],
    ],
    [
      'AU v9 maths: fractions in LaTeX and two tasks',
      'recognise and represent unit fractions including \\(\\frac12\\), \\(\\frac13\\), \\(\\frac14\\), \\(\\frac15\\) and \\(\\frac1{10}\\) and their multiples in different ways; combine fractions with the same denominator to complete the whole',
      [
        'I can recognise and represent unit fractions including 1/2, 1/3, 1/4, 1/5 and 1/10 and their multiples in different ways',
        'I can combine fractions with the same denominator to complete the whole',
      ],
    ],
    [
      'AU v9 technologies: a plain aside goes',
      'design algorithms involving multiple alternatives (branching) and iteration',
      ['I can design algorithms involving multiple alternatives and iteration'],
    ],
    [
      'AU v8.4 science: a claim whose subject is "Living things"',
      'Living things grow, change and have offspring similar to themselves',
      ['I can explain that living things grow, change and have offspring similar to themselves'],
    ],
    [
      'AU v8.4 science: "Heat" is the subject, not a command',
      'Heat can be produced in many ways and can move from one object to another',
      ['I can explain that heat can be produced in many ways and can move from one object to another'],
    ],
    [
      'AU v8.4 languages: a participle is its own task, key concepts go',
      'Recognise and reproduce the sounds and letters of the Greek alphabet, identifying how they are represented in words, and read vowel–consonant combinations, including the most common digraphs/diphthongs such as oυ and μπ[Key concepts: stress, intonation, letters, pronunciation; Key processes: listening, reading, recognising]',
      [
        'I can recognise and reproduce the sounds and letters of the Greek alphabet',
        'I can identify how they are represented in words',
        'I can read vowel–consonant combinations, including the most common digraphs/diphthongs such as oυ and μπ',
      ],
    ],
    [
      'England maths: the symbols in brackets stay',
      'Calculate mathematical statements for multiplication and division within the multiplication tables and write them using the multiplication (×), division (÷) and equals (=) signs.',
      [
        'I can calculate mathematical statements for multiplication and division within the multiplication tables',
        'I can write them using the multiplication (×), division (÷) and equals (=) signs',
      ],
    ],
    [
      'England science: a topic heading with its formula',
      'Speed and the quantitative relationship between average speed, distance and time (speed = distance ÷ time).',
      ['I can explain speed and the quantitative relationship between average speed, distance and time (speed = distance ÷ time)'],
    ],
    [
      'England English: a list of gerunds, each a verb',
      'Listening to and discussing a wide range of poems, stories and non-fiction at a level beyond that at which they can read independently.',
      ['I can listen to and discuss a wide range of poems, stories and non-fiction at a level beyond that at which they can read independently'],
    ],
    [
      'AU v8.4 history: "Living" as an adjective opens a heading',
      'Living and working conditions in Australia around the turn of the twentieth century (that is 1900)',
      ['I can explain living and working conditions in Australia around the turn of the twentieth century (that is 1900)'],
    ],
    [
      'England history: a heading with dates',
      'The development of Church, state and society in Britain 1509-1745.',
      ['I can explain the development of Church, state and society in Britain 1509-1745'],
    ],
  ];
  it.each(cases)('%s', (_, statement, expected) => {
    expect(successCriteria(statement)).toEqual(expected);
  });
});

describe('one outcome, one sentence of intention', () => {
  it('joins two short tasks in one grammatical sentence', () => {
    expect(
      learningIntention('recall and demonstrate proficiency with multiplication facts for \\(3, 4, 5\\) and \\(10\\); extend and apply facts to develop the related division facts'),
    ).toBe('We are learning to recall and demonstrate proficiency with multiplication facts for 3, 4, 5 and 10 and extend and apply facts to develop the related division facts.');
  });

  it('names the first task alone when both would run long', () => {
    expect(
      learningIntention(
        'Recognise and reproduce the sounds and letters of the Greek alphabet, identifying how they are represented in words, and read vowel–consonant combinations',
      ),
    ).toBe('We are learning to recognise and reproduce the sounds and letters of the Greek alphabet and identify how they are represented in words.');
  });

  it('keeps the first task for the single criterion and the observable action, and the statement\'s words for the core clause', () => {
    const statement = 'Making inferences and referring to evidence in the text.';
    expect(successCriterion(statement)).toBe('I can make inferences and refer to evidence in the text');
    expect(observableAction(statement)).toBe('make inferences and refer to evidence in the text');
    expect(coreClause(statement)).toBe('Making inferences and referring to evidence in the text');
  });
});

describe('words of the year level', () => {
  it('says the same in plainer words for a young class and keeps the statement for an older one', () => {
    const statement = 'Determine the number of objects in a group and demonstrate understanding of counting.';
    expect(successCriteria(statement, { grade: 1 })).toEqual(['I can work out the number of objects in a group and show what I know about counting']);
    expect(successCriteria(statement, { grade: 7 })).toEqual(['I can determine the number of objects in a group and demonstrate understanding of counting']);
  });

  it('gives a young class the command and what it acts on, without the list of techniques', () => {
    const statement = 'Write narratives to develop real or imagined experiences or events using effective technique, descriptive details, and clear event sequences.';
    expect(successCriteria(statement, { grade: 3 })).toEqual(['I can write narratives to develop real or imagined experiences or events']);
    expect(learningIntention(statement, { grade: 3 })).toBe('We are learning to write narratives to develop real or imagined experiences or events.');
    expect(successCriteria(statement, { grade: 8 })).toEqual([
      'I can write narratives to develop real or imagined experiences or events using effective technique, descriptive details, and clear event sequences',
    ]);
  });

  it('keeps every number and symbol for a young class too', () => {
    expect(successCriteria('Recall multiplication and division facts for multiplication tables up to 12 × 12.', { grade: 2 })).toEqual([
      'I can recall multiplication and division facts for multiplication tables up to 12 × 12',
    ]);
  });
});
