import { indexTriples, parseTurtle, type Term } from '../parsers/turtle.ts';
import { normaliseSpace } from '../parsers/html-text.ts';
import { levelRank, sortLevels } from '../levels.ts';
import type { SeedOutcome } from '../types.ts';

const NATCURRIC = 'https://w3id.org/uk/oak/curriculum/nationalcurriculum/';
const CURRIC = 'https://w3id.org/uk/oak/curriculum/ontology/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const SKOS = 'http://www.w3.org/2004/02/skos/core#';

/**
 * Two-letter subject parts of Teachkit's England codes, by Oak's subject folder. The National Curriculum for
 * England has no official statement codes, so Teachkit derives readable, stable ones (see curriculum/README.md).
 */
export const ENGLAND_SUBJECT_CODES: Record<string, string> = {
  'art-and-design': 'AD',
  citizenship: 'CI',
  computing: 'CO',
  'design-and-technology': 'DT',
  english: 'EN',
  geography: 'GE',
  history: 'HI',
  languages: 'LA',
  mathematics: 'MA',
  music: 'MU',
  'physical-education': 'PE',
  'the-sciences': 'SC',
};

export interface TurtleFile {
  /** Oak's subject folder ("mathematics"); '' for temporal-structure.ttl. */
  subject: string;
  text: string;
}

/**
 * Teachkit's code for a content descriptor: "NC-" + subject + "-KS" + first key stage + "-" + the URI slug in capitals,
 * e.g. natcurric:contentdescriptor-count-100-beginning-0-1 in Year 1 maths → NC-MA-KS1-COUNT-100-BEGINNING-0-1.
 */
export function englandCode(subjectFolder: string, keyStage: number, uri: string): string {
  const subject = ENGLAND_SUBJECT_CODES[subjectFolder];
  if (!subject) throw new Error(`England: no code for subject folder "${subjectFolder}"`);
  const slug = uri.replace(NATCURRIC, '').replace(/^contentdescriptor-/, '');
  return `NC-${subject}-KS${keyStage}-${slug.toUpperCase()}`;
}

/** Years of a year-group URI: year-group-3 → ["3"], year-group-3-4 (lower key stage 2, taught together) → ["3", "4"]. */
function yearsOfYearGroup(uri: string): string[] {
  const match = /year-group-(\d+)(?:-(\d+))?$/.exec(uri);
  if (!match) throw new Error(`England: unexpected year group ${uri}`);
  const first = Number(match[1]);
  const last = Number(match[2] ?? match[1]);
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
}

const yearGroupName = (years: string[]) => (years.length === 1 ? `Year ${years[0]}` : `Years ${years[0]}–${years[years.length - 1]}`);

/** Oak writes stacked fractions as "[Fraction:1/2]"; the statement shows them as 1/2. */
export function englandText(value: string): string {
  return normaliseSpace(value.replace(/\[Fraction:\s*([^\]]+)\]/g, '$1'));
}

const literal = (terms: Term[] | undefined) => normaliseSpace(terms?.find((t) => t.kind === 'literal')?.value ?? '');
const iris = (terms: Term[] | undefined) => (terms ?? []).filter((t) => t.kind === 'iri').map((t) => t.value);

/** The statement's own bracketed examples ("[for example, pencil, charcoal, paint, clay]") as sentences. */
export function englandExamples(statement: string): string[] {
  return [...statement.matchAll(/\[((?:for example|e\.g\.|such as|including)[^\]]*)\]/gi)].map((m) => {
    const text = normaliseSpace(m[1]!).replace(/[.;,]$/, '');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  });
}

