import { describe, expect, it } from 'vitest';
import { skillContent, skillFor } from '../../server/generation/content/skills/index.ts';
import { SKILLS } from '../../server/generation/content/skills/schema.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief, OutcomeRef } from '../../server/generation/types.ts';

/** Real outcomes of the curriculum seed, with the lessons teachers plan under them. */
const outcome = (code: string, statement: string, framework: string, subject: string): OutcomeRef => ({ code, statement, framework, subject }) as OutcomeRef;
const lesson = (subject: string, grade: number, topic: string, description: string) => ({ subject, grade, topic, description });

const FACT_OPINION = outcome('NC-EN-KS2-DISTINGUISH-STATEMENTS-FACT-OPINION', 'Distinguish between statements of fact and opinion.', 'en-nc', 'English');
const ACELA1517 = outcome('ACELA1517', 'Understand the uses of objective and subjective language and bias', 'au-v8', 'English');
const RI_8_2 = outcome(
  'CCSS.ELA-Literacy.RI.8.2',
  'Determine a central idea of a text and analyze its development over the course of the text, including its relationship to supporting ideas; provide an objective summary of the text.',
  'us-ccss-ela',
  'English Language Arts',
);
const W_4_3 = outcome(
  'CCSS.ELA-Literacy.W.4.3',
  'Write narratives to develop real or imagined experiences or events using effective technique, descriptive details, and clear event sequences.',
  'us-ccss-ela',
  'English Language Arts',
);
const RL_5_3 = outcome(
  'CCSS.ELA-Literacy.RL.5.3',
  'Compare and contrast two or more characters, settings, or events in a story or drama, drawing on specific details in the text (e.g., how characters interact).',
  'us-ccss-ela',
  'English Language Arts',
);
const SETTING_PLOT = outcome('NC-EN-KS3-STUDYING-SETTING-PLOT-CHARACTERISATION-EFFECTS', 'Studying setting, plot, and characterisation, and the effects of these.', 'en-nc', 'English');
const ACELT1611 = outcome(
  'ACELT1611',
  'Understand, interpret and experiment with sound devices and imagery, including simile, metaphor and personification, in narratives, shape poetry, songs, anthems and odes',
  'au-v8',
  'English',
);
const RL_7_5 = outcome('CCSS.ELA-Literacy.RL.7.5', "Analyze how a drama's or poem's form or structure (e.g., soliloquy, sonnet) contributes to its meaning", 'us-ccss-ela', 'English Language Arts');
const COMPASS_KS1 = outcome(
  'NC-GE-KS1-SIMPLE-COMPASS-DIRECTIONS-NORTH-SOUTH',
  'Use simple compass directions (North, South, East and West) and locational and directional language [for example, near and far; left and right], to describe the location of features and routes on a map.',
  'en-nc',
  'Geography',
);
const COMPASS_KS2 = outcome(
  'NC-GE-KS2-EIGHT-POINTS-COMPASS-FOUR-SIX',
  'Use the eight points of a compass, four and six-figure grid references, symbols and key (including the use of Ordnance Survey maps) to build their knowledge of the United Kingdom and the wider world.',
  'en-nc',
  'Geography',
);
const ACSHE119 = outcome('ACSHE119', 'Scientific knowledge has changed peoples’ understanding of the world and is refined as new evidence becomes available', 'au-v8', 'Science');
const ACSHE062 = outcome('ACSHE062', 'Science knowledge helps people to understand the effect of their actions', 'au-v8', 'Science');
const ACSHE157 = outcome(
  'ACSHE157',
  'Scientific understanding, including models and theories, is contestable and is refined over time through a process of review by the scientific community',
  'au-v8',
  'Science',
);
const MASTERY_KS2 = outcome(
  'NC-AD-KS2-IMPROVE-MASTERY-ART-DESIGN-TECHNIQUES',
  'To improve their mastery of art and design techniques, including drawing, painting and sculpture with a range of materials [for example, pencil, charcoal, paint, clay].',
  'en-nc',
  'Art and design',
);
const TECHNIQUES_KS1 = outcome(
  'NC-AD-KS1-WIDE-RANGE-ART-DESIGN-TECHNIQUES',
  'To develop a wide range of art and design techniques in using colour, pattern, texture, line, shape, form and space.',
  'en-nc',
  'Art and design',
);
const ACAVAM120 = outcome('ACAVAM120', 'Develop planning skills for art-making by exploring techniques and processes used by different artists', 'au-v8', 'Visual Arts');
const ACAVAR123 = outcome('ACAVAR123', 'Analyse how artists use visual conventions in artworks', 'au-v8', 'Visual Arts');
const ACTDIP030 = outcome(
  'ACTDIP030',
  'Implement and modify programs with user interfaces involving branching, iteration and functions in a general-purpose programming language',
  'au-v8',
  'Digital Technologies',
);
const TEXTUAL_KS3 = outcome(
  'NC-CO-KS3-TWO-MORE-PROGRAMMING-LANGUAGES-LEAST',
  'Use two or more programming languages, at least one of which is textual, to solve a variety of computational problems; make appropriate use of data structures [for example, lists, tables or arrays]; design and develop modular programs that use procedures or functions.',
  'en-nc',
  'Computing',
);

