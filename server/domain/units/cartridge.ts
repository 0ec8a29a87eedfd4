import JSZip from 'jszip';
import { escapeHtml as e } from '../../identity/pages.ts';
import { fileNameOf, shortCodes, unitDetailsLine, weekOf, type ExportableUnit } from './exportable.ts';
import { assessmentHtml, htmlPage, lessonPage, list, outlinePage } from './lesson-page.ts';

const CC_NS = 'http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1';
const LOM_NS = 'http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest';
const SCHEMA_LOCATIONS = [
  `${CC_NS} http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imscp_v1p2_v1p0.xsd`,
  `${LOM_NS} http://www.imsglobal.org/profile/cc/ccv1p3/LOM/ccv1p3_lommanifest_v1p0.xsd`,
].join(' ');

interface Page {
  identifier: string;
  title: string;
  href: string;
  html: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lessonPages(unit: ExportableUnit): Page[] {
  const short = shortCodes(unit);
  return unit.lessons.map((outline, i) => {
    const title = `Lesson ${i + 1}: ${outline.title}`;
    const made = outline.lessonId ? unit.madeLessons.get(outline.lessonId) : undefined;
    // The assessment point's page carries the unit's assessment, so the LMS has the paper, its answers and its rubric.
    const assessment = unit.assessment?.lessonIndex === i ? assessmentHtml(unit.assessment) : '';
    return {
      identifier: `lesson-${pad(i + 1)}`,
      title,
      href: `lessons/${pad(i + 1)}-${fileNameOf(outline.title, 'lesson').slice(0, 60)}.html`,
      html: made ? lessonPage(made, title, assessment) : outlinePage(outline, title, short, assessment),
    };
  });
}

function overviewPage(unit: ExportableUnit, lessons: Page[]): Page {
  const body = [
    `<h1>${e(unit.title)}</h1>`,
    `<p class="meta">${e(unitDetailsLine(unit))}</p>`,
    unit.description ? `<p>${e(unit.description)}</p>` : '',
    '<h2>Outcomes</h2>',
    list(unit.outcomes.map((o) => `${o.shortCode || o.code} ${o.statement}`)),
    '<h2>Sequence</h2>',
    `<ol>${lessons.map((p, i) => `<li><a href="../${e(p.href)}">${e(unit.lessons[i]!.title)}</a></li>`).join('')}</ol>`,
  ];
  return { identifier: 'overview', title: 'Unit overview', href: 'overview/unit-overview.html', html: htmlPage(unit.title, body.filter(Boolean).join('\n')) };
}

const item = (page: Page, indent: string) => `${indent}<item identifier="item-${page.identifier}" identifierref="${page.identifier}"><title>${e(page.title)}</title></item>`;

function organization(unit: ExportableUnit, overview: Page, lessons: Page[]): string {
  const weeks = new Map<number, Page[]>();
  lessons.forEach((page, i) => weeks.set(weekOf(unit, i), [...(weeks.get(weekOf(unit, i)) ?? []), page]));
  const weekItems = [...weeks].map(
    ([week, pages]) => `        <item identifier="week-${week}">
          <title>Week ${week}</title>
${pages.map((p) => item(p, '          ')).join('\n')}
        </item>`,
  );
  return `    <organization identifier="organization" structure="rooted-hierarchy">
      <item identifier="root">
${item(overview, '        ')}
${weekItems.join('\n')}
      </item>
    </organization>`;
}

function manifest(unit: ExportableUnit, overview: Page, lessons: Page[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="unit-${e(unit.id)}" xmlns="${CC_NS}" xmlns:lomimscc="${LOM_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA_LOCATIONS}">
  <metadata>
    <schema>IMS Common Cartridge</schema>
    <schemaversion>1.3.0</schemaversion>
    <lomimscc:lom>
      <lomimscc:general>
        <lomimscc:title><lomimscc:string language="en">${e(unit.title)}</lomimscc:string></lomimscc:title>
${unit.description ? `        <lomimscc:description><lomimscc:string language="en">${e(unit.description)}</lomimscc:string></lomimscc:description>\n` : ''}      </lomimscc:general>
    </lomimscc:lom>
  </metadata>
  <organizations>
${organization(unit, overview, lessons)}
  </organizations>
  <resources>
${[overview, ...lessons]
  .map(
    (p) => `    <resource identifier="${p.identifier}" type="webcontent" href="${e(p.href)}">
      <file href="${e(p.href)}"/>
    </resource>`,
  )
  .join('\n')}
  </resources>
</manifest>
`;
}

/**
 * The unit as an IMS Common Cartridge 1.3 an LMS imports (Canvas, Moodle, Schoology, Brightspace): an overview page
 * and one web page per lesson, organised week by week. A lesson made from the unit carries its full plan; an outline
 * not made yet carries its summary and outcomes.
 */
export async function unitCartridge(unit: ExportableUnit): Promise<Buffer> {
  const lessons = lessonPages(unit);
  const overview = overviewPage(unit, lessons);
  const zip = new JSZip();
  zip.file('imsmanifest.xml', manifest(unit, overview, lessons));
  for (const page of [overview, ...lessons]) zip.file(page.href, page.html);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
