import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { navMenusMachine, type NavMenuName } from './machine';

/**
 * The signed-in top bar's menus, loaded when first wanted (navMenusMachine). `load` brings the menus' module; until
 * it is there `menus` is null and the view shows each menu's button alone.
 */
export function useNavMenus<Menus>(load: () => Promise<Menus>) {
  const { inspect } = useRootSystem();
  const ref = useActorRef(
    navMenusMachine.provide({ actors: { loadMenus: fromPromise<unknown, void>(() => load()) } }),
    inspect ? { inspect } : {},
  );
  return {
    menus: useSelector(ref, (s) => (s.matches('ready') ? (s.context.menus as Menus) : null)),
    opening: useSelector(ref, (s) => s.context.opening),
    isLoading: useSelector(ref, (s) => s.matches('loading')),
    want: () => ref.send({ type: 'menus.want' }),
    open: (menu: NavMenuName) => ref.send({ type: 'menus.open', menu }),
  };
}
