import { describe, expect, it } from 'vitest';
import { FABLES, fableNamed } from '../../server/generation/content/skills/fables.ts';
import { skillFor } from '../../server/generation/content/skills/index.ts';
import { SKILLS } from '../../server/generation/content/skills/schema.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief, LessonPlan, OutcomeRef } from '../../server/generation/types.ts';

const outcome = (code: string, statement: string, framework: string, subject: string): OutcomeRef => ({ code, statement, framework, subject }) as OutcomeRef;

const RH_11_12_6 = outcome(
  'CCSS.ELA-Literacy.RH.11-12.6',
  "Evaluate authors' differing points of view on the same historical event or issue by assessing the authors' claims, reasoning, and evidence.",
  'us-ccss-ela',
  'History/Social Studies',
);
const ACELA1505 = outcome(
  'ACELA1505',
  'Understand that the starting point of a sentence gives prominence to the message in the text and allows for prediction of how the text will unfold',
  'au-v8-english',
  'English',
);
const L_5_4A = outcome('CCSS.ELA-Literacy.L.5.4a', 'Use context (e.g., cause/effect relationships and comparisons in text) as a clue to the meaning of a word or phrase.', 'us-ccss-ela', 'English Language Arts');
const ACTDEK033 = outcome(
  'ACTDEK033',
  'Analyse how characteristics and properties of food determine preparation techniques and presentation when designing solutions for healthy eating',
  'au-v8-tech',
  'Design and Technologies',
);
const ACSIS064 = outcome('ACSIS064', 'With guidance, plan and conduct scientific investigations to find answers to questions, considering the safety of others', 'au-v8-science', 'Science');
const WHST_9_10_2 = outcome(
  'CCSS.ELA-Literacy.WHST.9-10.2',
  'Write informative/explanatory texts, including the narration of historical events, scientific procedures/ experiments, or technical processes.',
  'us-ccss-ela',
  'History/Social Studies, Science, and Technical Subjects',
);

const lesson = (subject: string, grade: number, topic: string, description: string) => ({ subject, grade, topic, description });

describe('the skill a lesson practises', () => {
  it('every skill in skills.json loads with its facts cited and its checks answered', () => {
    // The schema refuses a file with an uncited fact or a choice item whose answer is not an option; this is the load.
    expect(SKILLS.length).toBeGreaterThanOrEqual(10);
    for (const skill of SKILLS) {
      for (const fact of skill.keyPoints) expect(Object.keys(skill.sources)).toContain(fact.source);
      for (const item of [...skill.checks, ...skill.practice]) expect(item.answer.trim().length).toBeGreaterThan(0);
    }
  });

  it('names the source work of a history lesson comparing two accounts', () => {
    const found = skillFor(RH_11_12_6, lesson('History', 12, 'Two accounts of the Boston Tea Party', "Comparing two accounts of the Boston Tea Party, a participant's memoir and a British newspaper."));
    expect(found?.id).toBe('historical-sources');
  });

  it('takes the primary history skill for a young class and the secondary one for an older class', () => {
    const objects = outcome('ACHASSK030', 'Differences and similarities between students’ daily lives and life during their parents’ and grandparents’ childhoods', 'au-v8-hass', 'History');
    expect(skillFor(objects, lesson('History', 1, 'Toys then and now', 'Looking at old photographs and a grandparent’s toy as sources.'))?.id).toBe('sources-of-the-past');
    expect(skillFor(RH_11_12_6, lesson('History', 8, 'Two accounts', 'Two sources on one event.'))?.id).toBe('historical-sources');
  });

  it('finds the fables skill from the teacher’s words even when the outcome does not name it', () => {
    expect(skillFor(ACELA1505, lesson('English', 5, 'What lesson does the fable teach?', "Aesop's The Lion and the Mouse: retell it with puppets."))?.id).toBe('fables-and-morals');
  });

  it('gives "English Language Arts" no art skill', () => {
    expect(skillFor(L_5_4A, lesson('English Language Arts', 5, 'Prefixes un-, re- and dis-', 'Words with prefixes and what they mean.'))).toBeUndefined();
  });

  it('gives a cooking practical no design-process content', () => {
    expect(skillFor(ACTDEK033, lesson('Food Technology', 8, 'Savoury muffins', 'Weighing ingredients on digital scales, the rubbing-in method, and testing with a skewer.'))).toBeUndefined();
  });

  it('pitches investigations by year: a fair test for Year 4, variables and hypotheses for Year 9', () => {
    expect(skillFor(ACSIS064, lesson('Science', 4, 'Paper helicopters: a fair test', 'Does the length of the wings change how long a paper helicopter takes to fall?'))?.id).toBe('fair-test');
    expect(skillFor(ACSIS064, lesson('Science', 9, 'Planning an investigation', 'Variables and a hypothesis for a pendulum investigation.'))?.id).toBe('scientific-investigation');
  });

  it('takes the subject the teacher typed, not a literacy outcome’s list of every subject', () => {
    expect(skillFor(WHST_9_10_2, lesson('Science', 10, 'Reading about the Perseverance rover', 'A news report on the rover, and a short explanation of how it landed.'))?.id).not.toBe('historical-sources');
  });

  it('leaves mathematics to its generators', () => {
    const maths = outcome('CCSS.Math.Content.6.RP.A.3', 'Use ratio and rate reasoning to solve real-world and mathematical problems.', 'us-ccss-math', 'Mathematics');
    expect(skillFor(maths, lesson('Mathematics', 6, 'Should we buy the big box?', 'Persuade the class which box is the better buy.'))).toBeUndefined();
  });
});

