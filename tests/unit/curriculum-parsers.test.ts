import { describe, expect, it } from 'vitest';
import { acaraText, latexToText } from '../../server/curriculum/parsers/acara-text.ts';
import { parseXml, textAt, decodeXmlEntities } from '../../server/curriculum/parsers/xml.ts';
import { parseCsv, parseCsvRecords } from '../../server/curriculum/parsers/csv.ts';
import { parseTurtle } from '../../server/curriculum/parsers/turtle.ts';
import { htmlToText } from '../../server/curriculum/parsers/html-text.ts';
import { importCcss, shortCcssCode } from '../../server/curriculum/sources/ccss.ts';
import { australianLevels, importAustralianV8, importAustralianV9 } from '../../server/curriculum/sources/australian.ts';
import { englandCode, englandText, importEngland } from '../../server/curriculum/sources/england.ts';
import { naturalCompare } from '../../server/curriculum/types.ts';

describe('XML parser', () => {
  it('reads elements, attributes, text, entities, CDATA, comments and self-closing tags', () => {
    const root = parseXml(`<?xml version="1.0"?>
      <!-- a comment -->
      <root a="1 &amp; 2" b='x'>
        <item id="i1">Fish &lt;i&gt;and&lt;/i&gt; chips &#169;</item>
        <empty rdf:resource="http://example.org/r"/>
        <raw><![CDATA[<not-a-tag> & stays]]></raw>
      </root>`);
    expect(root.name).toBe('root');
    expect(root.attributes).toEqual({ a: '1 & 2', b: 'x' });
    expect(textAt(root, 'item')).toBe('Fish <i>and</i> chips ©');
    expect(root.children.map((c) => c.name)).toEqual(['item', 'empty', 'raw']);
    expect(root.children[1]!.attributes['rdf:resource']).toBe('http://example.org/r');
    expect(textAt(root, 'raw')).toBe('<not-a-tag> & stays');
  });

  it('tolerates a stray closing tag and an unclosed element', () => {
    const root = parseXml('<a><b>one</x></b><c>two');
    expect(textAt(root, 'b')).toBe('one');
    expect(textAt(root, 'c')).toBe('two');
  });

  it('leaves unknown entities as written', () => {
    expect(decodeXmlEntities('&times; &amp; &#x41;')).toBe('&times; & A');
  });
});

describe('CSV parser', () => {
  it('handles quoted fields with commas, doubled quotes, line breaks, CRLF and a BOM', () => {
    const csv = '\ufeffa,b,c\r\n1,"two, three","say ""hi"""\r\n4,"multi\nline",\n';
    expect(parseCsv(csv)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
      ['4', 'multi\nline', ''],
    ]);
  });

  it('maps rows to the header and skips blank lines', () => {
    expect(parseCsvRecords('x,y\n1,2\n\n3\n')).toEqual([
      { x: '1', y: '2' },
      { x: '3', y: '' },
    ]);
  });
});