/** Statutory content descriptors of every subject, ordered by subject, first year, then programme order. */
export function importEngland(files: TurtleFile[]): SeedOutcome[] {
  const graph = indexTriples(files.flatMap((f) => parseTurtle(f.text)));
  const folderOf = new Map<string, string>();
  for (const file of files) {
    if (!file.subject) continue;
    for (const triple of parseTurtle(file.text)) folderOf.set(triple.subject, file.subject);
  }
  const get = (subject: string, predicate: string) => graph.get(subject)?.get(predicate);
  const label = (uri: string) => literal(get(uri, RDFS_LABEL)) || literal(get(uri, `${SKOS}prefLabel`));
  const isA = (uri: string, type: string) => iris(get(uri, RDF_TYPE)).includes(type);

  const keyStageNumber = (uri: string) => Number(/key-stage-(\d+)$/.exec(uri)?.[1] ?? 0);
  const yearsOfKeyStage = new Map<string, string[]>();
  for (const [uri] of graph) {
    if (!isA(uri, `${CURRIC}YearGroup`)) continue;
    for (const keyStage of iris(get(uri, `${CURRIC}isYearGroupOf`))) {
      const years = yearsOfKeyStage.get(keyStage) ?? [];
      years.push(...yearsOfYearGroup(uri));
      yearsOfKeyStage.set(keyStage, years);
    }
  }

  interface Placement {
    subject: string;
    keyStages: Set<number>;
    levels: Set<string>;
    labels: Set<string>;
    order: number;
  }
  const placements = new Map<string, Placement>();
  let order = 0;
  for (const [uri] of graph) {
    if (!isA(uri, `${CURRIC}Progression`)) continue;
    const scheme = iris(get(uri, `${CURRIC}isProgressionOf`))[0] ?? '';
    const keyStage = iris(get(scheme, `${CURRIC}coversKeyStage`))[0] ?? '';
    const subject = label(iris(get(scheme, `${CURRIC}isSchemeOf`))[0] ?? '');
    const yearGroups = iris(get(uri, `${CURRIC}coversYearGroup`));
    const years = yearGroups.length ? sortLevels(yearGroups.flatMap(yearsOfYearGroup)) : sortLevels(yearsOfKeyStage.get(keyStage) ?? []);
    const levelName = yearGroups.length ? yearGroups.map((y) => yearGroupName(yearsOfYearGroup(y))).join(', ') : label(keyStage);
    for (const descriptor of iris(get(uri, `${CURRIC}includesContentDescriptor`))) {
      const placement = placements.get(descriptor) ?? { subject, keyStages: new Set(), levels: new Set(), labels: new Set(), order: order++ };
      placement.keyStages.add(keyStageNumber(keyStage));
      years.forEach((y) => placement.levels.add(y));
      placement.labels.add(levelName);
      placements.set(descriptor, placement);
    }
  }

  const outcomes: (SeedOutcome & { order: number })[] = [];
  const seen = new Set<string>();
  for (const [uri] of graph) {
    if (!isA(uri, `${CURRIC}ContentDescriptor`)) continue;
    const placement = placements.get(uri);
    if (!placement) throw new Error(`England: ${uri} is in no programme of study`);
    const substrand = iris(get(uri, `${SKOS}broader`))[0] ?? '';
    const strand = iris(get(substrand, `${SKOS}broader`))[0] ?? '';
    const discipline = iris(get(strand, `${SKOS}broader`))[0] ?? '';
    const code = englandCode(folderOf.get(uri) ?? '', Math.min(...placement.keyStages), uri);
    if (seen.has(code)) throw new Error(`England: derived code ${code} is not unique`);
    seen.add(code);
    const levels = sortLevels(placement.levels);
    const statement = englandText(label(uri));
    // Sub-content descriptors mostly repeat their descriptor; those that say more are kept as its notes.
    const notes = iris(get(uri, `${SKOS}narrower`))
      .filter((n) => isA(n, `${CURRIC}SubContentDescriptor`))
      .map((n) => englandText(label(n)))
      .filter((text) => text && text !== statement);
    outcomes.push({
      code,
      shortCode: code,
      framework: 'en-nc',
      learningArea: label(discipline),
      subject: placement.subject,
      strand: label(strand),
      substrand: label(substrand),
      levels,
      levelLabel: [...placement.labels].join('; '),
      statement,
      parentCode: null,
      sourceId: uri,
      elaborations: [...new Set([...englandExamples(statement), ...notes])],
      order: placement.order,
    });
  }
  outcomes.sort(
    (a, b) => a.subject.localeCompare(b.subject) || levelRank(a.levels[0] ?? '') - levelRank(b.levels[0] ?? '') || a.order - b.order,
  );
  return outcomes.map(({ order: _order, ...outcome }) => outcome);
}
