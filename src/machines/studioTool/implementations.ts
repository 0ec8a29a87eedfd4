import { fromPromise } from 'xstate';
import type { StudioApi, StudioInput, StudioRun, StudioTool } from '../../services/studioApi';

export function createStudioToolImplementations(deps: { studioApi: Pick<StudioApi, 'run' | 'runOnPicture'> }) {
  return {
    actors: {
      runTool: fromPromise<StudioRun, { tool: StudioTool; draft: StudioInput; picture: Blob | null }>(({ input, signal }) =>
        input.picture
          ? deps.studioApi.runOnPicture(input.tool, { picture: input.picture, grade: input.draft.grade, subject: input.draft.subject }, { signal })
          : deps.studioApi.run(input.tool, input.draft, { signal }),
      ),
    },
  };
}