describe('Turtle parser', () => {
  const ttl = `@prefix ex: <http://example.org/> .
    @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
    # a comment with "quotes"
    ex:thing-1
      a skos:Concept, ex:Descriptor ;
      skos:prefLabel """Count to and across 100,
      forwards"""@en ;
      ex:age "5"^^<http://www.w3.org/2001/XMLSchema#integer> ;
      ex:note "tab\\there \\"quoted\\"" ;
      ex:narrower ex:a , ex:b ;
    .
    <http://example.org/other> ex:flag true .`;

  it('parses prefixes, a, predicate and object lists, long strings, language tags, datatypes and escapes', () => {
    const triples = parseTurtle(ttl);
    const of = (p: string) => triples.filter((t) => t.predicate === p).map((t) => t.object);
    expect(of('http://www.w3.org/1999/02/22-rdf-syntax-ns#type')).toEqual([
      { kind: 'iri', value: 'http://www.w3.org/2004/02/skos/core#Concept' },
      { kind: 'iri', value: 'http://example.org/Descriptor' },
    ]);
    expect(of('http://www.w3.org/2004/02/skos/core#prefLabel')).toEqual([
      { kind: 'literal', value: 'Count to and across 100,\n      forwards', language: 'en' },
    ]);
    expect(of('http://example.org/age')).toEqual([{ kind: 'literal', value: '5', datatype: 'http://www.w3.org/2001/XMLSchema#integer' }]);
    expect(of('http://example.org/note')).toEqual([{ kind: 'literal', value: 'tab\there "quoted"' }]);
    expect(of('http://example.org/narrower').map((o) => o.value)).toEqual(['http://example.org/a', 'http://example.org/b']);
    expect(triples.at(-1)).toEqual({ subject: 'http://example.org/other', predicate: 'http://example.org/flag', object: { kind: 'literal', value: 'true' } });
  });

  it('refuses blank nodes and unknown prefixes instead of misreading them', () => {
    expect(() => parseTurtle('@prefix ex: <http://e/> . ex:a ex:b [ ex:c ex:d ] .')).toThrow(/blank nodes/);
    expect(() => parseTurtle('nope:a nope:b nope:c .')).toThrow(/unknown prefix/);
  });
});

describe('statement text', () => {
  it('turns CCSS inline HTML into plain text: exponents, footnotes, fractions, entities, italics', () => {
    expect(htmlToText('For example, 3<sup>2</sup> &times; 3<sup>-5</sup> = 3<sup>-3</sup> = 1/27.')).toBe('For example, 3² × 3⁻⁵ = 3⁻³ = 1/27.');
    expect(htmlToText('mental images, drawings<sup>1</sup>, sounds')).toBe('mental images, drawings, sounds');
    expect(htmlToText('the complex fraction <sup>1/2</sup>/<sub>1/4</sub> miles')).toBe('the complex fraction (1/2)/(1/4) miles');
    expect(htmlToText('terms such as <i>above</i>, <i>below</i>')).toBe('terms such as above, below');
    expect(htmlToText('<p>One</p><p>Two&nbsp;&mdash; three</p>')).toBe('One Two — three');
    expect(htmlToText('sin<sup>2</sup>(&theta;)')).toBe('sin²(θ)');
    expect(htmlToText('-3 <sup>o</sup>C')).toBe('-3 °C');
    expect(htmlToText('is 5 > 3 and 2 < 4')).toBe('is 5 > 3 and 2 < 4');
  });

  it('writes ACARA MathJax and HTML as plain text with the notation kept', () => {
    expect(latexToText(String.raw`\frac58>\frac12`)).toBe('5/8>1/2');
    expect(latexToText(String.raw`A=\mathrm{π}r^2`)).toBe('A=πr²');
    expect(latexToText(String.raw`y=x\rightarrow y=\frac12x`)).toBe('y=x→ y=(1/2)x');
    expect(latexToText(String.raw`x=\sqrt{39}=6.245`)).toBe('x=√39=6.245');
    expect(latexToText(String.raw`\square – \$375 = \$158`)).toBe('□ – $375 = $158');
    expect(latexToText(String.raw`\frac7{24}\;=\;0.291\overset\_6`)).toBe('7/24 = 0.2916̅');
    expect(latexToText(String.raw`5\mathrm\pi`)).toBe('5π');
    expect(acaraText(String.raw`<p>playing <em>Sam-yuk-gu</em></p><ul><li>counting \(3\)s</li><li>skip counting</li></ul>`)).toBe('playing Sam-yuk-gu counting 3s; skip counting');
    expect(acaraText('a template such as ‘A <type of user> has <some goal>’')).toBe('a template such as ‘A <type of user> has <some goal>’');
  });

  it('writes Oak fractions as a/b', () => {
    expect(englandText('Recognise [Fraction:1/2] and\n  [Fraction: a/b]')).toBe('Recognise 1/2 and a/b');
  });
});

