/**
 * A small, tolerant XML parser for the well-formed publisher files we import (CCSS XML, ACARA RDF/XML).
 * Handles elements, attributes, text, CDATA, comments, processing instructions and the predefined and numeric
 * entities. It does not validate, resolve DTDs or namespaces: names are kept as written ("dcterms:title").
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated text directly inside this element (entities decoded). */
  text: string;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five predefined XML entities and numeric character references; leaves anything else as written. */
export function decodeXmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return PREDEFINED[ref] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1]!] = decodeXmlEntities(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Parses a document and returns its root element. Unclosed elements are closed at the end of input. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let position = 0;
  while (position < source.length) {
    const open = source.indexOf('<', position);
    const current = stack[stack.length - 1]!;
    if (open === -1) {
      current.text += decodeXmlEntities(source.slice(position));
      break;
    }
    if (open > position) current.text += decodeXmlEntities(source.slice(position, open));
    if (source.startsWith('<!--', open)) {
      position = endOf(source, '-->', open);
    } else if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open);
      current.text += source.slice(open + 9, end === -1 ? source.length : end);
      position = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<?', open)) {
      position = endOf(source, '?>', open);
    } else if (source.startsWith('<!', open)) {
      position = endOf(source, '>', open);
    } else if (source.startsWith('</', open)) {
      const close = source.indexOf('>', open);
      const name = source.slice(open + 2, close === -1 ? source.length : close).trim();
      // Tolerance: pop up to the matching element; ignore a stray closing tag.
      const index = stack.map((e) => e.name).lastIndexOf(name);
      if (index > 0) stack.length = index;
      position = close === -1 ? source.length : close + 1;
    } else {
      const close = findTagEnd(source, open);
      const inner = source.slice(open + 1, close);
      const selfClosing = inner.endsWith('/');
      const body = selfClosing ? inner.slice(0, -1) : inner;
      const nameEnd = body.search(/[\s]/);
      const name = nameEnd === -1 ? body : body.slice(0, nameEnd);
      const element: XmlElement = {
        name,
        attributes: nameEnd === -1 ? {} : parseAttributes(body.slice(nameEnd)),
        children: [],
        text: '',
      };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
      position = close + 1;
    }
  }
  const first = root.children[0];
  return first ?? root;
}

function endOf(source: string, terminator: string, from: number): number {
  const end = source.indexOf(terminator, from);
  return end === -1 ? source.length : end + terminator.length;
}

/** The `>` that ends a start tag, skipping any inside quoted attribute values. */
function findTagEnd(source: string, open: number): number {
  let quote = '';
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  return source.length;
}

/** First direct child with this name. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** All direct children with this name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** Text of the first descendant reached by following the path of child names. */
export function textAt(element: XmlElement, ...path: string[]): string {
  let node: XmlElement | undefined = element;
  for (const name of path) {
    node = node && child(node, name);
  }
  return node?.text ?? '';
}