describe('the skills written for any topic of health, digital technologies, the early years, music, history, geography and work studies', () => {
  const health = (code: string, statement: string) => outcome(code, statement, 'au-v8-hpe', 'Health and Physical Education');
  const digital = (code: string, statement: string) => outcome(code, statement, 'au-v9-tech', 'Digital Technologies');
  const ACPPS002 = health('ACPPS002', 'Name parts of the body and describe how their body is growing and changing');
  const ACPMP032 = health('ACPMP032', 'Identify rules and fair play when participating in physical activities');
  const ACPPS017 = health('ACPPS017', 'Practise strategies they can use when they feel uncomfortable, unsafe or need help with a task, problem or situation');
  const ACPPS057 = health('ACPPS057', 'Recognise how media and important people in the community influence personal attitudes, beliefs, decisions and behaviours');
  const ACPPS095 = health('ACPPS095', 'Critically analyse and apply health information from a range of sources to health decisions and situations');
  const ACPPS036 = health('ACPPS036', 'Identify and practise strategies to promote health, safety and wellbeing');
  const AC9TDI2P07 = digital('AC9TDI2P07', 'discuss that some websites and apps store their personal data online');
  const ACTDIP012 = digital('ACTDIP012', 'Explain how student solutions and existing information systems meet common personal, school or community needs');
  const NC_KS1_DEBUG = outcome('NC-CO-KS1-CREATE-AND-DEBUG-SIMPLE-PROGRAMS', 'Create and debug simple programs.', 'uk-nc-computing', 'Computing');
  const NC_KS2_SOFTWARE = outcome(
    'NC-CO-KS2-SELECT-COMBINE-VARIETY-SOFTWARE-INTERNET',
    'Select, use and combine a variety of software (including internet services) on a range of digital devices to design and create a range of programs, systems and content that accomplish given goals.',
    'uk-nc-computing',
    'Computing',
  );
  const AC9TDI4P04 = digital('AC9TDI4P04', 'implement simple algorithms as visual programs involving control structures and input');
  const AC9TDI10P01 = digital('AC9TDI10P01', 'develop techniques to acquire, store and validate data from a range of sources using software, including spreadsheets and databases');
  const ACSIS057 = outcome('ACSIS057', 'Use a range of methods including tables and simple column graphs to represent data and to identify patterns and trends', 'au-v8-science', 'Science');
  const ACELA1451 = outcome('ACELA1451', 'Identify the parts of a simple sentence that represent ‘What’s happening?’, ‘What state is being described?’, ‘Who or what is involved?’ and the surrounding circumstances', 'au-v8-english', 'English');
  const ACELY1651 = outcome('ACELY1651', 'Create short texts to explore, record and report ideas and events using familiar words and beginning writing knowledge', 'au-v8-english', 'English');
  const NC_STAFF = outcome('NC-MU-KS2-STAFF-OTHER-MUSICAL-NOTATIONS', 'Use and understand staff and other musical notations.', 'uk-nc-music', 'Music');
  const NC_COMPOSE = outcome('NC-MU-KS2-IMPROVISE-COMPOSE-MUSIC-RANGE-PURPOSES', 'Improvise and compose music for a range of purposes using the inter-related dimensions of music.', 'uk-nc-music', 'Music');
  const ACDSEH007 = outcome('ACDSEH007', 'The way of life in Viking society (social, cultural, economic and political features) and the roles and relationships of different groups in society', 'au-v8-history', 'History');
  const NC_KS3_SOCIETY = outcome('NC-HI-KS3-ONE-STUDY-SIGNIFICANT-SOCIETY-ISSUE', 'At least one study of a significant society or issue in world history and its interconnections with other world developments.', 'uk-nc-history', 'History');
  const ACHGS075 = outcome('ACHGS075', 'Represent spatial distribution of geographical phenomena by constructing special purpose maps that conform to cartographic conventions, using spatial technologies as appropriate', 'au-v8-geography', 'Geography');
  const ACWSCL009 = outcome('ACWSCL009', 'Explain the importance of teamwork and collaboration in school, community and work-related contexts', 'au-v8-work-studies', 'Work Studies');
  const ACWSCL017 = outcome('ACWSCL017', 'Investigate formal and informal recruitment processes', 'au-v8-work-studies', 'Work Studies');

  it('names feelings in a lesson about feelings, and not in a PE lesson about rules', () => {
    expect(skillFor(ACPPS002, lesson('Health and Physical Education', 0, 'Naming our feelings', 'Feelings: naming emotions with a feelings wheel and the picture book The Colour Monster.'))?.id).toBe('naming-feelings');
    expect(skillFor(ACPMP032, lesson('Health and Physical Education', 1, 'Games with rules', 'Simple games with rules: Stuck in the Mud and a parachute game in the hall.'))).toBeUndefined();
  });

  it('teaches early warning signs and trusted adults for staying safe, but not for sun safety', () => {
    expect(skillFor(ACPPS017, lesson('Health', 1, 'Staying safe', "Staying safe: our safety network hand of five trusted adults, and practising 'No, go, tell'."))?.id).toBe('staying-safe');
    expect(skillFor(ACPPS017, lesson('Health', 1, 'Sun safety', 'Sun safety: Slip, Slop, Slap, Seek, Slide, and reading the UV index on the weather app.'))).toBeUndefined();
  });

  it('takes the national definition of bullying for friendships and bullying, and not for respectful relationships and consent', () => {
    expect(skillFor(ACPPS057, lesson('Health', 4, 'Friendships and bullying', 'Friendships and bullying: role-play scenarios from the playground and what an upstander does.'))?.id).toBe('friendships-and-bullying');
    expect(skillFor(ACPPS057, lesson('Health', 9, 'Respectful relationships', "Respectful relationships: consent scenarios discussed in small groups with a 'stop, think, respond' card."))?.id).not.toBe('friendships-and-bullying');
  });

  it('teaches help-seeking to a secondary class, and not to a class managing exam stress with box breathing', () => {
    expect(skillFor(ACPPS095, lesson('Health', 9, 'Where can young people get help?', 'Seeking help: Kids Helpline and headspace, and writing a help-seeking plan for a friend.'))?.id).toBe('help-seeking');
    expect(skillFor(ACPPS095, lesson('Health', 10, 'Managing stress', 'Managing stress before exams: box breathing and the five ways to wellbeing.'))).toBeUndefined();
  });

  it('sorts the five food groups for a healthy lunch box, and leaves a health-claims lesson alone', () => {
    expect(skillFor(ACPPS036, lesson('Health', 3, 'Healthy lunch boxes', 'Healthy eating: the Australian Guide to Healthy Eating and a healthy lunch box for a week.'))?.id).toBe('healthy-eating');
    expect(skillFor(ACPPS036, lesson('Health', 3, 'Road safety', 'Road safety: Stop, Look, Listen, Think at the crossing outside the school.'))).toBeUndefined();
  });

  it('keeps personal information private for a young class, and makes passphrases for an older one', () => {
    expect(skillFor(AC9TDI2P07, lesson('Digital Technologies', 1, 'What is OK to share online?', 'Keeping personal information private: sorting cards into OK to share online (favourite colour) and not OK (home address).'))?.id).toBe(
      'personal-information-online',
    );
    expect(skillFor(ACTDIP012, lesson('Digital Technologies', 3, 'Strong passphrases', 'Strong passphrases: three random words, and why re-using a password is risky.'))?.id).toBe('passwords-and-accounts');
    expect(skillFor(ACTDIP012, lesson('Digital Technologies', 3, 'Binary numbers', 'Binary numbers with binary cards: convert 13 and 22 to binary, then 10110 back to a number.'))).toBeUndefined();
  });

  it('programs a floor robot in the early years, but gives a micro:bit lesson no floor-robot content', () => {
    expect(skillFor(NC_KS1_DEBUG, lesson('Computing', 1, 'Programming a Bee-Bot', 'Programming a Bee-Bot to reach the library on a grid mat: forward, turn left, turn right.'))?.id).toBe('algorithms-and-robots');
    expect(skillFor(NC_KS2_SOFTWARE, lesson('Computing', 2, 'A micro:bit step counter', 'A micro:bit step counter: the accelerometer as an input and the LED display as an output.'))).toBeUndefined();
  });

  it('teaches sequence, selection and repetition for a Scratch game, and spreadsheets for a spreadsheet lesson', () => {
    expect(skillFor(AC9TDI4P04, lesson('Digital Technologies', 2, 'A maze game in Scratch', 'Scratch: a maze game with if-then blocks and a score variable.'))?.id).toBe('programming-control-structures');
    expect(skillFor(AC9TDI10P01, lesson('Digital Technologies', 8, 'Spreadsheets', "Spreadsheets: SUM, AVERAGE and a chart from the class's survey data."))?.id).toBe('spreadsheets');
    const ACTDIP026 = digital('ACTDIP026', 'Analyse and visualise data using a range of software to create information, and use structured data to model objects or events');
    expect(skillFor(ACTDIP026, lesson('Digital Technologies', 8, 'How a packet travels', 'Networks: how a packet travels, acted out as a human network, then traceroute on a school computer.'))).toBeUndefined();
  });

  it('observes like a scientist in an observation lesson, and not in a lesson on melting ice', () => {
    expect(skillFor(ACSIS057, lesson('Science', 2, 'Observing like a scientist', 'Observing like a scientist: a mystery box of objects, described with a hand lens and recorded in a table.'))?.id).toBe('observing-in-science');
    expect(skillFor(ACSIS057, lesson('Science', 4, 'Melting ice', 'Melting ice cubes on a plate, on foil and in a hand: which melts fastest? Timed with stopwatches.'))?.id).not.toBe('observing-in-science');
  });

  it('writes a first sentence and retells a story in the early years, but not a sentence-combining lesson in Year 6', () => {
    expect(skillFor(ACELA1451, lesson('English', 1, 'Writing a sentence about our weekend', "Writing a sentence about our weekend with a capital letter and a full stop, using the sentence frame 'On the weekend I …'."))?.id).toBe(
      'writing-a-sentence',
    );
    expect(skillFor(ACELY1651, lesson('English', 0, 'Retelling The Three Little Pigs', 'Retelling The Three Little Pigs with story props and a story map: beginning, middle and end.'))?.id).toBe('retelling-stories');
    expect(skillFor(ACELA1451, lesson('English', 5, 'Making sentences longer with conjunctions', 'Joining sentences with because, although and when; students rewrite five short sentences.'))).toBeUndefined();
  });

  it('reads notation on the recorder and composes with ostinatos, but gives a ground-bass lesson no body percussion', () => {
    expect(skillFor(NC_STAFF, lesson('Music', 3, 'Recorders: B, A and G', "Recorders: the notes B, A and G in 'Hot Cross Buns', reading simple notation."))?.id).toBe('recorder-and-notation');
    expect(skillFor(NC_COMPOSE, lesson('Music', 3, 'Body percussion', 'Body percussion: a 4-beat ostinato of clap, stamp, click, pat, layered in groups.'))?.id).toBe('composing-with-patterns');
    expect(skillFor(NC_COMPOSE, lesson('Music', 6, 'Composing over a ground bass', "Composing over a ground bass: Pachelbel's Canon in D and its chord progression."))?.id).not.toBe('composing-with-patterns');
  });

  it('studies a past society, but not a battle', () => {
    expect(skillFor(ACDSEH007, lesson('History', 8, 'The Vikings', 'The Vikings: the raid on Lindisfarne (793) from the Anglo-Saxon Chronicle, and a model of a longship.'))?.id).toBe('past-societies');
    expect(skillFor(NC_KS3_SOCIETY, lesson('History', 8, 'The Battle of the Somme', 'The Battle of the Somme (1916): a trench map and a soldier’s letter home.'))?.id).not.toBe('past-societies');
  });

  it('runs a geographical inquiry for fieldwork, and not for a case study of a volcano', () => {
    expect(skillFor(ACHGS075, lesson('Geography', 9, 'Litter on the school grounds', 'Geographical inquiry: a survey of litter on the school grounds, mapped and graphed.'))?.id).toBe('geographical-fieldwork');
    expect(skillFor(ACHGS075, lesson('Geography', 9, 'Mount St Helens', 'Volcanoes: the 1980 eruption of Mount St Helens, with before-and-after photos and a cross-section diagram.'))).toBeUndefined();
  });

  it('teaches teamwork and job interviews in work studies, and not an interview with a grandparent in HASS', () => {
    expect(skillFor(ACWSCL009, lesson('Work Studies', 8, 'Teamwork at work', 'Teamwork at work: the Marshmallow Challenge in teams of four, then reflecting on roles.'))?.id).toBe('teamwork');
    expect(skillFor(ACWSCL017, lesson('Work Studies', 8, 'Job interviews', 'Job interview role-play using the STAR method, with peer feedback cards.'))?.id).toBe('job-interviews');
    const ACHASSK030 = outcome('ACHASSK030', 'Differences and similarities between students’ daily lives and life during their parents’ and grandparents’ childhoods', 'au-v8-hass', 'HASS');
    expect(skillFor(ACHASSK030, lesson('HASS', 1, 'An interview with Grandma', 'An interview with a grandparent about school when they were young.'))?.id).not.toBe('job-interviews');
  });
});

