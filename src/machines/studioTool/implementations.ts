import { fromPromise } from 'xstate';
import type { StudioApi, StudioInput, StudioRun, StudioTool } from '../../services/studioApi';

export function createStudioToolImplementations(deps: { studioApi: Pick<StudioApi, 'run'> }) {
  return {
    actors: {
      runTool: fromPromise<StudioRun, { tool: StudioTool; draft: StudioInput }>(({ input, signal }) =>
        deps.studioApi.run(input.tool, input.draft, { signal }),
      ),
    },
  };
}