describe('the skill chosen for news and media texts', () => {
  it('sorts fact from opinion in a newspaper report, and reads two news articles for bias', () => {
    expect(skillFor(FACT_OPINION, lesson('English', 5, 'Fact or opinion?', 'Sorting sentences from a newspaper report on the new skate park into fact and opinion.'))?.id).toBe('news-and-media-texts');
    expect(skillFor(ACELA1517, lesson('English', 6, 'Comparing news articles', 'Two news articles about a new skate park and an opinion column: headline, bias and evidence.'))?.id).toBe('news-and-media-texts');
  });

  it('gives a mystery story no news content because its outcome asks for an objective summary', () => {
    expect(skillFor(RI_8_2, lesson('English Language Arts', 8, 'The Speckled Band', "Conan Doyle's The Speckled Band: the clues Holmes notices, and a summary of the case."))).toBeUndefined();
  });
});

describe('the skill chosen for narrative and character', () => {
  it('plans a narrative opening, and shows a character through actions and dialogue', () => {
    expect(skillFor(W_4_3, lesson('English Language Arts', 4, 'Narrative openings', 'Narrative openings: how an author introduces the main character, then students write their own opening.'))?.id).toBe(
      'narrative-and-character',
    );
    expect(skillFor(RL_5_3, lesson('English Language Arts', 5, 'Wilbur and Charlotte', "Comparing two characters in Charlotte's Web from what they do and say."))?.id).toBe('narrative-and-character');
  });

  it('takes a war poem under an outcome on plot and characterisation to poetry, not to narrative', () => {
    expect(skillFor(SETTING_PLOT, lesson('English', 7, 'Dulce et Decorum Est', "Wilfred Owen's 'Dulce et Decorum Est': imagery and the poet's attitude to war, annotated in pairs."))?.id).toBe('poetry');
  });
});

describe('the skill chosen for poetry', () => {
  it('reads a public-domain poem for its imagery and personification', () => {
    expect(skillFor(ACELT1611, lesson('English', 5, 'Who Has Seen the Wind?', "Christina Rossetti's poem 'Who Has Seen the Wind?': imagery and repetition, then students write their own verse."))?.id).toBe(
      'poetry',
    );
  });

  it('gives a lesson on a soliloquy no poetry content, though its outcome names poems', () => {
    expect(skillFor(RL_7_5, lesson('English Language Arts', 7, 'Macbeth, Act 1 Scene 7', "Macbeth's soliloquy and Lady Macbeth's persuasion; a conscience alley to finish."))).toBeUndefined();
  });

  it('quotes every poem with its author and date', () => {
    const poetry = SKILLS.find((s) => s.id === 'poetry')!;
    expect(poetry.sources.tennyson).toContain('“The Eagle” (first published 1851');
    expect(poetry.sources.rossetti).toContain('Sing-Song: A Nursery Rhyme Book (1872');
    expect(poetry.sources.stevenson).toContain('A Child’s Garden of Verses (1885');
    expect(poetry.sources.wordsworth).toContain('first published 1807');
    expect(poetry.sources.dickinson).toContain('first published 1891');
  });
});

