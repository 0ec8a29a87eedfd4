import { child, childrenNamed, parseXml, textAt, type XmlElement } from '../parsers/xml.ts';
import { decodeHtmlEntities, htmlToText } from '../parsers/html-text.ts';
import { sortLevels } from '../levels.ts';
import type { SeedOutcome } from '../types.ts';

/** A node of an Achievement Standards Network (ASN) JSON tree, as in the D10003FB/D10003FC manifests. */
export interface AsnNode {
  text?: string;
  asn_statementNotation?: string;
  /** The standards document's notes and examples for the statement ("For example, subtract 10 - 8 by …"). */
  asn_comment?: AsnLiteral | AsnLiteral[];
  asn_statementLabel?: AsnLiteral;
  dcterms_educationLevel?: AsnTerm | AsnTerm[];
  skos_exactMatch?: AsnTerm | AsnTerm[];
  children?: AsnNode[];
}

interface AsnLiteral {
  literal: string;
}

interface AsnTerm {
  uri: string;
  prefLabel: string;
}

/** A standard or component the ASN tree holds, with the parent standard of a component. */
interface AsnStatement {
  node: AsnNode;
  code: string;
  parentCode: string | null;
}

function asnStatements(roots: AsnNode[]): AsnStatement[] {
  const statements: AsnStatement[] = [];
  const walk = (node: AsnNode, parentCode: string | null) => {
    const code = node.asn_statementNotation?.trim() ?? '';
    const isStatement = Boolean(code) && ['Standard', 'Component'].includes(node.asn_statementLabel?.literal ?? '');
    if (isStatement) statements.push({ node, code, parentCode });
    for (const c of node.children ?? []) walk(c, isStatement ? code : parentCode);
  };
  for (const root of roots) walk(root, null);
  return statements;
}

export interface CcssInput {
  framework: 'us-ccss-math' | 'us-ccss-ela';
  /** The official CCSS XML (corestandards.org, LearningStandards 1.1). */
  xml: string;
  /** The ASN tree of the same standards: gives the domain and cluster headings that the XML leaves out. */
  asn: AsnNode[];
}

const SHORT_PREFIX = /^CCSS\.(Math\.Content|Math\.Practice|ELA-Literacy)\./;

/** "CCSS.Math.Content.3.OA.A.1" → "3.OA.A.1"; "CCSS.ELA-Literacy.RL.3.1" → "RL.3.1". */
export function shortCcssCode(code: string): string {
  return code.replace(SHORT_PREFIX, '');
}

interface Heading {
  strand: string;
  substrand: string;
  /** Position in the ASN tree, which follows the published document (domains in teaching order). */
  order: number;
}

/**
 * Maps each statement notation in the ASN tree to its headings: the strand is the path of headings from the top
 * (domain, or conceptual category and domain at high school), the substrand is the nearest heading (the cluster).
 * Nodes that are themselves standards (their notation is in `outcomeCodes`) are not headings.
 */
function asnHeadings(roots: AsnNode[], outcomeCodes: Set<string>): Map<string, Heading> {
  const headings = new Map<string, Heading>();
  const walk = (node: AsnNode, path: string[]) => {
    const notation = node.asn_statementNotation?.trim();
    if (notation && outcomeCodes.has(notation)) {
      const strand = path.length > 1 ? path.slice(0, -1) : path;
      headings.set(notation, { strand: strand.join(' — '), substrand: path.length > 1 ? path[path.length - 1]! : '', order: headings.size });
    }
    const isHeading = !notation || !outcomeCodes.has(notation);
    const next = isHeading ? [...path, htmlToText(decodeHtmlEntities(node.text ?? ''))] : path;
    for (const c of node.children ?? []) walk(c, next);
  };
  for (const root of roots) walk(root, []);
  return headings;
}

/** The notes and examples ASN records for each statement notation, in the document's order. */
function asnComments(roots: AsnNode[]): Map<string, string[]> {
  const comments = new Map<string, string[]>();
  const walk = (node: AsnNode) => {
    const notation = node.asn_statementNotation?.trim();
    const literals = [node.asn_comment ?? []].flat();
    const texts = literals.map((l) => htmlToText(decodeHtmlEntities(l.literal))).filter(Boolean);
    if (notation && texts.length > 0) comments.set(notation, [...(comments.get(notation) ?? []), ...texts]);
    for (const c of node.children ?? []) walk(c);
  };
  for (const root of roots) walk(root);
  return comments;
}

