import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { curriculumFrameworks, curriculumOutcomes } from '../db/schema.ts';
import { sortLevels } from './levels.ts';
import type { Market } from './types.ts';
import type { FrameworkOption, Outcome } from '../../src/contracts/curriculum.ts';

export type { Outcome, FrameworkOption };

const outcomeColumns = {
  code: curriculumOutcomes.code,
  shortCode: curriculumOutcomes.shortCode,
  framework: curriculumOutcomes.frameworkId,
  market: curriculumFrameworks.market,
  learningArea: curriculumOutcomes.learningArea,
  subject: curriculumOutcomes.subject,
  strand: curriculumOutcomes.strand,
  substrand: curriculumOutcomes.substrand,
  levels: curriculumOutcomes.levels,
  levelLabel: curriculumOutcomes.levelLabel,
  statement: curriculumOutcomes.statement,
  parentCode: curriculumOutcomes.parentCode,
};

function selectOutcomes(db: Database) {
  return db
    .select(outcomeColumns)
    .from(curriculumOutcomes)
    .innerJoin(curriculumFrameworks, eq(curriculumFrameworks.id, curriculumOutcomes.frameworkId));
}

/**
 * Outcomes for the given codes, with their elaborations, in the order asked, each once. A code may be the full official code
 * (CCSS.Math.Content.3.OA.A.1) or its short form (3.OA.A.1); codes that exist nowhere are left out, so a caller
 * compares lengths (or codes) to find unknown ones.
 */
export async function findOutcomesByCodes(db: Database, codes: string[]): Promise<Outcome[]> {
  const wanted = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ ...outcomeColumns, elaborations: curriculumOutcomes.elaborations })
    .from(curriculumOutcomes)
    .innerJoin(curriculumFrameworks, eq(curriculumFrameworks.id, curriculumOutcomes.frameworkId))
    .where(or(inArray(curriculumOutcomes.code, wanted), inArray(curriculumOutcomes.shortCode, wanted)));
  const byCode = new Map<string, Outcome>();
  for (const row of rows) {
    byCode.set(row.code, row);
    byCode.set(row.shortCode, row);
  }
  const result: Outcome[] = [];
  const seen = new Set<string>();
  for (const code of wanted) {
    const outcome = byCode.get(code);
    if (outcome && !seen.has(outcome.code)) {
      seen.add(outcome.code);
      result.push(outcome);
    }
  }
  return result;
}

export interface SearchOptions {
  market?: Market | undefined;
  framework?: string | undefined;
  /** A year level as teachers write it ("4", "Grade 4", "Year 4", "K", "F"); outcomes taught at that level only. */
  level?: string | undefined;
  limit?: number | undefined;
}

export interface RankedOutcome extends Outcome {
  rank: number;
}

export interface SearchFilters {
  market: boolean;
  framework: boolean;
  level: boolean;
}

/**
 * The search query, with placeholders (text, limit, market, framework, levels: the level and its equivalents). Statements holding every word come first,
 * then statements holding some of the words (ts_rank, normalised by length, flag 1); an exact code or short code,
 * in any case, ranks above both. The OR between the text search and the code match is served by the GIN index on
 * `search` and the expression indexes on lower(code) and lower(short_code).
 */
export function outcomeSearchQuery(db: Database, filters: SearchFilters) {
  const text = sql.placeholder('text');
  const all = sql`plainto_tsquery('english', ${text})`;
  const any = sql`replace(plainto_tsquery('english', ${text})::text, ' & ', ' | ')::tsquery`;
  const exact = sql`(lower(${curriculumOutcomes.code}) = lower(${text}) or lower(${curriculumOutcomes.shortCode}) = lower(${text}))`;
  const matchesAll = sql`(${curriculumOutcomes.search} @@ ${all})`;
  const rank = sql<number>`ts_rank(${curriculumOutcomes.search}, ${any}, 1)::float8`;
  const conditions: SQL[] = [sql`(${curriculumOutcomes.search} @@ ${any} or ${exact})`];
  if (filters.market) conditions.push(eq(curriculumFrameworks.market, sql.placeholder('market')));
  if (filters.framework) conditions.push(eq(curriculumOutcomes.frameworkId, sql.placeholder('framework')));
  if (filters.level) conditions.push(sql`${curriculumOutcomes.levels} && ${sql.placeholder('levels')}::text[]`);
  return db
    .select({ ...outcomeColumns, rank })
    .from(curriculumOutcomes)
    .innerJoin(curriculumFrameworks, eq(curriculumFrameworks.id, curriculumOutcomes.frameworkId))
    .where(and(...conditions))
    .orderBy(sql`${exact} desc`, sql`${matchesAll} desc`, sql`${rank} desc`, asc(curriculumOutcomes.frameworkId), asc(curriculumOutcomes.position))
    .limit(sql.placeholder('limit'));
}

/** One prepared statement per combination of filters: the SQL is built once, not per request. */
const prepareSearch = (db: Database, filters: SearchFilters) =>
  outcomeSearchQuery(db, filters).prepare(`search_outcomes${filters.market ? '_market' : ''}${filters.framework ? '_framework' : ''}${filters.level ? '_level' : ''}`);

type PreparedSearch = ReturnType<typeof prepareSearch>;
const preparedSearches = new WeakMap<Database, Map<string, PreparedSearch>>();

/**
 * Full-text search over the real statements (English stemming; statement text weighs more than headings), best
 * first: an exact code, then outcomes holding every word, then outcomes holding some of them, so a long query still
 * finds something.
 */
