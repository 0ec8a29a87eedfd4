import { useMachine } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { machineToMermaid } from '../../../scripts/statecharts/mermaid';
import { statecharts } from '../registry';
import { createStatechartGalleryImplementations } from './implementations';
import { statechartGalleryMachine } from './machine';

/** Mermaid node ids are the state ids with anything but letters, digits and _ replaced (scripts/statecharts). */
export const mermaidNodeId = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, '_');

export function useStatechartGallery() {
  const system = useRootSystem();
  const running = { auth: system.auth, session: system.session, waitlist: system.waitlist, platformLimit: system.platformLimit, apiErrors: system.apiErrors };
  const [snapshot, send] = useMachine(
    statechartGalleryMachine.provide(createStatechartGalleryImplementations({ actors: running })),
    {
      ...(system.inspect ? { inspect: system.inspect } : {}),
      input: { charts: statecharts.map((chart) => ({ name: chart.name, mermaid: machineToMermaid(chart.machine) })) },
    },
  );
  return {
    entries: statecharts,
    state: snapshot.value,
    svgs: snapshot.context.svgs,
    active: snapshot.context.active,
    retry: () => send({ type: 'gallery.retry' }),
  };
}
