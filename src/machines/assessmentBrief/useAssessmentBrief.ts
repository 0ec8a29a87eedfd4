import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import { useBriefForm } from '../briefForm/useBriefForm';
import { assessmentBriefMachine } from './machine';

export const assessmentEditorPath = (id: string) => `/assessments/editor/${encodeURIComponent(id)}`;

/** Screen-level flow of the "New assessment" form on /assessments/editor/new; the new assessment opens on its items. */
export function useAssessmentBrief() {
  const { assessmentApi } = useRootSystem();
  const navigate = useNavigate();
  return useBriefForm(assessmentBriefMachine, {
    create: (brief, signal) => assessmentApi.create(brief, { signal }),
    openItem: (id) => navigate(`${assessmentEditorPath(id)}/items`),
  });
}
