import { escapeHtml as e } from '../../identity/pages.ts';
import { itemKey, marksGuideLines } from '../assessments/docx.ts';
import type { UnitAssessment } from './exportable.ts';
import type { CheckItem, LessonPhase } from '../../generation/types.ts';
import type { LessonOutline } from '../../generation/unit/sequence.ts';
import type { LessonRow } from '../../repositories/lessons.ts';

/** Self-contained pages: an LMS shows them in a frame, so no scripts, no external assets, a little inline style. */
const STYLE = 'table{border-collapse:collapse}th,td{border:1px solid #c9ced8;padding:.3rem;vertical-align:top;text-align:left}body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#1d2433}h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:1.5rem}h3{font-size:1.05rem}.meta{color:#5b6478}';

export function htmlPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title><style>${STYLE}</style></head>
<body>
${body}
</body>
</html>
`;
}

export const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>` : '');
const section = (heading: string, content: string) => (content ? `<h2>${e(heading)}</h2>${content}` : '');
const checks = (items: CheckItem[] | undefined) =>
  items?.length ? `<ol>${items.map((c) => `<li>${e(c.prompt)}${c.options?.length ? list(c.options) : ''}<p><em>Answer:</em> ${e(c.answer)}</p></li>`).join('')}</ol>` : '';

function phase(p: LessonPhase): string {
  return `<h3>${e(p.title)} (${p.minutes} min)</h3>
${p.explanation?.length ? p.explanation.map((x) => `<p>${e(x)}</p>`).join('') : ''}
${p.workedExample ? `<p><strong>Worked example:</strong> ${e(p.workedExample.problem)}</p><ol>${p.workedExample.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol><p><em>Answer:</em> ${e(p.workedExample.answer)}</p>` : ''}
${p.teacherActions.length ? `<p><strong>Teacher</strong></p>${list(p.teacherActions)}` : ''}
${p.studentActions.length ? `<p><strong>Students</strong></p>${list(p.studentActions)}` : ''}
${p.resources.length ? `<p><strong>Resources</strong></p>${list(p.resources)}` : ''}
${p.check?.length ? `<p><strong>Check for understanding</strong></p>${checks(p.check)}` : ''}`;
}

const marks = (n: number) => `(${n} ${n === 1 ? 'mark' : 'marks'})`;

/**
 * The unit's assessment on its lesson's page, as its own marking guide gives it: each question with its marks, options
 * and answer, the rubric with a descriptor per level, and how the paper's marks are given.
 */
export function assessmentHtml(a: UnitAssessment): string {
  const questions = a.items.map((item) => {
    const { answer, points } = itemKey(item);
    return `<li>${e(item.prompt)} <em>${marks(item.marks)}</em>${item.options ? `<ol type="A">${item.options.map((o) => `<li>${e(o)}</li>`).join('')}</ol>` : ''}<p>${answer ? `<em>Answer:</em> ${e(answer)}` : '<em>Marking points:</em>'}</p>${list(points)}</li>`;
  });
  const head = `<tr><th>Criterion</th>${a.rubric.levels.map((l) => `<th>${e(`${l.name} (${l.marks})`)}</th>`).join('')}</tr>`;
  const rows = a.rubric.criteria.map((c) => `<tr><th>${e(c.title)}</th>${c.descriptors.map((d) => `<td>${e(d)}</td>`).join('')}</tr>`);
  const [total, ...parts] = marksGuideLines(a);
  return [`<h2>${e(`Assessment: ${a.title}`)}</h2>`, `<ol>${questions.join('')}</ol>`, '<h3>Rubric</h3>', `<table>${head}${rows.join('')}</table>`, `<p>${e(total)}</p>`, list(parts)].join('\n');
}

/** A lesson made from the unit, as the teacher reads it: goals, words, the phases with their content, the checks. */
export function lessonPage(lesson: LessonRow, heading: string, extra = ''): string {
  const plan = lesson.plan;
  const words = plan.keywords?.length ? plan.keywords.map((k) => `${k.term}: ${k.definition}`) : plan.keyVocabulary;
  const body = [
    `<h1>${e(heading)}</h1>`,
    `<p class="meta">${e([lesson.yearLevel, lesson.subject, `${lesson.durationMinutes} minutes`].filter(Boolean).join(' · '))}</p>`,
    lesson.description ? `<p>${e(lesson.description)}</p>` : '',
    plan.learningOutcome ? section('Learning outcome', `<p>${e(plan.learningOutcome)}</p>`) : '',
    section('Success criteria', list(plan.successCriteria.map((c) => c.text))),
    section('Key vocabulary', list(words)),
    section('Starter', checks(plan.starterCheck)),
    section('Phases', plan.phases.map(phase).join('\n')),
    section('Exit check', checks(plan.exitCheck)),
    section('Support', list(plan.differentiation.support)),
    section('Extension', list(plan.differentiation.extension)),
    extra,
  ];
  return htmlPage(heading, body.filter(Boolean).join('\n'));
}

/** An outline not made into a lesson yet: what it is for and which outcomes it teaches. */
export function outlinePage(outline: LessonOutline, heading: string, short: (code: string) => string, extra = ''): string {
  const body = [
    `<h1>${e(heading)}</h1>`,
    outline.summary ? `<p>${e(outline.summary)}</p>` : '',
    section('Outcomes', list(outline.outcomeCodes.map(short))),
    section('Revisits', list(outline.revisitCodes.map(short))),
    extra,
    '<p class="meta">This lesson is an outline: create the unit\'s lessons in Teachkit to plan it in full.</p>',
  ];
  return htmlPage(heading, body.filter(Boolean).join('\n'));
}