describe('fables the teacher names', () => {
  it('recognises a fable by any of its usual names, with straight or curly apostrophes', () => {
    expect(fableNamed("Aesop's The Lion and the Mouse: what lesson does it teach?")?.title).toBe('The Lion and the Mouse');
    expect(fableNamed('Why does the Tortoise win? The Tortoise and the Hare')?.moral).toBe('Plodding wins the race (slow and steady wins the race).');
    expect(fableNamed('The boy who cried wolf’s lie')?.moral).toBe('A liar will not be believed, even when he speaks the truth.');
    expect(fableNamed('A lesson about lions and mice')).toBeUndefined();
  });

  it('every fable has a moral, a choice and its result', () => {
    expect(FABLES.length).toBeGreaterThanOrEqual(10);
    for (const fable of FABLES) expect([fable.moral, fable.choice, fable.result].every((t) => t.length > 10)).toBe(true);
  });
});

const planText = (plan: LessonPlan) => JSON.stringify(plan);

describe('a plan with a skill', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
  const brief = (over: Partial<LessonBrief>): LessonBrief =>
    ({ methodology: 'direct', yearLevel: 'Grade 12', subject: 'History', durationMinutes: 60, slices: [], ...over }) as LessonBrief;

  it('teaches sourcing and corroboration in a lesson comparing two accounts, and asks the teacher only for the sources', async () => {
    const plan = await generator.generateLessonPlan(
      brief({ title: 'Two accounts of the Boston Tea Party', description: "Comparing two accounts of the Boston Tea Party, a participant's memoir and a British newspaper.", outcomes: [RH_11_12_6] }),
    );
    expect(plan.keyLearningPoints?.some((p) => p.includes('(sourcing)'))).toBe(true);
    expect(plan.keyLearningPoints?.some((p) => p.includes('(corroboration)'))).toBe(true);
    expect(plan.misconceptions?.map((m) => m.misconception)).toContain('A primary source is true because its author was there.');
    expect(plan.contentSupply?.keyLearningPoints).toBeUndefined();
    expect(plan.contentSupply?.misconceptions).toBeUndefined();
  });

  it('models a skill’s worked example step by step, and asks the teacher for no key points or misconceptions', async () => {
    const staying = outcome('ACPPS017', 'Practise strategies they can use when they feel uncomfortable, unsafe or need help with a task, problem or situation', 'au-v8-hpe', 'Health');
    const plan = await generator.generateLessonPlan(
      brief({ title: 'Staying safe', description: "Staying safe: our safety network hand of five trusted adults, and practising 'No, go, tell'.", yearLevel: 'Year 2', subject: 'Health', outcomes: [staying] }),
    );
    const examples = plan.phases.flatMap((p) => (p.workedExample ? [p.workedExample] : []));
    expect(examples[0]?.answer).toBe('Mia says no, goes to her grown-up and tells them (No, go, tell).');
    expect(plan.keyLearningPoints).toContain('We all have the right to feel safe, all of the time.');
    expect(plan.contentSupply?.keyLearningPoints).toBeUndefined();
    expect(plan.contentSupply?.misconceptions).toBeUndefined();
  });

  it('works out the moral of the fable the teacher names, and sets whole-sentence tasks as they are written', async () => {
    const plan = await generator.generateLessonPlan(
      brief({
        title: 'What lesson does the fable teach?',
        description: "Aesop's The Lion and the Mouse: retell it with puppets. Over two 60-minute periods.",
        yearLevel: 'Year 5',
        subject: 'English',
        durationMinutes: 120,
        outcomes: [ACELA1505],
      }),
    );
    const examples = plan.phases.flatMap((p) => (p.workedExample ? [p.workedExample] : []));
    expect(examples[0]?.problem).toBe('Work out the moral of “The Lion and the Mouse”.');
    expect(examples[0]?.answer).toBe('Little friends may prove great friends.');
    // A whole instruction is not wrapped in another sentence ("Set Moral match: … story., from ones like the model").
    expect(planText(plan)).not.toMatch(/\.,/);
  });
});