function levelLabel(levels: string[]): string {
  if (levels.length === 0) return '';
  const first = levels[0]!;
  const last = levels[levels.length - 1]!;
  const name = (l: string) => (l === 'K' ? 'Kindergarten' : `Grade ${l}`);
  if (levels.length === 1) return name(first);
  if (first === '9' && last === '12') return 'High School';
  return `Grades ${first}–${last}`;
}

function ccssSubject(framework: CcssInput['framework'], code: string): { learningArea: string; subject: string } {
  if (framework === 'us-ccss-math') return { learningArea: 'Mathematics', subject: 'Mathematics' };
  const literacy = /^CCSS\.ELA-Literacy\.(RH|RST|WHST)\./.test(code);
  return {
    learningArea: 'English Language Arts & Literacy',
    subject: literacy ? 'Literacy in History/Social Studies, Science, and Technical Subjects' : 'English Language Arts',
  };
}

/**
 * Standards and components of the official CCSS XML, in the published document's order. Items without a RefID or code (the ELA
 * file's "(L.K.3 begins in grade 2)" placeholders) are skipped; items repeated word for word are kept once. Standards
 * the XML lacks but the ASN tree holds (the ELA XML has no RI.3.2–RI.5.10) are taken from the tree.
 */
export function importCcss({ framework, xml, asn }: CcssInput): SeedOutcome[] {
  const document = parseXml(xml);
  // Keyed by RefID and code: the math file gives MP3 and MP4 the same RefID, so the RefID alone is not unique.
  const items = new Map<string, { refId: string; code: string; item: XmlElement }>();
  for (const item of childrenNamed(document, 'LearningStandardItem')) {
    const refId = item.attributes.RefID?.trim();
    const code = textAt(item, 'StatementCodes', 'StatementCode').trim();
    if (!refId || !code || items.has(`${refId} ${code}`)) continue;
    items.set(`${refId} ${code}`, { refId, code, item });
  }
  const codeOf = new Map<string, string>();
  for (const { refId, code } of items.values()) if (!codeOf.has(refId)) codeOf.set(refId, code);
  const xmlCodes = new Set([...items.values()].map((i) => i.code));
  const fromAsn = asnStatements(asn).filter((s) => !xmlCodes.has(s.code));
  const headings = asnHeadings(asn, new Set([...xmlCodes, ...fromAsn.map((s) => s.code)]));
  const comments = asnComments(asn);

  const outcomes: (SeedOutcome & { order: number })[] = [];
  const seen = new Set<string>();
  /** One outcome from what either source says about it; the headings, order and notes come from the ASN tree. */
  const add = (code: string, grades: string[], statement: string, parentCode: string | null, sourceId: string) => {
    seen.add(code);
    const levels = sortLevels(grades.map((g) => g.trim().replace(/^0+(?=\d)/, '')));
    const heading = headings.get(code) ?? { strand: '', substrand: '', order: Number.MAX_SAFE_INTEGER };
    outcomes.push({
      code,
      shortCode: shortCcssCode(code),
      framework,
      ...ccssSubject(framework, code),
      strand: heading.strand,
      substrand: heading.substrand,
      levels,
      levelLabel: levelLabel(levels),
      statement,
      parentCode,
      sourceId,
      elaborations: comments.get(code) ?? [],
      order: heading.order,
    });
  };
  for (const { refId, code, item } of items.values()) {
    if (seen.has(code)) throw new Error(`CCSS: code ${code} is used by two different items`);
    const grades = childrenNamed(child(item, 'GradeLevels') ?? item, 'GradeLevel').map((g) => g.text);
    const related = child(item, 'RelatedLearningStandardItems');
    const parentRef = related?.children.find((c) => c.attributes.RelationshipType === 'childOf')?.text.trim();
    const statement = htmlToText(textAt(item, 'Statements', 'Statement'));
    add(code, grades, statement, (parentRef && codeOf.get(parentRef)) || null, textAt(item, 'RefURI').trim() || `urn:guid:${refId}`);
  }
  for (const { node, code, parentCode } of fromAsn) {
    if (seen.has(code)) continue;
    const grades = [node.dcterms_educationLevel ?? []].flat().map((l) => l.prefLabel);
    const uri = [node.skos_exactMatch ?? []].flat().find((m) => m.uri.startsWith('http://corestandards.org/'))?.uri;
    add(code, grades, htmlToText(decodeHtmlEntities(node.text ?? '')), parentCode, uri ?? code);
  }
  // The XML lists domains alphabetically; the ASN tree follows the published document. Stable sort keeps XML order
  // for anything the tree lacks.
  return outcomes.sort((a, b) => a.order - b.order).map(({ order: _order, ...outcome }) => outcome);
}
