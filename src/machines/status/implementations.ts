import { fromPromise } from 'xstate';
import type { HealthApi } from '../../services/healthApi';

export function createStatusImplementations(deps: { healthApi: HealthApi }) {
  return {
    actors: {
      checkHealth: fromPromise<{ status: string }, void>(({ signal }) => deps.healthApi.check({ signal })),
    },
  };
}