describe('skills that name a country’s own services', () => {
  it('gives Australian helplines to an Australian outcome only', () => {
    const bullying = outcome('ACPPS055', 'Investigate the benefits of relationships and examine their impact on their own and others’ health and wellbeing', 'au-v8', 'Health and Physical Education');
    const context = lesson('Health', 5, 'Friendships and bullying', 'What bullying is, and what an upstander does.');
    expect(skillFor(bullying, context)?.id).toBe('friendships-and-bullying');
    expect(skillFor({ ...bullying, framework: 'en-nc' } as OutcomeRef, context)).toBeUndefined();
  });
});


describe('a plan cites each source once', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
  const ACAVAM121 = outcome('ACAVAM121', 'Practise techniques and processes to enhance representation of ideas in their art-making', 'au-v8-arts', 'Visual Arts');
  const STUDIO = 'Studio printmaking practice: in a relief print the raised surface takes the ink and prints in reverse; ink rolled thinly with a brayer; repeat patterns made by printing the same block again; lino cut with the blade moving away from the body, using a bench hook.';

  it('gives the first misconception from a source the whole citation, and the others from it its short name', async () => {
    const plan = await generator.generateLessonPlan({
      title: 'Lino printing',
      description: 'Lino printing: design, cut and print a repeat pattern.',
      methodology: 'direct',
      yearLevel: 'Year 8',
      subject: 'Visual Arts',
      durationMinutes: 60,
      outcomes: [ACAVAM121],
      slices: [],
    });
    expect(plan.misconceptions?.map((m) => m.source)).toEqual([STUDIO, 'Studio printmaking practice, as above', 'Studio printmaking practice, as above']);
  });
});

