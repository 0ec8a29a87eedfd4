import { Text } from '@chakra-ui/react';
import { assessmentEditorPath } from '../../machines/assessmentBrief/useAssessmentBrief';
import { useAssessmentList } from '../../machines/assessmentList/useAssessmentList';
import { ItemListPage } from '../editing/ItemListPage';
import { assessmentTexts as t } from './texts';

/** /assessments: the teacher's assessments, newest change first. */
export default function AssessmentsPage() {
  return (
    <ItemListPage
      list={useAssessmentList()}
      texts={t}
      newItem={{ to: '/assessments/editor/new', label: t.newAssessment }}
      empty={t.noAssessments}
      itemPath={(a) => `/assessments/${encodeURIComponent(a.id)}`}
      badges={(a) => [t.outcomeCount(a.outcomeCodes.length), t.students(a.students)]}
      action={(a) => ({ to: `${assessmentEditorPath(a.id)}/marking`, label: t.tabs.marking })}
      detail={(a) => a.description && <Text color="page.muted">{a.description}</Text>}
    />
  );
}
