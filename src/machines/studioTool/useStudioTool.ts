import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { StudioInput, StudioTool } from '../../services/studioApi';
import { createStudioToolImplementations } from './implementations';
import { studioToolMachine } from './machine';
import * as select from './selectors';

/**
 * Flow of the quick tools' tabs under /studio; the tab in the address is the tool that runs (none on the history tab,
 * where the last tool is kept). Held by the page, so the draft and results outlive a switch of tab.
 */
export function useStudioTool(tool: StudioTool | null) {
  const { studioApi, inspect } = useRootSystem();
  const ref = useActorRef(studioToolMachine.provide(createStudioToolImplementations({ studioApi })), {
    input: { tool: tool ?? 'rewrite' },
    ...(inspect ? { inspect } : {}),
  });
  useEffect(() => {
    if (tool) ref.send({ type: 'studio.chooseTool', tool });
  }, [ref, tool]);
  return {
    tool: useSelector(ref, select.selectTool),
    draft: useSelector(ref, select.selectDraft),
    run: useSelector(ref, select.selectRun),
    answersShown: useSelector(ref, select.selectAnswersShown),
    failure: useSelector(ref, select.selectFailure),
    isRunning: useSelector(ref, select.selectIsRunning),
    canRun: useSelector(ref, select.selectCanRun),
    edit: (changes: Partial<StudioInput>) => ref.send({ type: 'studio.edit', changes }),
    runTool: () => ref.send({ type: 'studio.run' }),
    runOnPicture: (picture: Blob) => ref.send({ type: 'studio.runPicture', picture }),
    toggleAnswers: () => ref.send({ type: 'studio.toggleAnswers' }),
  };
}

export type StudioToolFlow = ReturnType<typeof useStudioTool>;
