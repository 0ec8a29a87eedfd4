import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import { useBriefForm } from '../briefForm/useBriefForm';
import { unitBriefMachine } from './machine';

export const unitEditorPath = (id: string) => `/units/editor/${encodeURIComponent(id)}`;

/** Screen-level flow of the "New unit" form on /units/editor/new; the new unit opens on its sequence. */
export function useUnitBrief() {
  const { unitApi } = useRootSystem();
  const navigate = useNavigate();
  return useBriefForm(unitBriefMachine, {
    create: (brief, signal) => unitApi.create(brief, { signal }),
    openItem: (id) => navigate(`${unitEditorPath(id)}/sequence`),
  });
}
