import { assign, fromPromise, setup } from 'xstate';

/** The signed-in top bar's menus: the Build and Plan flyout, the phone menu and the account menu. */
export type NavMenuName = 'buildAndPlan' | 'phone' | 'account';

/**
 * The signed-in top bar's menus load when first wanted, not with the page: their code (the menu, its positioning
 * and dismissal) is about a tenth of what a restored sign-in downloads before the dashboard shows. Until then each
 * menu's button stands alone; pointing at one starts the download, and pressing one opens that menu as soon as the
 * code is there. A download that fails leaves the buttons as they were; wanting a menu again tries again.
 */
export const navMenusMachine = setup({
  types: {
    context: {} as {
      /** The menu pressed before the code arrived: it opens as soon as the menus are there. */
      opening: NavMenuName | null;
      /** What the download brought (the menus' components), for the view; null until then. */
      menus: unknown;
    },
    events: {} as { type: 'menus.want' } | { type: 'menus.open'; menu: NavMenuName },
  },
  actors: {
    loadMenus: fromPromise<unknown, void>(async () => {
      throw new Error('loadMenus is not provided');
    }),
  },
  actions: {
    rememberOpening: assign({ opening: (_, params: { menu: NavMenuName }) => params.menu }),
  },
}).createMachine({
  id: 'navMenus',
  context: { opening: null, menus: null },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'menus.want': 'loading',
        'menus.open': { target: 'loading', actions: { type: 'rememberOpening', params: ({ event }) => ({ menu: event.menu }) } },
      },
    },
    loading: {
      invoke: {
        src: 'loadMenus',
        onDone: { target: 'ready', actions: assign({ menus: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
      on: {
        'menus.open': { actions: { type: 'rememberOpening', params: ({ event }) => ({ menu: event.menu }) } },
      },
    },
    ready: {},
    failed: {
      on: {
        'menus.want': 'loading',
        'menus.open': { target: 'loading', actions: { type: 'rememberOpening', params: ({ event }) => ({ menu: event.menu }) } },
      },
    },
  },
});

export type NavMenusMachine = typeof navMenusMachine;
