import { slotSupplyOf, type CheckItem, type LessonBrief, type LessonPlan, type SuppliedSlot } from '../../server/generation/types.ts';

const items = (list: string[] | undefined) => (list ?? []).map((s) => `- ${s}`);
/** What the teacher must supply for an empty slot of the plan, said under its heading rather than leaving it bare. */
const supplied = (plan: LessonPlan, slot: SuppliedSlot) => {
  const note = slotSupplyOf(plan, slot);
  return note ? [`You supply: ${note}`] : [];
};
const checks = (list: CheckItem[] | undefined) =>
  (list ?? []).map((c, i) => `${i + 1}. ${c.prompt}${c.options ? ` (${c.options.join(' / ')})` : ''}\n   - Answer: ${c.answer}`);
/** A heading and what is under it, or nothing: a heading over an empty section tells the teacher nothing. */
const section = (heading: string, body: string[]) => (body.length ? [heading, ...body] : []);

/** A plan as a teacher reads it on paper: every section in order, answers included. */
export function planMarkdown(brief: LessonBrief, plan: LessonPlan): string {
  const lines: string[] = [
    `# ${brief.title}`,
    `${brief.yearLevel} · ${brief.subject} · ${brief.methodology} · ${brief.durationMinutes} min${brief.enhancementEnabled ? ' · Enhanced' : ''}`,
    plan.readingLevel ? `Written for grade ${plan.readingLevel.targetGrade} (reads at grade ${plan.readingLevel.measuredGrade})` : '',
    '',
    `**Learning outcome:** ${plan.learningOutcome ?? '—'}`,
    plan.drivingQuestion ? `**Driving question:** ${plan.drivingQuestion}` : '',
    '',
    ...section('## Success criteria', plan.successCriteria.map((c) => `- ${c.text} (${c.outcomeCode}, ${c.bloomLevel})`)),
    ...section('## Prior knowledge', [...items(plan.priorKnowledge), ...supplied(plan, 'priorKnowledge')]),
    ...section('## Key learning points', [...items(plan.keyLearningPoints), ...supplied(plan, 'keyLearningPoints')]),
    ...section('## Misconceptions', [...(plan.misconceptions ?? []).map((m) => `- ${m.misconception}\n  - Address: ${m.response} (${m.source})`), ...supplied(plan, 'misconceptions')]),
    ...section('## Keywords', (plan.keywords ?? []).map((k) => `- **${k.term}**: ${k.definition}`)),
    ...section('## Starter check', checks(plan.starterCheck)),
  ];
  for (const phase of plan.phases) {
    lines.push(`## ${phase.title} (${phase.minutes} min) — ${phase.outcomeCodes.join(', ')}`);
    if (phase.explanation?.length) lines.push('Explanation:', ...items(phase.explanation));
    if (phase.workedExample) lines.push(`Worked example: ${phase.workedExample.problem}`, ...phase.workedExample.steps.map((s, i) => `  ${i + 1}. ${s}`), `  Answer: ${phase.workedExample.answer}`);
    lines.push(...section('Teacher:', items(phase.teacherActions)), ...section('Students:', items(phase.studentActions)));
    if (phase.check?.length) lines.push('Check for understanding:', ...checks(phase.check));
    if (phase.practice?.length) lines.push('Practice:', ...checks(phase.practice));
    for (const text of phase.texts ?? []) lines.push(`Text: ${text.title} (${text.source})`, `> ${text.body}`);
    for (const m of phase.materials ?? []) lines.push(`From uploads (${m.kind}, ${m.citation}): ${m.text}`);
    if (phase.resources.length) lines.push(`Resources: ${phase.resources.join('; ')}`);
    if (phase.safety?.length) lines.push('Safety:', ...items(phase.safety));
    if (phase.supply?.length) lines.push('You supply:', ...items(phase.supply));
  }
  lines.push(...section('## Exit check', checks(plan.exitCheck)));
  const { support, extension, languageSupport } = plan.differentiation;
  lines.push(...section('## Differentiation', [...section('Support:', items(support)), ...section('Extension:', items(extension)), ...section('Language:', items(languageSupport))]));
  if (plan.sequence) lines.push(`## Across ${plan.sequence.lessons} lessons`, ...items(plan.sequence.outline));
  if (plan.materialNotice) lines.push(`Note: ${plan.materialNotice}`);
  if (plan.contentSources?.length) lines.push(`Content from: ${plan.contentSources.join('; ')}`);
  return lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n');
}