describe('codes and levels', () => {
  it('shortens CCSS codes the way teachers write them', () => {
    expect(shortCcssCode('CCSS.Math.Content.3.OA.A.1')).toBe('3.OA.A.1');
    expect(shortCcssCode('CCSS.Math.Practice.MP4')).toBe('MP4');
    expect(shortCcssCode('CCSS.ELA-Literacy.RL.3.1')).toBe('RL.3.1');
  });

  it('derives Teachkit codes for England from the URI slug and first key stage', () => {
    expect(englandCode('mathematics', 1, 'https://w3id.org/uk/oak/curriculum/nationalcurriculum/contentdescriptor-count-100-beginning-0-1')).toBe(
      'NC-MA-KS1-COUNT-100-BEGINNING-0-1',
    );
    expect(() => englandCode('astrology', 2, 'x')).toThrow(/no code/);
  });

  it('reads Australian level names', () => {
    expect(australianLevels('Foundation Year')).toEqual(['F']);
    expect(australianLevels('Year 10A')).toEqual(['10']);
    expect(australianLevels('Years 3 and 4')).toEqual(['3', '4']);
    expect(australianLevels('Years 3 to 6')).toEqual(['3', '4', '5', '6']);
    expect(australianLevels('Foundation to Year 2')).toEqual(['F', '1', '2']);
    expect(australianLevels('Options')).toEqual(['9', '10']);
  });

  it('orders codes naturally', () => {
    expect(['3.OA.A.10', '3.OA.A.9', '3.OA.A.1'].sort(naturalCompare)).toEqual(['3.OA.A.1', '3.OA.A.9', '3.OA.A.10']);
  });
});

