import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { unitAssessmentMachine } from '../../src/machines/unitAssessment/machine';
import { ApiError } from '../../src/services/apiError';
import { UnitAssessmentSection } from '../../src/views/units/UnitAssessmentSection';
import { anOutline } from '../views/fixtures/units';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const refusal = 'This unit has no assessment point: give one lesson of its sequence the role "assess" and save it first';
const lessons = [anOutline({ id: 'o-1', title: 'Fractions on a number line' }), anOutline({ id: 'o-2', title: 'Show what you know', role: 'assess' })];

describeModel({
  name: 'unitAssessment',
  machine: unitAssessmentMachine,
  input: { unitId: 'unit-1' },
  events: [{ type: 'assessment.make' }],
  outputs: { makeAssessment: [{ assessmentId: 'as-9', created: true }] },
  error: () => new ApiError(409, refusal),
  project: (snapshot) => ({ failed: snapshot.context.failure !== null }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unitApi = { makeAssessment: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('makeAssessment', signal) };
    renderViews({
      system: { unitApi: unitApi as never, inspect: kit.inspect },
      routes: [at('/', <UnitAssessmentSection unitId="unit-1" lessons={lessons} />), at('/assessments/editor/:id/items', <p>The assessment editor</p>)],
    });
    return {};
  },
  exec: {
    'assessment.make': async () => userEvent.setup().click(screen.getByRole('button', { name: "Make the unit's assessment" })),
  },
  states: {
    idle: (snapshot, _kit, event) => {
      // Made: the assessment opens in its editor. Refused: the reason shows beside the button, which works again.
      if (event.type.startsWith('xstate.done.actor')) {
        expect(screen.getByText('The assessment editor')).toBeInTheDocument();
        return;
      }
      expect(screen.getByRole('button', { name: "Make the unit's assessment" })).toBeEnabled();
      expect(screen.getByText('"Show what you know" becomes an assessment with items and a rubric on every outcome of the unit (one robot action), opened in the assessment editor.')).toBeInTheDocument();
      if (snapshot.context.failure) expect(screen.getByText(refusal)).toBeInTheDocument();
      else expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    },
    making: () => {
      expect(screen.getByRole('button', { name: /Making the assessment/ })).toBeDisabled();
    },
  },
});
