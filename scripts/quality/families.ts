import type { SeedOutcome } from '../../server/curriculum/types.ts';
import type { Random } from './random.ts';

/**
 * How the sampled briefs group the seed's ~80 subjects: a subject family for stratifying the sample (every framework
 * and family the seed has is drawn), a content area whose pool of real content the brief names, the subject and the
 * year level as a teacher of that framework types them.
 */

export const FAMILIES = ['mathematics', 'english', 'science', 'humanities', 'health-pe', 'languages', 'arts', 'design', 'computing', 'work-studies'] as const;
export type Family = (typeof FAMILIES)[number];

/** The content pools (scripts/quality/pools/*.json) are keyed by these areas. */
export const AREAS = [
  'maths',
  'english',
  'science',
  'history',
  'geography',
  'civics',
  'economics',
  'pe',
  'health',
  'languages',
  'visual-arts',
  'music',
  'dance',
  'drama',
  'media-arts',
  'design',
  'food',
  'computing',
  'work-studies',
] as const;
export type Area = (typeof AREAS)[number];

export const BANDS = ['early', 'primary', 'secondary'] as const;
export type Band = (typeof BANDS)[number];

const FAMILY_BY_LEARNING_AREA: Record<string, Family> = {
  Mathematics: 'mathematics',
  English: 'english',
  'English Language Arts & Literacy': 'english',
  Science: 'science',
  'The Sciences': 'science',
  'Humanities and Social Sciences': 'humanities',
  History: 'humanities',
  Geography: 'humanities',
  Citizenship: 'humanities',
  'Health and Physical Education': 'health-pe',
  'Physical education': 'health-pe',
  Languages: 'languages',
  'The Arts': 'arts',
  'Art and design': 'arts',
  Music: 'arts',
  'Design and technology': 'design',
  Computing: 'computing',
  'Work Studies': 'work-studies',
};

export function familyOf(o: SeedOutcome): Family {
  if (o.learningArea === 'Technologies') return o.subject === 'Digital Technologies' ? 'computing' : 'design';
  const family = FAMILY_BY_LEARNING_AREA[o.learningArea];
  if (!family) throw new Error(`No subject family for the learning area "${o.learningArea}" (${o.code}).`);
  return family;
}

const HUMANITIES_AREA: [RegExp, Area][] = [
  [/^history$/i, 'history'],
  [/^geography$/i, 'geography'],
  [/^civics|citizenship/i, 'civics'],
  [/^economics/i, 'economics'],
];
const ARTS_AREA: Record<string, Area> = { Dance: 'dance', Drama: 'drama', 'Media Arts': 'media-arts', Music: 'music', 'Visual Arts': 'visual-arts', 'Art and design': 'visual-arts' };

/** The content area whose pool a brief for this outcome draws from; a HASS skill outcome takes history or geography. */
export function areaOf(o: SeedOutcome, random: Random): Area {
  switch (familyOf(o)) {
    case 'mathematics':
      return 'maths';
    case 'english':
      if (/History/.test(o.strand) && /Science/.test(o.strand)) return random.pick(['history', 'science'] as const);
      if (/History/.test(o.strand)) return 'history';
      if (/Science/.test(o.strand)) return 'science';
      return 'english';
    case 'science':
      return 'science';
    case 'humanities': {
      const name = o.subject === 'HASS' ? o.substrand : o.subject;
      return HUMANITIES_AREA.find(([pattern]) => pattern.test(name))?.[1] ?? random.pick(['history', 'geography'] as const);
    }
    case 'health-pe':
      // England's PE is all movement; Australia's subject has a movement strand and a personal and community health one.
      return o.framework === 'en-nc' || /movement/i.test(o.strand) ? 'pe' : 'health';
    case 'languages':
      return 'languages';
    case 'arts':
      return ARTS_AREA[o.subject] ?? 'visual-arts';
    case 'design':
      return /food/i.test(`${o.subject} ${o.substrand} ${o.statement}`) ? 'food' : 'design';
    case 'computing':
      return 'computing';
    case 'work-studies':
      return 'work-studies';
  }
}

/** The modern languages England's schools teach most; the seed's England languages outcomes name none. */
const ENGLAND_LANGUAGES = ['French', 'Spanish', 'German'] as const;

/** The language a languages outcome is for: "French — Years F–10 Sequence" is French, a framework names its language. */
export function languageOf(o: SeedOutcome, random: Random): string {
  if (o.framework === 'en-nc') return random.pick(ENGLAND_LANGUAGES);
  if (/Aboriginal Languages/.test(o.subject)) return 'Aboriginal Languages';
  const classical = /Classical Languages — ([^—]+) —/.exec(o.subject);
  if (classical) return classical[1]!.trim();
  return o.subject.split('—')[0]!.trim();
}

/** The subject as a teacher types it into the brief. */
export function subjectLabel(o: SeedOutcome, area: Area, language: string | undefined, random: Random): string {
  if (language) return language;
  switch (area) {
    case 'pe':
      return o.framework === 'en-nc' ? 'PE' : random.pick(['PE', 'Health and Physical Education']);
    case 'health':
      return random.pick(['Health', 'Health and Physical Education']);
    case 'food':
      return o.framework === 'en-nc' ? 'Food and nutrition' : random.pick(['Food Technology', 'Design and Technologies']);
    case 'history':
    case 'science':
      if (o.learningArea === 'English Language Arts & Literacy') return area === 'history' ? 'History' : 'Science';
      break;
    default:
      break;
  }
  if (o.subject === 'English Language Arts') return random.pick(['ELA', 'English Language Arts']);
  return o.subject;
}

/** A year level in the framework's own style, the US grade (the reading-level scale) it corresponds to, and its band. */
export interface YearLevel {
  label: string;
  grade: number;
  band: Band;
}

/** England's key stages as the engine reads them (KS3 is pitched at grade 7), matching the fixed briefs. */
const KEY_STAGE_GRADE = [0, 1, 4, 7, 9] as const;

export function yearLevelOf(o: SeedOutcome, random: Random): YearLevel {
  const level = random.pick(o.levels);
  const first = level === 'F' || level === 'K';
  const n = first ? 0 : Number(level);
  const band = bandOf(o.framework, n);
  if (o.framework === 'en-nc') {
    const stage = /^Key Stage (\d)/.exec(o.levelLabel);
    if (stage && random.chance(0.5)) return { label: `KS${stage[1]}`, grade: KEY_STAGE_GRADE[Number(stage[1])] ?? 7, band };
    // England numbers its years from Reception, one ahead of the US grade and the Australian year.
    return { label: `Year ${n}`, grade: Math.max(0, n - 1), band };
  }
  if (o.framework.startsWith('us-')) return first ? { label: random.pick(['Kindergarten', 'K']), grade: 0, band } : { label: `Grade ${n}`, grade: n, band };
  return first ? { label: 'Foundation', grade: 0, band } : { label: `Year ${n}`, grade: n, band };
}

/**
 * The school stage of a year in the framework's own numbering: the first three years are early years everywhere
 * (Foundation–Year 2, K–Grade 2, England's Key Stage 1); secondary content starts in US middle school (Grade 6) and
 * in Year 7 in Australia and England.
 */
export function bandOf(framework: string, year: number): Band {
  const secondaryFrom = framework.startsWith('us-') ? 6 : 7;
  return year < 3 ? 'early' : year < secondaryFrom ? 'primary' : 'secondary';
}

/** Foundation, Kindergarten and Year 1 (England's Years 1 and 2): talk, play, objects and pictures, no written definitions. */
export const EARLY_YEARS_MAX_GRADE = 1;