describe('the skill chosen for map skills', () => {
  it('teaches compass directions in Year 1 and grid references in Year 4', () => {
    expect(skillFor(COMPASS_KS1, lesson('Geography', 1, 'Which way is north?', 'North, south, east and west in the playground, then on a map of the school.'))?.id).toBe('map-skills');
    expect(skillFor(COMPASS_KS2, lesson('Geography', 4, 'Map skills', 'Map skills: a compass rose, grid references and scale on an Ordnance Survey map of our town.'))?.id).toBe('map-skills');
  });

  it('computes its distances from the map’s scale', () => {
    const maps = SKILLS.find((s) => s.id === 'map-skills')!;
    // 6 cm at 1:25 000 is 150 000 cm; 7 cm at 1:50 000 is 350 000 cm.
    expect(maps.practice.find((p) => p.prompt.includes('6 cm apart'))?.answer).toBe('1.5 km (6 × 250 m = 1,500 m).');
    expect(maps.practice.find((p) => p.prompt.includes('measures 7 cm'))?.answer).toBe('3.5 km (7 × 500 m = 3,500 m).');
    expect(maps.practice.find((p) => p.prompt.includes('3 squares east and 2 squares north'))?.answer).toBe('3774 (34 + 3 = 37 along, 72 + 2 = 74 up).');
  });
});

describe('the skill chosen for science as a human endeavour', () => {
  it('traces how ideas changed with evidence, and the work of Marie Curie', () => {
    expect(skillFor(ACSHE119, lesson('Science', 7, 'How did ideas about disease change?', 'From bad air to germs: Semmelweis, Pasteur and Koch, on a timeline of the evidence.'))?.id).toBe(
      'science-as-a-human-endeavour',
    );
    expect(skillFor(ACSHE062, lesson('Science', 4, 'Marie Curie and radioactivity', "Science as a human endeavour: how Marie Curie's work on radioactivity changed medicine."))?.id).toBe(
      'science-as-a-human-endeavour',
    );
  });

  it('leaves a quadrat-sampling practical alone, though its outcome is about how theories are refined', () => {
    expect(skillFor(ACSHE157, lesson('Science', 9, 'Sampling an ecosystem', 'Quadrat sampling of plants on the school field and the effect of trampling.'))).toBeUndefined();
  });
});

describe('the skill chosen for making art', () => {
  it('takes the technique the lesson names: clay, perspective drawing, printing or colour mixing', () => {
    expect(skillFor(MASTERY_KS2, lesson('Art and design', 4, 'Clay pinch pots', 'Clay pinch pots: pinching, smoothing and adding texture with clay tools.'))?.id).toBe('clay-and-sculpture');
    expect(skillFor(ACAVAM120, lesson('Visual Arts', 8, 'One-point perspective', 'One-point perspective: drawing a hallway with a vanishing point and a horizon line.'))?.id).toBe('drawing-and-tone');
    expect(skillFor(TECHNIQUES_KS1, lesson('Art and design', 1, 'Printing with sponges and leaves', 'Printing with sponges and leaves: repeating patterns in primary colours.'))?.id).toBe('printmaking');
    expect(skillFor(TECHNIQUES_KS1, lesson('Art and design', 2, 'The colour wheel', 'The colour wheel: mixing secondary colours from red, yellow and blue poster paint.'))?.id).toBe('colour-and-painting');
  });

  it('keeps responding to an artwork for a lesson on reading a painting', () => {
    expect(skillFor(ACAVAR123, lesson('Visual Arts', 8, 'The Starry Night', "Van Gogh's The Starry Night: what the artist's choices mean to a viewer."))?.id).toBe('responding-to-artworks');
  });
});

