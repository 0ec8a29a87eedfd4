import { parseCsvRecords } from '../parsers/csv.ts';
import { childrenNamed, parseXml, type XmlElement } from '../parsers/xml.ts';
import { decodeHtmlEntities, normaliseSpace } from '../parsers/html-text.ts';
import { acaraText } from '../parsers/acara-text.ts';
import { levelRange, levelRank, sortLevels } from '../levels.ts';
import { naturalCompare, type SeedOutcome } from '../types.ts';

/**
 * Year levels of a v8.4 "Level" cell: "Foundation Year", "Year 7", "Year 10A" (the optional extension of Year 10),
 * "Years 3 and 4", "Years 3 to 6", "Foundation to Year 2". Work Studies "Options" are taught in Years 9 and 10.
 */
export function australianLevels(level: string): string[] {
  const text = level.trim();
  const year = (word: string) => (/^foundation/i.test(word) ? 'F' : word.replace(/^Years?\s+/i, '').replace(/A$/, ''));
  if (/^Options$/i.test(text)) return ['9', '10'];
  const range = /^(.+?)\s+(to|and|–|-)\s+(.+)$/.exec(text);
  if (range) {
    const first = year(range[1]!);
    const last = year(range[3]!.replace(/^Year\s+/i, ''));
    return range[2] === 'and' ? sortLevels([first, last]) : levelRange(first, last);
  }
  const single = year(text);
  return single && levelRank(single) !== 99 ? [single] : [];
}

/** v8.4 content descriptions from ACARA's F-10 workbook (CSV export), in the workbook's order. */
export function importAustralianV8(csv: string): SeedOutcome[] {
  const seen = new Set<string>();
  // The workbook export carries some HTML entities (&rsquo;, &nbsp;) in its cells.
  const text = (cell: string | undefined) => normaliseSpace(decodeHtmlEntities(cell ?? ''));
  return parseCsvRecords(csv).map((row) => {
    const code = row.CdCode!.trim();
    if (!code) throw new Error(`AU v8.4: a row has no content description code: ${JSON.stringify(row)}`);
    if (seen.has(code)) throw new Error(`AU v8.4: duplicate code ${code}`);
    seen.add(code);
    // Languages are split by pathway and sequence; each is its own teachable subject.
    const subject = [row.Subject, row.Pathway, row.Sequence].map((s) => s?.trim()).filter(Boolean).join(' — ');
    return {
      code,
      shortCode: code,
      framework: 'au-v8',
      learningArea: row.LearningArea!.trim(),
      subject,
      strand: text(row.Strand),
      substrand: text(row.Substrand),
      levels: australianLevels(row.Level ?? ''),
      levelLabel: row.Level!.trim(),
      statement: text(row.ContentDesc),
      parentCode: null,
      sourceId: code,
      // The v8.4 elaborations workbook is not among the sources (see curriculum/LICENSES.md).
      elaborations: [],
    };
  });
}

const RESOURCE = 'rdf:resource';

/** Known code typos in the MRAC release, corrected to the code ACARA publishes on its website. */
const CODE_CORRECTIONS: Record<string, string> = { AC9M5N010: 'AC9M5N10' };

interface Node {
  about: string;
  label: string;
  notation: string;
  title: string;
  yearLevel: string;
  parent: string;
  children: string[];
}

function property(element: XmlElement, name: string): string {
  return element.children.find((c) => c.name === name)?.text ?? '';
}

function readNodes(rdf: string): Map<string, Node> {
  const nodes = new Map<string, Node>();
  for (const description of childrenNamed(parseXml(rdf), 'rdf:Description')) {
    const about = description.attributes['rdf:about'] ?? '';
    nodes.set(about, {
      about,
      label: property(description, 'statementLabel').trim(),
      notation: property(description, 'statementNotation').trim(),
      title: normaliseSpace(property(description, 'dcterms:title')),
      yearLevel: property(description, 'nominalYearLevel').trim(),
      parent: description.children.find((c) => c.name === 'isChildOf')?.attributes[RESOURCE] ?? '',
      children: description.children.filter((c) => c.name === 'hasChild').map((c) => c.attributes[RESOURCE] ?? ''),
    });
  }
  return nodes;
}

function ancestor(nodes: Map<string, Node>, start: Node, label: string): Node | undefined {
  let node: Node | undefined = start;
  for (let guard = 0; node && guard < 20; guard++) {
    if (node.label === label) return node;
    node = nodes.get(node.parent);
  }
  return undefined;
}

/**
 * The content elaborations a content description links to (hasChild), in ACARA's order (_E1, _E2, …). Elaborations
 * are kept apart from the statement: ACARA asks that alignment claims are made to content descriptions only.
 */
function elaborationsOf(nodes: Map<string, Node>, description: Node): string[] {
  return description.children
    .map((uri) => nodes.get(uri))
    .filter((child): child is Node => child?.label === 'Elaboration')
    .sort((a, b) => naturalCompare(a.notation, b.notation))
    .map((child) => acaraText(child.title))
    .filter(Boolean);
}

/** v9 content descriptions from ACARA's Machine Readable Australian Curriculum (RDF/XML, ASN schema), ordered by year level then code. */
export function importAustralianV9(rdf: string, framework: 'au-v9-math' | 'au-v9-tech'): SeedOutcome[] {
  const nodes = readNodes(rdf);
  const outcomes: SeedOutcome[] = [];
  for (const node of nodes.values()) {
    if (node.label !== 'Content Description') continue;
    const code = CODE_CORRECTIONS[node.notation] ?? node.notation;
    // The level band ("Years 1 and 2") is on the Level ancestor; nominalYearLevel names only its first year.
    const levelName = ancestor(nodes, node, 'Level')?.title || node.yearLevel;
    outcomes.push({
      code,
      shortCode: code,
      framework,
      learningArea: ancestor(nodes, node, 'Learning Area')?.title ?? '',
      subject: ancestor(nodes, node, 'Subject')?.title ?? '',
      strand: ancestor(nodes, node, 'Strand')?.title ?? '',
      substrand: ancestor(nodes, node, 'Sub-Strand')?.title ?? '',
      levels: australianLevels(levelName),
      levelLabel: levelName,
      // MRAC writes notation as MathJax (\(π\), \(\frac12\)); the seed holds plain text with the symbols kept.
      statement: acaraText(node.title),
      parentCode: null,
      sourceId: node.about,
      elaborations: elaborationsOf(nodes, node),
    });
  }
  const seen = new Set<string>();
  for (const o of outcomes) {
    if (seen.has(o.code)) throw new Error(`AU v9: duplicate code ${o.code}`);
    seen.add(o.code);
  }
  return outcomes.sort(
    (a, b) => a.subject.localeCompare(b.subject) || levelRank(a.levels[0] ?? '') - levelRank(b.levels[0] ?? '') || naturalCompare(a.code, b.code),
  );
}
