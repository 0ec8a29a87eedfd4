import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { curriculumFrameworks, curriculumOutcomes } from '../db/schema.ts';
import { sortLevels } from './levels.ts';
import type { Market } from './types.ts';
import { normaliseLevel, type FrameworkOption, type Outcome } from '../../src/contracts/curriculum.ts';

export type { Outcome, FrameworkOption };
export { normaliseLevel };

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

/** At most this many of the input's words are searched for: a pasted paragraph is searched by its rarest words. */
export const MAX_SEARCH_TERMS = 16;
/** More known words than this and the input is pasted text rather than typed words: rarer words then weigh more. */
export const TYPED_TERMS = 8;
/**
 * The "some of the words" tier takes the rarest words until the outcomes holding them would pass this many (the
 * rarest word is always taken). Ranking is the cost of a search; this bounds how many outcomes are ranked, whatever
 * the input, while the two or three words teachers type (each in at most a few hundred outcomes) are all taken.
 */
export const CANDIDATE_BUDGET = 2000;
/**
 * The same for pasted text: its rarer words weigh most in ranking, so outcomes holding only its common words would
 * come last anyway, and a paragraph costs no more than a common word typed alone.
 */
export const PASTED_CANDIDATE_BUDGET = 500;

/** The words a search uses, stemmed as the outcomes' search vectors are, and how many outcomes hold them at most. */
export interface SearchTerms {
  /** An outcome holding all of these ranks above those holding only some (the rarest MAX_SEARCH_TERMS words). */
  every: string[];
  /** Outcomes holding any of these are ranked: the rarest words, within CANDIDATE_BUDGET (PASTED_CANDIDATE_BUDGET). */
  some: string[];
  /** How many outcomes hold one of `some` at most: the number ranked (an exact code adds one). */
  candidates: number;
  /**
   * For pasted text (more than TYPED_TERMS known words), what each of `every` weighs in ranking: log(outcomes /
   * outcomes holding it), so the outcomes holding the text's rarer words come first. Empty for typed words, which
   * ts_rank orders alone.
   */
  weights: number[];
}

/**
 * Chooses the words to search for from the input's stemmed words, given how many outcomes hold each (of `outcomes`):
 * words no outcome holds are left out (they cannot match), the rarest first (they say most about what is wanted), at
 * most MAX_SEARCH_TERMS of them; the "some of the words" tier stops before the outcomes to rank would pass
 * CANDIDATE_BUDGET (PASTED_CANDIDATE_BUDGET for pasted text).
 */
export function chooseSearchTerms(words: string[], outcomesHolding: (word: string) => number, outcomes: number): SearchTerms {
  const known = [...new Set(words)].filter((word) => outcomesHolding(word) > 0);
  const every = known
    .map((word, order) => ({ word, order, count: outcomesHolding(word) }))
    .sort((a, b) => a.count - b.count || a.order - b.order)
    .slice(0, MAX_SEARCH_TERMS);
  const pasted = known.length > TYPED_TERMS;
  const budget = pasted ? PASTED_CANDIDATE_BUDGET : CANDIDATE_BUDGET;
  const some: string[] = [];
  let candidates = 0;
  for (const { word, count } of every) {
    if (some.length > 0 && candidates + count > budget) break;
    some.push(word);
    candidates += count;
  }
  const weights = pasted ? every.map(({ count }) => Math.log(Math.max(outcomes, count) / count)) : [];
  return { every: every.map((t) => t.word), some, candidates, weights };
}

/** Words as tsquery text: each quoted (quotes and backslashes escaped), joined by `operator`. */
const tsqueryOf = (words: string[], operator: '&' | '|') => words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(` ${operator} `);

/**
 * How many outcomes hold each stemmed word, read once per database from the outcomes' search vectors and read again
 * after the curriculum is loaded (forgetOutcomeSearches). The curriculum is the bundled data, the same for every
 * server of one release, so a copy per process stays right.
 */
const wordCounts = new WeakMap<Database, Promise<{ outcomes: number; holding: Map<string, number> }>>();

function outcomeWordCounts(db: Database): Promise<{ outcomes: number; holding: Map<string, number> }> {
  let counts = wordCounts.get(db);
  if (!counts) {
    counts = Promise.all([
      db.execute<{ word: string; ndoc: number }>(sql`select word, ndoc from ts_stat('select search from curriculum_outcomes')`),
      db.execute<{ n: number }>(sql`select count(*)::int as n from ${curriculumOutcomes}`),
    ]).then(([words, total]) => ({ outcomes: Number(total.rows[0]?.n ?? 0), holding: new Map(words.rows.map((row) => [row.word, Number(row.ndoc)])) }));
    counts.catch(() => wordCounts.delete(db));
    wordCounts.set(db, counts);
  }
  return counts;
}

/** The stemmed words of an input, as the English text search configuration reads them. */
async function stemmedWords(db: Database, input: string): Promise<string[]> {
  const result = await db.execute<{ word: string }>(sql`select word from unnest(tsvector_to_array(to_tsvector('english', ${input}))) as word`);
  return result.rows.map((row) => row.word);
}

/** The terms searchOutcomes uses for an input: what a pasted paragraph costs is decided here. */
export async function outcomeSearchTerms(db: Database, input: string): Promise<SearchTerms> {
  const [words, counts] = await Promise.all([stemmedWords(db, input), outcomeWordCounts(db)]);
  return chooseSearchTerms(words, (word) => counts.holding.get(word) ?? 0, counts.outcomes);
}

