import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { assessmentEditorPath } from '../assessmentBrief/useAssessmentBrief';
import { createUnitAssessmentImplementations } from './implementations';
import { unitAssessmentMachine } from './machine';

type Snapshot = SnapshotFrom<typeof unitAssessmentMachine>;
const selectMaking = (s: Snapshot) => s.matches('making');
const selectFailure = (s: Snapshot) => s.context.failure;

/** The sequence tab's "make the unit's assessment": made (or found) on the server, then opened in its editor. */
export function useUnitAssessment(unitId: string) {
  const { unitApi, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    unitAssessmentMachine.provide(createUnitAssessmentImplementations({ unitApi, openAssessment: (id) => navigate(`${assessmentEditorPath(id)}/items`) })),
    { input: { unitId }, ...(inspect ? { inspect } : {}) },
  );
  return {
    making: useSelector(ref, selectMaking),
    failure: useSelector(ref, selectFailure),
    make: () => ref.send({ type: 'assessment.make' }),
  };
}
