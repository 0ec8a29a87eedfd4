import JSZip from 'jszip';
import type { AssessmentItem } from '../../generation/assessment/types.ts';
import { distractorKey } from './key-lines.ts';
import { isMarkedFromKey } from './reading/key.ts';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const QTI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const choiceId = (index: number) => `CHOICE_${String.fromCharCode(65 + index)}`;
const paragraph = (text: string) => `<p>${escape(text)}</p>`;

/** The item's score: its marks when the response matches the correct one (machine-marked items). */
const matchScoring = (marks: number) => `  <qti-response-processing>
    <qti-response-condition>
      <qti-response-if>
        <qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match>
        <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">${marks}</qti-base-value></qti-set-outcome-value>
      </qti-response-if>
    </qti-response-condition>
  </qti-response-processing>`;

const scoreDeclarations = (marks: number) => `  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float">
    <qti-default-value><qti-value>0</qti-value></qti-default-value>
  </qti-outcome-declaration>
  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float">
    <qti-default-value><qti-value>${marks}</qti-value></qti-default-value>
  </qti-outcome-declaration>`;

const scorerRubric = (item: AssessmentItem) =>
  `    <qti-rubric-block use="scoring" view="scorer">
      <qti-content-body>${paragraph(`Answer: ${item.answer}`)}${item.markingPoints.length ? `<ul>${item.markingPoints.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>` : ''}${
        item.distractors?.length ? `<ul>${item.distractors.map((d) => `<li>${escape(distractorKey(d))}</li>`).join('')}</ul>` : ''
      }</qti-content-body>
    </qti-rubric-block>`;

/** The source or passage the item is asked on, in the item body before the question (each QTI item stands alone). */
const stimulusBlock = (item: AssessmentItem) => {
  const s = item.stimulus;
  if (!s) return '';
  const body = s.text ? s.text.split(/\n\s*\n/).map((part) => paragraph(part.trim())).join('') : paragraph(`[${s.supply ?? 'The teacher supplies this text.'}]`);
  return `    <div class="stimulus"><h3>${escape(s.title)}</h3>${body}${s.provenance ? `<p><em>${escape(s.provenance)}</em></p>` : ''}</div>\n`;
};

/** One item as a QTI 3.0 assessment item. */
export function qtiItem(item: AssessmentItem, title: string): string {
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI_NS} ${QTI_XSD}" identifier="${escape(item.id)}" title="${escape(title)}" adaptive="false" time-dependent="false">`;
  if (item.kind === 'multiple-choice' && item.options) {
    const correct = choiceId(item.options.indexOf(item.answer));
    return `${head}
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>${correct}</qti-value></qti-correct-response>
  </qti-response-declaration>
${scoreDeclarations(item.marks)}
  <qti-item-body>
${item.distractors?.length ? `${scorerRubric(item)}\n` : ''}${stimulusBlock(item)}    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>${escape(item.prompt)}</qti-prompt>
${item.options.map((o, i) => `      <qti-simple-choice identifier="${choiceId(i)}">${escape(o)}</qti-simple-choice>`).join('\n')}
    </qti-choice-interaction>
  </qti-item-body>
${matchScoring(item.marks)}
</qti-assessment-item>
`;
  }
  // Machine-marked in the LMS exactly where Teachkit marks from the key: a number or an answer of a few words.
  if (item.kind === 'short-answer' && isMarkedFromKey(item)) {
    return `${head}
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string">
    <qti-correct-response><qti-value>${escape(item.answer)}</qti-value></qti-correct-response>
  </qti-response-declaration>
${scoreDeclarations(item.marks)}
  <qti-item-body>
${scorerRubric(item)}
${stimulusBlock(item)}    ${paragraph(item.prompt)}
    <qti-text-entry-interaction response-identifier="RESPONSE" expected-length="${Math.max(10, item.answer.length + 5)}"/>
  </qti-item-body>
${matchScoring(item.marks)}
</qti-assessment-item>
`;
  }
  // Marked by a person against the marking points the scorer's rubric block shows.
  return `${head}
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>
${scoreDeclarations(item.marks)}
  <qti-item-body>
${scorerRubric(item)}
${stimulusBlock(item)}    <qti-extended-text-interaction response-identifier="RESPONSE">
      <qti-prompt>${escape(item.prompt)}</qti-prompt>
    </qti-extended-text-interaction>
  </qti-item-body>
</qti-assessment-item>
`;
}

function qtiTest(id: string, title: string, items: AssessmentItem[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test xmlns="${QTI_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI_NS} ${QTI_XSD}" identifier="test-${escape(id)}" title="${escape(title)}">
  <qti-test-part identifier="part-1" navigation-mode="nonlinear" submission-mode="simultaneous">
    <qti-assessment-section identifier="section-1" title="${escape(title)}" visible="true">
${items.map((item) => `      <qti-assessment-item-ref identifier="${escape(item.id)}" href="items/${escape(item.id)}.xml"/>`).join('\n')}
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>
`;
}

function manifest(id: string, title: string, items: AssessmentItem[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" identifier="manifest-${escape(id)}">
  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="test-${escape(id)}" type="imsqti_test_xmlv3p0" href="test.xml">
      <file href="test.xml"/>
${items.map((item) => `      <dependency identifierref="${escape(item.id)}"/>`).join('\n')}
    </resource>
${items
  .map(
    (item) => `    <resource identifier="${escape(item.id)}" type="imsqti_item_xmlv3p0" href="items/${escape(item.id)}.xml">
      <file href="items/${escape(item.id)}.xml"/>
    </resource>`,
  )
  .join('\n')}
  </resources>
</manifest>
`;
}

/**
 * The assessment as a QTI 3.0 content package an LMS imports: a manifest, a test with one section, and one item
 * file per item with its correct response and marks (multiple choice and short numeric or word answers are
 * machine-marked; longer answers carry their marking points for the person who marks them).
 */
export async function qtiPackage(assessment: { id: string; title: string; items: AssessmentItem[] }): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('imsmanifest.xml', manifest(assessment.id, assessment.title, assessment.items));
  zip.file('test.xml', qtiTest(assessment.id, assessment.title, assessment.items));
  assessment.items.forEach((item, index) => zip.file(`items/${item.id}.xml`, qtiItem(item, `${assessment.title}: question ${index + 1}`)));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