/**
 * The search query, with placeholders (text: the input as typed, for codes; every, some, ranked: the chosen words as
 * tsquery text; weightedTerms, weights: arrays of the words as tsqueries and their weights; limit, market, framework, levels: the level and its equivalents).
 * Outcomes holding every chosen word come first, then those holding some of them: by the weights of the words they
 * hold (pasted text only), then ts_rank over the chosen words (normalised by length, flag 1); an exact code or short
 * code, in any case, ranks above all. Only outcomes holding one of `some` (at most CANDIDATE_BUDGET) or
 * with the code are ranked, found through the GIN index on `search` and the expression indexes on lower(code) and
 * lower(short_code).
 */
export function outcomeSearchQuery(db: Database, filters: SearchFilters) {
  const text = sql.placeholder('text');
  const every = sql`${sql.placeholder('every')}::tsquery`;
  const some = sql`${sql.placeholder('some')}::tsquery`;
  const exact = sql`(lower(${curriculumOutcomes.code}) = lower(${text}) or lower(${curriculumOutcomes.shortCode}) = lower(${text}))`;
  const matchesEvery = sql`(${curriculumOutcomes.search} @@ ${every})`;
  const rank = sql<number>`ts_rank(${curriculumOutcomes.search}, ${sql.placeholder('ranked')}::tsquery, 1)::float8`;
  // The words arrive as tsqueries, parsed once per search rather than once per outcome ranked.
  const weight = sql`(select coalesce(sum(w.weight), 0) from unnest(${sql.placeholder('weightedTerms')}::tsquery[], ${sql.placeholder('weights')}::float8[]) as w(term, weight)
    where ${curriculumOutcomes.search} @@ w.term)`;
  const conditions: SQL[] = [sql`(${curriculumOutcomes.search} @@ ${some} or ${exact})`];
  if (filters.market) conditions.push(eq(curriculumFrameworks.market, sql.placeholder('market')));
  if (filters.framework) conditions.push(eq(curriculumOutcomes.frameworkId, sql.placeholder('framework')));
  if (filters.level) conditions.push(sql`${curriculumOutcomes.levels} && ${sql.placeholder('levels')}::text[]`);
  return db
    .select({ ...outcomeColumns, rank })
    .from(curriculumOutcomes)
    .innerJoin(curriculumFrameworks, eq(curriculumFrameworks.id, curriculumOutcomes.frameworkId))
    .where(and(...conditions))
    .orderBy(sql`${exact} desc`, sql`${matchesEvery} desc`, sql`${weight} desc`, sql`${rank} desc`, asc(curriculumOutcomes.frameworkId), asc(curriculumOutcomes.position))
    .limit(sql.placeholder('limit'));
}

/** One prepared statement per combination of filters: the SQL is built once, not per request. */
const prepareSearch = (db: Database, filters: SearchFilters) =>
  outcomeSearchQuery(db, filters).prepare(`search_outcomes${filters.market ? '_market' : ''}${filters.framework ? '_framework' : ''}${filters.level ? '_level' : ''}`);

type PreparedSearch = ReturnType<typeof prepareSearch>;
const preparedSearches = new WeakMap<Database, Map<string, PreparedSearch>>();

/**
 * Answers already given, per database: the outcome picker asks the same few searches over and over (each teacher
 * types "fractions"), and the curriculum changes only when it is loaded. The most recently asked are kept.
 */
const RECENT_SEARCHES = 500;
const recentSearches = new WeakMap<Database, Map<string, RankedOutcome[]>>();

/** Forgets what searches answered and how many outcomes hold each word: the curriculum was loaded anew. */
export function forgetOutcomeSearches(db: Database) {
  recentSearches.delete(db);
  wordCounts.delete(db);
}

/**
 * Full-text search over the real statements (English stemming; statement text weighs more than headings), best
 * first: an exact code, then outcomes holding every word, then outcomes holding some of them, so a long query still
 * finds something. A long input is searched by its rarest words (chooseSearchTerms), so its cost is bounded.
 */
export async function searchOutcomes(db: Database, input: string, options: SearchOptions = {}): Promise<RankedOutcome[]> {
  const text = input.trim();
  if (!text) return [];
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const levels = options.level ? levelEquivalents(normaliseLevel(options.level)) : [];
  // Case and spacing change neither the words nor a code's match.
  const key = JSON.stringify([text.toLowerCase().replace(/\s+/g, ' '), options.market ?? '', options.framework ?? '', levels, limit]);
  let recent = recentSearches.get(db);
  if (!recent) recentSearches.set(db, (recent = new Map()));
  const known = recent.get(key);
  if (known) {
    recent.delete(key);
    recent.set(key, known);
    return [...known];
  }
  const filters: SearchFilters = { market: Boolean(options.market), framework: Boolean(options.framework), level: levels.length > 0 };
  const variant = `${filters.market}:${filters.framework}:${filters.level}`;
  let statements = preparedSearches.get(db);
  if (!statements) preparedSearches.set(db, (statements = new Map()));
  let statement = statements.get(variant);
  if (!statement) statements.set(variant, (statement = prepareSearch(db, filters)));
  const terms = await outcomeSearchTerms(db, text);
  const rows = await statement.execute({
    text,
    every: tsqueryOf(terms.every, '&'),
    some: tsqueryOf(terms.some, '|'),
    ranked: tsqueryOf(terms.every, '|'),
    weightedTerms: toQuotedPgArray(terms.weights.map((_, i) => tsqueryOf([terms.every[i]!], '|'))),
    weights: toPgArray(terms.weights.map(String)),
    limit,
    market: options.market ?? '',
    framework: options.framework ?? '',
    levels: toPgArray(levels),
  });
  const found = rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  recent.set(key, found);
  if (recent.size > RECENT_SEARCHES) recent.delete(recent.keys().next().value!);
  return [...found];
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

/** An array literal of any texts: each element in double quotes, with quotes and backslashes escaped. */
const toQuotedPgArray = (values: string[]) => toPgArray(values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));

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