export async function searchOutcomes(db: Database, input: string, options: SearchOptions = {}): Promise<RankedOutcome[]> {
  const text = input.trim();
  if (!text) return [];
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const levels = options.level ? levelEquivalents(normaliseLevel(options.level)) : [];
  const filters: SearchFilters = { market: Boolean(options.market), framework: Boolean(options.framework), level: levels.length > 0 };
  const variant = `${filters.market}:${filters.framework}:${filters.level}`;
  let statements = preparedSearches.get(db);
  if (!statements) preparedSearches.set(db, (statements = new Map()));
  let statement = statements.get(variant);
  if (!statement) statements.set(variant, (statement = prepareSearch(db, filters)));
  const rows = await statement.execute({ text, limit, market: options.market ?? '', framework: options.framework ?? '', levels: toPgArray(levels) });
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** Text → level string: "3", "Year 3", "Grade 3", "K", "Kindergarten", "F", "Foundation". '' when not a level. */
export function normaliseLevel(value: string): string {
  const text = value.trim().toLowerCase();
  if (/^(k|kindergarten)$/.test(text)) return 'K';
  if (/^(f|foundation|foundation year|reception)$/.test(text)) return 'F';
  const match = /^(?:year|grade|yr|y)?\s*-?\s*(\d{1,2})$/.exec(text);
  return match ? String(Number(match[1])) : '';
}

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Outcomes of one framework narrowed by `subjectOrLevel`: a subject (its name or slug, any case: "Mathematics",
 * "design-and-technologies") or else a year level ("3", "Year 3", "K", "F"). An optional `level` narrows a subject
 * further. In the publisher's order. An unknown framework, subject or level gives an empty list.
 */
export async function listOutcomes(db: Database, framework: string, subjectOrLevel: string, level?: string): Promise<Outcome[]> {
  if (!framework || !subjectOrLevel) return [];
  const subjects = await db
    .selectDistinct({ subject: curriculumOutcomes.subject })
    .from(curriculumOutcomes)
    .where(eq(curriculumOutcomes.frameworkId, framework));
  const wanted = subjectOrLevel.trim().toLowerCase();
  const subject = subjects.find((s) => s.subject.toLowerCase() === wanted || slug(s.subject) === slug(wanted))?.subject;
  const filters: SQL[] = [eq(curriculumOutcomes.frameworkId, framework)];
  if (subject !== undefined) {
    filters.push(eq(curriculumOutcomes.subject, subject));
  }
  const levelFilter = subject !== undefined ? (level ? normaliseLevel(level) : undefined) : normaliseLevel(subjectOrLevel);
  if (levelFilter === '') return [];
  if (levelFilter) filters.push(sql`${curriculumOutcomes.levels} && ${toTextArray(levelEquivalents(levelFilter))}`);
  return selectOutcomes(db)
    .where(and(...filters))
    .orderBy(asc(curriculumOutcomes.position));
}

/** The US calls the first year K, Australia F: either level finds both. '' (not a level) gives none. */
export function levelEquivalents(level: string): string[] {
  if (!level) return [];
  return level === 'K' || level === 'F' ? ['K', 'F'] : [level];
}

/** A text array literal for a placeholder ("{K,F}"); levels hold only letters and digits, so nothing needs quoting. */
const toPgArray = (values: string[]) => `{${values.join(',')}}`;

function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Frameworks with their subjects and year levels, optionally for one market, in a stable order. */
export async function curriculumOptions(db: Database, market?: string): Promise<FrameworkOption[]> {
  const frameworks = await db
    .select()
    .from(curriculumFrameworks)
    .where(market ? eq(curriculumFrameworks.market, market) : undefined)
    .orderBy(asc(curriculumFrameworks.market), asc(curriculumFrameworks.id));
  if (frameworks.length === 0) return [];
  // Distinct level sets per subject are few (hundreds), so the grouping is done here rather than in SQL.
  const rows = await db
    .selectDistinct({
      framework: curriculumOutcomes.frameworkId,
      subject: curriculumOutcomes.subject,
      levels: curriculumOutcomes.levels,
    })
    .from(curriculumOutcomes)
    .where(
      inArray(
        curriculumOutcomes.frameworkId,
        frameworks.map((f) => f.id),
      ),
    );
  const firstPositions = await db
    .select({ framework: curriculumOutcomes.frameworkId, subject: curriculumOutcomes.subject, first: sql<number>`min(${curriculumOutcomes.position})::int` })
    .from(curriculumOutcomes)
    .groupBy(curriculumOutcomes.frameworkId, curriculumOutcomes.subject);
  const firstOf = new Map(firstPositions.map((r) => [`${r.framework}\u0000${r.subject}`, Number(r.first)]));
  return frameworks.map((f) => {
    const own = rows.filter((r) => r.framework === f.id);
    const bySubject = new Map<string, string[]>();
    for (const row of own) bySubject.set(row.subject, [...(bySubject.get(row.subject) ?? []), ...row.levels]);
    const order = (subject: string) => firstOf.get(`${f.id}\u0000${subject}`) ?? 0;
    return {
      id: f.id,
      market: f.market,
      title: f.title,
      licence: f.licence,
      licenceUrl: f.licenceUrl,
      attribution: f.attribution,
      officialCodes: f.officialCodes,
      outcomeCount: f.outcomeCount,
      subjects: [...bySubject]
        .sort((a, b) => order(a[0]) - order(b[0]))
        .map(([name, levels]) => ({ name, levels: sortLevels(levels) })),
      levels: sortLevels(own.flatMap((r) => r.levels)),
    };
  });
}

/** The lesson planner's port (server/domain/lessons.ts OutcomeLookup), backed by the curriculum tables. */
export function createOutcomeLookup(db: Database) {
  return {
    findByCodes: (codes: string[]) => findOutcomesByCodes(db, codes),
    search: (input: string, options?: SearchOptions) => searchOutcomes(db, input, options),
  };
}
