import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type JSZip from 'jszip';

/**
 * Office Open XML read in document order (fast-xml-parser's ordered form): each node is `{ [tag]: children, ':@':
 * attributes }`, text is `{ '#text': value }`. Order matters: runs, breaks and shapes interleave.
 */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

export function parseXml(xml: string): XmlNode[] {
  return parser.parse(xml) as XmlNode[];
}

export function tagOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function attributeOf(node: XmlNode, name: string): string | undefined {
  return (node[':@'] as Record<string, string> | undefined)?.[name];
}

/** The first node with this tag, searching depth first. */
export function find(nodes: XmlNode[], tag: string): XmlNode | undefined {
  for (const node of nodes) {
    if (tagOf(node) === tag) return node;
    const inner = find(childrenOf(node), tag);
    if (inner) return inner;
  }
  return undefined;
}

/** The children with this tag, in order. */
export function childrenNamed(node: XmlNode | undefined, tag: string): XmlNode[] {
  return node ? childrenOf(node).filter((child) => tagOf(child) === tag) : [];
}

export async function readPart(zip: JSZip, partName: string): Promise<XmlNode[] | undefined> {
  const file = zip.file(partName);
  return file ? parseXml(await file.async('string')) : undefined;
}

/** A part's relationships: id → { type (its last path segment, e.g. "slide"), target part name }. */
export async function relationshipsOf(zip: JSZip, partName: string): Promise<Map<string, { type: string; target: string }>> {
  const relsName = path.posix.join(path.posix.dirname(partName), '_rels', `${path.posix.basename(partName)}.rels`);
  const relationships = new Map<string, { type: string; target: string }>();
  const root = find((await readPart(zip, relsName)) ?? [], 'Relationships');
  for (const relationship of childrenNamed(root, 'Relationship')) {
    const id = attributeOf(relationship, 'Id');
    const target = attributeOf(relationship, 'Target');
    if (!id || !target || attributeOf(relationship, 'TargetMode') === 'External') continue;
    const type = (attributeOf(relationship, 'Type') ?? '').split('/').pop() ?? '';
    const resolved = target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(partName), target));
    relationships.set(id, { type, target: resolved });
  }
  return relationships;
}