describe('printmaking by age', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
  const ACAVAM107 = outcome('ACAVAM107', 'Use and experiment with different materials, techniques, technologies and processes to make artworks', 'au-v8-arts', 'Visual Arts');
  const ACAVAM121 = outcome('ACAVAM121', 'Practise techniques and processes to enhance representation of ideas in their art-making', 'au-v8-arts', 'Visual Arts');
  const printing = (yearLevel: string, over: Partial<LessonBrief> = {}) =>
    generator.generateLessonPlan({
      title: 'Printing repeating patterns',
      description: 'Printing with sponges and leaves: repeating patterns in primary colours.',
      methodology: 'direct',
      yearLevel,
      subject: 'Visual Arts',
      durationMinutes: 60,
      outcomes: [ACAVAM107],
      slices: [],
      ...over,
    });
  /** What the class is taught and asked, leaving out the citations of where it comes from. */
  const taught = (p: LessonPlan) =>
    [
      ...(p.keyLearningPoints ?? []),
      ...(p.misconceptions ?? []).flatMap((m) => [m.misconception, m.response]),
      ...(p.keywords ?? []).map((k) => `${k.term}: ${k.definition}`),
      ...[...(p.starterCheck ?? []), ...(p.exitCheck ?? [])].flatMap((c) => [c.prompt, c.answer]),
      ...p.phases.flatMap((x) => [
        ...x.teacherActions,
        ...x.studentActions,
        ...(x.explanation ?? []),
        ...x.resources,
        ...(x.safety ?? []),
        ...[...(x.check ?? []), ...(x.practice ?? [])].flatMap((c) => [c.prompt, c.answer]),
        ...(x.workedExample ? [x.workedExample.problem, ...x.workedExample.steps] : []),
      ]),
    ].join('\n');

  it.each(['Foundation', 'Year 1', 'Year 2'])('%s prints with leaves, sponges and stamps, and carves nothing', async (yearLevel) => {
    // Before, a Year 1 class was told to carve lino and asked how to "carve CAT" backwards.
    const text = taught(await printing(yearLevel));
    expect(text).not.toMatch(/\bcarv|\blino|\bcut\b|brayer|mirror image|bench hook|blade/i);
    expect(text).toContain('Press a painted leaf, sponge or stamp onto paper and lift it off: its shape and texture are printed.');
  });

  it('keeps carving lino, and its safety, for an older class', async () => {
    const text = taught(await printing('Year 8', { title: 'Lino printing', description: 'Lino printing: design, cut and print a repeat pattern.', outcomes: [ACAVAM121] }));
    expect(text).toContain('You want the word CAT on your print. How do you carve it?');
    expect(text).toContain('Lino and carving tools: always cut away from your body, keep your other hand behind the blade, and use a bench hook; older students only, with an adult watching.');
  });
});