describe('the skill chosen for Python', () => {
  it('teaches Python to a Year 7 class writing a guessing game, and to a KS3 class using a textual language', () => {
    expect(skillFor(ACTDIP030, lesson('Digital Technologies', 7, 'A guessing game in Python', 'Python: a number-guessing game with a while loop and random.randint.'))?.id).toBe('python-programming');
    expect(skillFor(TEXTUAL_KS3, lesson('Computing', 8, 'Input and output in Python', 'Our first text-based programs: print, input and variables.'))?.id).toBe('python-programming');
  });

  it('keeps a Scratch game with the visual programming skill', () => {
    expect(skillFor(ACTDIP030, lesson('Digital Technologies', 7, 'A maze game in Scratch', 'Scratch: a maze game with if-then blocks, a loop and a score variable.'))?.id).toBe('programming-control-structures');
  });
});

describe('a sequence of lessons on a new skill', () => {
  it('models a different worked example in each lesson of a two-lesson map-skills sequence', async () => {
    const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
    const plan = await generator.generateLessonPlan({
      title: 'Map skills',
      description: 'Map skills: a compass rose, grid references and scale on an Ordnance Survey map of our town. Over two 60-minute periods.',
      methodology: 'direct',
      yearLevel: 'Year 5',
      subject: 'Geography',
      durationMinutes: 120,
      outcomes: [COMPASS_KS2],
      slices: [],
    } as LessonBrief);
    const modelled = (lessonNumber: number) =>
      plan.phases.filter((p) => p.title.startsWith(`Lesson ${lessonNumber}:`)).flatMap((p) => (p.workedExample ? [p.workedExample.problem] : []));
    expect(modelled(1)[0]).toBe('Give the four-figure grid reference of the square with the church in it.');
    expect(modelled(2)[0]).toBe('How far is it on the ground between two points 6 cm apart on a 1:25 000 map?');
  });
});

describe('the worked example a lesson models first', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
  const firstModelled = async (brief: Partial<LessonBrief>) => {
    const plan = await generator.generateLessonPlan({ methodology: 'direct', durationMinutes: 60, slices: [], ...brief } as LessonBrief);
    return plan.phases.find((p) => p.workedExample)?.workedExample?.problem;
  };

  it('is the skill’s example the lesson names: Marie Curie’s work before the germ theory of disease', async () => {
    expect(
      await firstModelled({
        title: 'Marie Curie and radioactivity',
        description: "Science as a human endeavour: how Marie Curie's work on radioactivity changed medicine.",
        yearLevel: 'Year 6',
        subject: 'Science',
        outcomes: [ACSHE062],
      }),
    ).toBe('Explain how Marie Curie’s work changed science and people’s lives.');
  });

  it('is the pinch pot for a lesson on pinch pots, and the hallway for a lesson on perspective', async () => {
    expect(
      await firstModelled({ title: 'Clay pinch pots', description: 'Clay pinch pots: pinching, smoothing and adding texture with clay tools.', yearLevel: 'Year 4', subject: 'Art and design', outcomes: [MASTERY_KS2] }),
    ).toBe('Make a pinch pot with even walls.');
    expect(
      await firstModelled({
        title: 'One-point perspective',
        description: 'One-point perspective: drawing a hallway with a vanishing point and a horizon line.',
        yearLevel: 'Year 8',
        subject: 'Visual Arts',
        outcomes: [ACAVAM120],
      }),
    ).toBe('Draw a hallway in one-point perspective.');
  });

  it('puts the checks and practice that name the lesson’s subject first', () => {
    const context = { yearLevel: 'Year 6', grade: 6, subject: 'Science', topic: 'Marie Curie and radioactivity', description: "How Marie Curie's work on radioactivity changed medicine.", seed: 'curie' };
    const content = skillContent(ACSHE062, context);
    expect(content?.checks[0]?.prompt).toBe('What did Marie Curie and Pierre Curie discover in 1898, and what did she call the rays these elements give off?');
    expect(content?.practice[0]?.prompt).toBe('Which two Nobel Prizes did Marie Curie win, and when?');
  });
});
