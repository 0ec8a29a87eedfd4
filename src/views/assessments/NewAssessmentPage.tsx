import { useAssessmentBrief } from '../../machines/assessmentBrief/useAssessmentBrief';
import { NewItemPage } from '../editing/NewItemPage';
import { assessmentTexts as t } from './texts';

/** /assessments/editor/new: what an assessment is written from. */
export function NewAssessmentPage() {
  return <NewItemPage brief={useAssessmentBrief()} texts={t} listPath="/assessments" fields={['title', 'description', 'yearLevel', 'subject', 'outcomes']} />;
}
