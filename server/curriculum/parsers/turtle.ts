/**
 * The subset of RDF 1.1 Turtle that the Oak curriculum ontology files use: @prefix/PREFIX, IRIs, prefixed names,
 * `a`, predicate lists (;), object lists (,), short and long ("""...""") string literals with escapes, language tags,
 * datatypes, bare numbers and booleans, and comments. Blank nodes and collections are rejected with an error so a
 * change in the source format is noticed rather than misread.
 */

export type Term = { kind: 'iri'; value: string } | { kind: 'literal'; value: string; language?: string; datatype?: string };

export interface Triple {
  subject: string;
  predicate: string;
  object: Term;
}

type Token =
  | { type: 'iri'; value: string }
  | { type: 'pname'; value: string }
  | { type: 'string'; value: string }
  | { type: 'lang'; value: string }
  | { type: 'datatype' }
  | { type: 'punct'; value: string }
  | { type: 'word'; value: string };

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const ESCAPES: Record<string, string> = { t: '\t', b: '\b', n: '\n', r: '\r', f: '\f', '"': '"', "'": "'", '\\': '\\' };

function unescapeString(raw: string): string {
  return raw.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_, e: string) =>
    e.length > 1 ? String.fromCodePoint(parseInt(e.slice(1), 16)) : (ESCAPES[e] ?? e),
  );
}

function* tokenize(source: string): Generator<Token> {
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '#') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (c === '<') {
      const end = source.indexOf('>', i);
      if (end === -1) throw new Error(`Turtle: unterminated IRI at ${i}`);
      yield { type: 'iri', value: source.slice(i + 1, end) };
      i = end + 1;
    } else if (c === '"' || c === "'") {
      const long = source.startsWith(c.repeat(3), i);
      const quote = long ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < n && !source.startsWith(quote, j)) j += source[j] === '\\' ? 2 : 1;
      if (j >= n) throw new Error(`Turtle: unterminated string at ${i}`);
      yield { type: 'string', value: unescapeString(source.slice(i + quote.length, j)) };
      i = j + quote.length;
    } else if (c === '@') {
      const match = /^@([A-Za-z][A-Za-z0-9-]*)/.exec(source.slice(i, i + 64))!;
      yield match[1] === 'prefix' || match[1] === 'base' ? { type: 'word', value: match[0] } : { type: 'lang', value: match[1]! };
      i += match[0].length;
    } else if (c === '^' && source[i + 1] === '^') {
      yield { type: 'datatype' };
      i += 2;
    } else if (';,.[]()'.includes(c) && !(c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      yield { type: 'punct', value: c };
      i++;
    } else {
      let j = i;
      while (j < n && !/[\s;,<>"'()[\]]/.test(source[j]!)) j++;
      // A name may not end with '.', which is the statement terminator.
      while (j > i + 1 && source[j - 1] === '.') j--;
      const word = source.slice(i, j);
      yield word.includes(':') ? { type: 'pname', value: word } : { type: 'word', value: word };
      i = j;
    }
  }
}

/** Parses a Turtle document into triples with every IRI expanded. */
export function parseTurtle(source: string): Triple[] {
  const tokens = [...tokenize(source)];
  const prefixes: Record<string, string> = {};
  const triples: Triple[] = [];
  let p = 0;
  const peek = () => tokens[p];
  const next = () => {
    const token = tokens[p++];
    if (!token) throw new Error('Turtle: unexpected end of input');
    return token;
  };
  const expect = (value: string) => {
    const token = next();
    if (token.type !== 'punct' || token.value !== value) throw new Error(`Turtle: expected "${value}", found ${JSON.stringify(token)}`);
  };
  const iri = (token: Token): string => {
    if (token.type === 'iri') return token.value;
    if (token.type === 'pname') {
      const colon = token.value.indexOf(':');
      const base = prefixes[token.value.slice(0, colon)];
      if (base === undefined) throw new Error(`Turtle: unknown prefix in ${token.value}`);
      return base + token.value.slice(colon + 1);
    }
    if (token.type === 'word' && token.value === 'a') return RDF_TYPE;
    throw new Error(`Turtle: expected an IRI, found ${JSON.stringify(token)}`);
  };
  const object = (): Term => {
    const token = next();
    if (token.type === 'string') {
      const term: Term = { kind: 'literal', value: token.value };
      const after = peek();
      if (after?.type === 'lang') {
        term.language = after.value;
        p++;
      } else if (after?.type === 'datatype') {
        p++;
        term.datatype = iri(next());
      }
      return term;
    }
    if (token.type === 'word' && token.value !== 'a') return { kind: 'literal', value: token.value };
    if (token.type === 'punct') throw new Error(`Turtle: blank nodes and collections are not supported (found "${token.value}")`);
    return { kind: 'iri', value: iri(token) };
  };

  while (p < tokens.length) {
    const token = next();
    if (token.type === 'word' && (token.value === '@prefix' || token.value.toUpperCase() === 'PREFIX')) {
      const name = next();
      if (name.type !== 'pname' || !name.value.endsWith(':')) throw new Error(`Turtle: bad prefix name ${JSON.stringify(name)}`);
      const target = next();
      if (target.type !== 'iri') throw new Error('Turtle: a prefix needs an IRI');
      prefixes[name.value.slice(0, -1)] = target.value;
      if (token.value === '@prefix') expect('.');
      continue;
    }
    if (token.type === 'word' && (token.value === '@base' || token.value.toUpperCase() === 'BASE')) {
      throw new Error('Turtle: @base is not supported');
    }
    const subject = iri(token);
    for (;;) {
      const predicate = iri(next());
      for (;;) {
        triples.push({ subject, predicate, object: object() });
        const separator = peek();
        if (separator?.type === 'punct' && separator.value === ',') {
          p++;
          continue;
        }
        break;
      }
      const separator = next();
      if (separator.type !== 'punct') throw new Error(`Turtle: expected ";" or ".", found ${JSON.stringify(separator)}`);
      if (separator.value === '.') break;
      if (separator.value !== ';') throw new Error(`Turtle: expected ";" or ".", found "${separator.value}"`);
      // A trailing ';' before '.' is allowed.
      const after = peek();
      if (after?.type === 'punct' && after.value === '.') {
        p++;
        break;
      }
    }
  }
  return triples;
}

/** Groups triples by subject then predicate, for lookups like `graph.get(s)?.get(p)`. */
export function indexTriples(triples: Triple[]): Map<string, Map<string, Term[]>> {
  const graph = new Map<string, Map<string, Term[]>>();
  for (const { subject, predicate, object } of triples) {
    let predicates = graph.get(subject);
    if (!predicates) graph.set(subject, (predicates = new Map()));
    const objects = predicates.get(predicate);
    if (objects) objects.push(object);
    else predicates.set(predicate, [object]);
  }
  return graph;
}
