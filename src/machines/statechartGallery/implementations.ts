import { fromCallback, fromPromise } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateNode, InspectionEvent } from 'xstate';
import type { GalleryChart, StatechartGalleryEvent } from './types';

/** Mermaid renders in the browser only; it is loaded in its own chunk when the page opens. */
export async function renderWithMermaid(charts: GalleryChart[]): Promise<Record<string, string>> {
  const { default: mermaid } = await import('mermaid');
  // Mermaid's ELK layout fails on edges from a compound state into its own children; dagre draws them.
  mermaid.initialize({ startOnLoad: false, layout: 'dagre', securityLevel: 'strict', theme: 'neutral' });
  const out: Record<string, string> = {};
  for (const chart of charts) out[chart.name] = (await mermaid.render(`chart-${chart.name}`, chart.mermaid)).svg;
  return out;
}

const stateIdsOf = (snapshot: AnyMachineSnapshot) =>
  ((snapshot._nodes ?? []) as AnyStateNode[]).filter((node) => node.parent).map((node) => node.id);

/** Follows running actors through XState's inspect API and reports their current states by chart name. */
export function createStatechartGalleryImplementations(deps: {
  actors: Record<string, AnyActorRef>;
  render?: (charts: GalleryChart[]) => Promise<Record<string, string>>;
}) {
  return {
    actors: {
      renderCharts: fromPromise<Record<string, string>, { charts: GalleryChart[] }>(({ input }) => (deps.render ?? renderWithMermaid)(input.charts)),
      watchLiveStates: fromCallback<StatechartGalleryEvent>(({ sendBack }) => {
        const subscriptions = Object.entries(deps.actors).map(([name, actor]) => {
          sendBack({ type: 'gallery.stateChanged', name, stateIds: stateIdsOf(actor.getSnapshot() as AnyMachineSnapshot) });
          return actor.system.inspect((event: InspectionEvent) => {
            if (event.type === '@xstate.snapshot' && event.actorRef === actor) {
              sendBack({ type: 'gallery.stateChanged', name, stateIds: stateIdsOf(event.snapshot as AnyMachineSnapshot) });
            }
          });
        });
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
    },
  };
}