describe('source importers on small samples', () => {
  it('imports CCSS items with codes, grades, parents and ASN headings, skipping placeholders and repeats', () => {
    const item = (refId: string, code: string, statement: string, parent: string, grade = '03', level = 'Standard') => `
      <LearningStandardItem xml:lang="en" RefID="${refId}">
        <RefURI>http://corestandards.org/${code}/</RefURI>
        <StandardHierarchyLevel><number>7</number><description>${level}</description></StandardHierarchyLevel>
        <StatementCodes><StatementCode>${code}</StatementCode></StatementCodes>
        <Statements><Statement>${statement}</Statement></Statements>
        <GradeLevels><GradeLevel>${grade}</GradeLevel></GradeLevels>
        <RelatedLearningStandardItems><LearningStandardItemRefId RelationshipType="childOf">${parent}</LearningStandardItemRefId></RelatedLearningStandardItems>
      </LearningStandardItem>`;
    const xml = `<LearningStandards>
      ${item('S1', 'CCSS.Math.Content.3.NF.A.3', 'Explain equivalence of fractions', 'CLUSTER')}
      ${item('C1', 'CCSS.Math.Content.3.NF.A.3a', 'Understand two fractions as equivalent', 'S1', '03', 'Component')}
      ${item('C1', 'CCSS.Math.Content.3.NF.A.3a', 'Understand two fractions as equivalent', 'S1', '03', 'Component')}
      ${item('', '', '(L.K.3 begins in grade 2)', 'X')}
      ${item('S0', 'CCSS.Math.Content.3.OA.A.1', 'Interpret products, e.g., 5 &amp;times; 7', 'CLUSTER2')}
    </LearningStandards>`;
    const asn = [
      { text: 'Operations and Algebraic Thinking', children: [{ text: 'Represent and solve problems', asn_statementNotation: 'CCSS.Math.Content.3.OA.A', children: [{ asn_statementNotation: 'CCSS.Math.Content.3.OA.A.1' }] }] },
      {
        text: 'Number and Operations&mdash;Fractions',
        children: [
          {
            text: 'Develop understanding of fractions as numbers.',
            asn_statementNotation: 'CCSS.Math.Content.3.NF.A',
            children: [{ asn_statementNotation: 'CCSS.Math.Content.3.NF.A.3', children: [{ asn_statementNotation: 'CCSS.Math.Content.3.NF.A.3a' }] }],
          },
        ],
      },
    ];
    const outcomes = importCcss({ framework: 'us-ccss-math', xml, asn });
    expect(outcomes.map((o) => o.shortCode)).toEqual(['3.OA.A.1', '3.NF.A.3', '3.NF.A.3a']);
    expect(outcomes[0]).toMatchObject({ statement: 'Interpret products, e.g., 5 × 7', levels: ['3'], levelLabel: 'Grade 3', strand: 'Operations and Algebraic Thinking' });
    expect(outcomes[2]).toMatchObject({
      parentCode: 'CCSS.Math.Content.3.NF.A.3',
      strand: 'Number and Operations—Fractions',
      substrand: 'Develop understanding of fractions as numbers.',
    });
  });

  it('imports AU v8.4 rows with pathways as subjects and decoded text', () => {
    const csv = [
      'LearningArea,Subject,Pathway,Sequence,Level,Strand,Substrand,CdCode,ContentDesc,CCP',
      'Mathematics,Mathematics,,,Year 4,Number and Algebra,Fractions and decimals,ACMNA077,Investigate equivalent fractions used in contexts,',
      'Languages,Chinese,Second Language Learner Pathway,Years F–10 Sequence,Years 3 and 4,Communicating,Socialising,ACLCHC001,"Australia&rsquo;s ""many"" languages\n",',
    ].join('\n');
    const [maths, chinese] = importAustralianV8(csv);
    expect(maths).toMatchObject({ code: 'ACMNA077', framework: 'au-v8', subject: 'Mathematics', levels: ['4'], substrand: 'Fractions and decimals' });
    expect(chinese).toMatchObject({ subject: 'Chinese — Second Language Learner Pathway — Years F–10 Sequence', levels: ['3', '4'], statement: 'Australia’s "many" languages' });
  });

  it('imports AU v9 content descriptions with their subject, strand and level band, correcting the known code typo', () => {
    const d = (id: string, label: string, notation: string, title: string, parent?: string) => `
      <rdf:Description rdf:about="http://v/${id}">
        <statementLabel xmlns="http://purl.org/ASN/schema/core/" xml:lang="en-au">${label}</statementLabel>
        <statementNotation xmlns="http://purl.org/ASN/schema/core/" xml:lang="en-au">${notation}</statementNotation>
        <dcterms:title xml:lang="en-au">${title}</dcterms:title>
        ${parent ? `<isChildOf xmlns="http://purl.org/gem/qualifiers/" rdf:resource="http://v/${parent}"/>` : ''}
        <nominalYearLevel xmlns="https://www.esa.edu.au/" xml:lang="en-au">Year 5</nominalYearLevel>
      </rdf:Description>`;
    const rdf = `<rdf:RDF>${[
      d('la', 'Learning Area', 'MAT', 'Mathematics'),
      d('s', 'Subject', 'MATMAT', 'Mathematics', 'la'),
      d('l', 'Level', 'MATMATY56', 'Years 5 and 6', 's'),
      d('st', 'Strand', 'X', 'Number', 'l'),
      d('cd', 'Content Description', 'AC9M5N010', 'solve problems involving fractions', 'st'),
      d('el', 'Elaboration', 'AC9M5N010_E1', 'an elaboration', 'cd'),
    ].join('')}</rdf:RDF>`;
    expect(importAustralianV9(rdf, 'au-v9-math')).toEqual([
      expect.objectContaining({ code: 'AC9M5N10', subject: 'Mathematics', strand: 'Number', levels: ['5', '6'], levelLabel: 'Years 5 and 6', sourceId: 'http://v/cd' }),
    ]);
    // The content description links its elaborations (hasChild); they are listed in ACARA's order, as plain text.
    const withChildren = rdf
      .replace('<rdf:Description rdf:about="http://v/cd">', `<rdf:Description rdf:about="http://v/cd"><hasChild xmlns="http://purl.org/gem/qualifiers/" rdf:resource="http://v/e2"/><hasChild xmlns="http://purl.org/gem/qualifiers/" rdf:resource="http://v/el"/>`)
      .replace('</rdf:RDF>', `${d('e2', 'Elaboration', 'AC9M5N010_E2', 'adding \\(\\frac14\\) and \\(\\frac12\\) gives \\(\\frac34\\)', 'st')}</rdf:RDF>`);
    expect(importAustralianV9(withChildren, 'au-v9-math')[0]!.elaborations).toEqual(['an elaboration', 'adding 1/4 and 1/2 gives 3/4']);
  });

  it('imports England content descriptors with years from progressions or key stages', () => {
    const prefixes = `@prefix curric: <https://w3id.org/uk/oak/curriculum/ontology/> .
      @prefix natcurric: <https://w3id.org/uk/oak/curriculum/nationalcurriculum/> .
      @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
      @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .`;
    const temporal = `${prefixes}
      natcurric:year-group-1 a curric:YearGroup ; curric:isYearGroupOf natcurric:key-stage-1 .
      natcurric:year-group-2 a curric:YearGroup ; curric:isYearGroupOf natcurric:key-stage-1 .
      natcurric:key-stage-1 a curric:KeyStage ; rdfs:label "Key Stage 1"@en .`;
    const taxonomy = `${prefixes}
      natcurric:discipline-mathematics a skos:Concept, curric:Discipline ; skos:prefLabel "Mathematics"@en .
      natcurric:strand-number a skos:Concept, curric:Strand ; skos:prefLabel "Number"@en ; skos:broader natcurric:discipline-mathematics .
      natcurric:substrand-fractions a skos:Concept, curric:SubStrand ; skos:prefLabel "Fractions"@en ; skos:broader natcurric:strand-number .
      natcurric:contentdescriptor-find-name-half-1-2 a skos:Concept, curric:ContentDescriptor ;
        skos:prefLabel """Recognise, find and name a half as one of two equal parts [Fraction:1/2]."""@en ;
        skos:broader natcurric:substrand-fractions .
      natcurric:contentdescriptor-use-place-value a skos:Concept, curric:ContentDescriptor ;
        skos:prefLabel "Use place value."@en ; skos:broader natcurric:substrand-fractions .`;
    const structure = `${prefixes}
      natcurric:subject-mathematics a curric:Subject ; rdfs:label "Mathematics"@en .
      natcurric:scheme-mathematics-key-stage-1 a curric:Scheme ; curric:isSchemeOf natcurric:subject-mathematics ; curric:coversKeyStage natcurric:key-stage-1 .
      natcurric:progression-y1 a curric:Progression ; curric:isProgressionOf natcurric:scheme-mathematics-key-stage-1 ;
        curric:coversYearGroup natcurric:year-group-1 ; curric:includesContentDescriptor natcurric:contentdescriptor-find-name-half-1-2 .
      natcurric:progression-ks1 a curric:Progression ; curric:isProgressionOf natcurric:scheme-mathematics-key-stage-1 ;
        curric:includesContentDescriptor natcurric:contentdescriptor-use-place-value .`;
    const outcomes = importEngland([
      { subject: '', text: temporal },
      { subject: 'mathematics', text: taxonomy },
      { subject: 'mathematics', text: structure },
    ]);
    expect(outcomes).toEqual([
      expect.objectContaining({
        code: 'NC-MA-KS1-FIND-NAME-HALF-1-2',
        subject: 'Mathematics',
        strand: 'Number',
        substrand: 'Fractions',
        levels: ['1'],
        levelLabel: 'Year 1',
        statement: 'Recognise, find and name a half as one of two equal parts 1/2.',
        sourceId: 'https://w3id.org/uk/oak/curriculum/nationalcurriculum/contentdescriptor-find-name-half-1-2',
      }),
      expect.objectContaining({ code: 'NC-MA-KS1-USE-PLACE-VALUE', levels: ['1', '2'], levelLabel: 'Key Stage 1' }),
    ]);
  });
});
