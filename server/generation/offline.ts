import { PHASE_TEMPLATES, allocateMinutes, type PhaseContext } from './methodology.ts';
import { withMaterials } from './materials.ts';
import { bloomLevelOf, cleanStatement, coreClause, keyTerms, observableAction, successCriterion } from './text.ts';
import type { Generator, LessonBrief, LessonPhase, LessonPlan, OutcomeRef } from './types.ts';

export const OFFLINE_ENGINE_VERSION = '1';

/** The lesson's focus question, from the topic and the first outcome's core clause. */
export function focusQuestion(brief: LessonBrief): string {
  if (brief.outcomes[0]) return `How can we ${observableAction(brief.outcomes[0].statement)}?`;
  return `What do we need to understand about ${brief.title}, and how will we know we understand it?`;
}

/**
 * The offline engine: structure from the methodology, content from the chosen outcomes' real statements and the
 * teacher's own slices (built into the phases that need them). Deterministic for the same brief; cites only the
 * outcomes and slices it was given.
 */
export function createOfflineGenerator(now: () => Date = () => new Date()): Generator {
  return {
    name: 'offline',
    async generateLessonPlan(brief: LessonBrief): Promise<LessonPlan> {
      const outcomes: OutcomeRef[] = brief.outcomes;
      const statements = outcomes.map((o) => cleanStatement(o.statement));
      const terms = keyTerms(statements, brief.title);
      const criteria = outcomes.map((o) => ({
        text: successCriterion(o.statement),
        outcomeCode: o.code,
        bloomLevel: bloomLevelOf(coreClause(o.statement)),
      }));
      const templates = PHASE_TEMPLATES[brief.methodology];
      const minutes = allocateMinutes(brief.durationMinutes, templates.map((t) => t.weight));
      const question = focusQuestion(brief);
      let rotation = 0;

      const phases: LessonPhase[] = templates.map((template, index) => {
        let focus: OutcomeRef[];
        if (!outcomes.length) focus = [];
        else if (template.focus === 'all') focus = outcomes;
        else if (template.focus === 'first') focus = [outcomes[0]!];
        else focus = [outcomes[rotation++ % outcomes.length]!];
        const context: PhaseContext = {
          topic: brief.title,
          yearLevel: brief.yearLevel,
          subject: brief.subject,
          criteria: (focus.length ? focus : outcomes).map((o) => successCriterion(o.statement)),
          clauses: focus.map((o) => observableAction(o.statement)),
          terms,
          question,
        };
        if (!context.criteria.length) context.criteria = [`I can explain the main ideas of ${brief.title}`];
        return {
          key: template.key,
          title: template.title,
          minutes: minutes[index]!,
          teacherActions: template.teacher(context),
          studentActions: template.students(context),
          resources: focus.map((o) => `${o.code}: ${cleanStatement(o.statement)}`),
          outcomeCodes: focus.map((o) => o.code),
        };
      });

      const leadTerms = terms.slice(0, 4);
      const material = withMaterials(phases, brief);
      return {
        phases: material.phases,
        successCriteria: criteria,
        keyVocabulary: terms,
        differentiation: {
          support: [
            `Give a worked example of each step and a partly completed version to finish${outcomes[0] ? `, focused on ${outcomes[0].code}` : ''}.`,
            `Provide a word mat with ${leadTerms.map((t) => `"${t}"`).join(', ') || 'the key vocabulary'} and a picture or example for each.`,
            'Seat students who need it with a supportive partner and check in with them first during independent work.',
          ],
          extension: [
            `Ask students to justify their answer in writing and find a case where the idea does not work${brief.title ? ` in ${brief.title}` : ''}.`,
            'Have students write their own question for the exit task and a model answer to it.',
          ],
          languageSupport: [
            `Pre-teach ${leadTerms.map((t) => `"${t}"`).join(', ') || 'the key vocabulary'} with visuals before the lesson.`,
            'Offer sentence starters for explaining: "I noticed that…", "This shows… because…".',
          ],
        },
        provenance: {
          engine: 'offline',
          engineVersion: OFFLINE_ENGINE_VERSION,
          model: null,
          outcomeCodes: outcomes.map((o) => o.code),
          sliceIds: material.sliceIds,
          generatedAt: now().toISOString(),
        },
        ...(material.materialNotice ? { materialNotice: material.materialNotice } : {}),
      };
    },
  };
}
