import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { navMenusMachine, type NavMenuName } from '../../src/machines/navMenus/machine';
import { sessionMachine } from '../../src/machines/session/machine';
import * as navMenus from '../../src/views/layout/navMenus';
import { SignedInNav } from '../../src/views/layout/SignedInNav';
import { describeModel } from './harness';
import { at, renderViews } from './render';

/** Each menu's button, by the name a teacher (or a screen reader) knows it by. */
const buttonNames: Record<NavMenuName, string> = { buildAndPlan: 'Build and Plan', phone: 'Menu', account: 'Account menu' };
/** An entry only that menu holds, seen once it is open. */
const entryOf: Record<NavMenuName, string> = { buildAndPlan: 'Do more in the Studio', phone: 'Structure Units of Work', account: 'Logout' };
// The phone menu's button is hidden on wide screens by a media rule, which jsdom applies (its name goes with it).
const button = (menu: NavMenuName) =>
  menu === 'phone'
    ? screen.getAllByRole('button', { hidden: true }).find((element) => element.textContent === '☰ Menu')!
    : screen.getByRole('button', { name: new RegExp(`^${buttonNames[menu]}`) });
const menus = Object.keys(buttonNames) as NavMenuName[];
const openingOf = (snapshot: AnyMachineSnapshot) => snapshot.context.opening as NavMenuName | null;

/** Before the menus' code is in, each button stands alone: a menu button, closed, with no entries on the page. */
function buttonsAlone(snapshot: AnyMachineSnapshot) {
  for (const menu of menus) {
    expect(button(menu)).toHaveAttribute('aria-haspopup', 'menu');
    expect(button(menu)).toHaveAttribute('aria-expanded', 'false');
    expect(button(menu)).toBeEnabled();
  }
  expect(screen.queryAllByRole('menuitem')).toEqual([]);
  return openingOf(snapshot);
}

describeModel({
  name: 'navMenus',
  machine: navMenusMachine,
  events: [{ type: 'menus.want' }, ...menus.map((menu) => ({ type: 'menus.open' as const, menu }))],
  // What the download brings: the real menus' module.
  outputs: { loadMenus: [navMenus] },
  project: (snapshot) => ({ opening: snapshot.context.opening }),
  mount: (kit) => {
    renderViews({
      system: { session: createActor(sessionMachine).start(), inspect: kit.inspect },
      routes: [at('/dashboard', <SignedInNav loadMenus={() => kit.pending<typeof navMenus>('loadMenus')} />)],
      path: '/dashboard',
    });
    return {};
  },
  exec: {
    'menus.want': async () => {
      await userEvent.setup().hover(button('buildAndPlan'));
    },
    // Pressed from the keyboard: a pointer pressing it would have pointed at it first (menus.want). jsdom hides the
    // phone menu's button (a wide-screen media rule), so it cannot take focus there and is pressed directly.
    'menus.open': async (event: EventObject) => {
      const { menu } = event as EventObject & { menu: NavMenuName };
      if (menu === 'phone') return void fireEvent.click(button(menu));
      button(menu).focus();
      await userEvent.setup().keyboard('{Enter}');
    },
  },
  states: {
    waiting: (snapshot) => {
      expect(buttonsAlone(snapshot)).toBeNull();
    },
    loading: (snapshot) => {
      const opening = buttonsAlone(snapshot);
      // The button pressed says it is busy until its menu can open; the others do not.
      for (const menu of menus) expect(button(menu).getAttribute('aria-busy')).toBe(menu === opening ? 'true' : null);
    },
    failed: (snapshot) => {
      buttonsAlone(snapshot);
      for (const menu of menus) expect(button(menu)).not.toHaveAttribute('aria-busy');
    },
    ready: async (snapshot) => {
      const opening = openingOf(snapshot);
      // The same buttons, now menu triggers; the one pressed while the code came opens, the others stay closed.
      for (const menu of menus) expect(button(menu)).toHaveAttribute('aria-expanded', String(menu === opening));
      if (opening) expect(await screen.findByRole('menuitem', { name: new RegExp(entryOf[opening]) })).toBeInTheDocument();
      else expect(screen.queryAllByRole('menuitem')).toEqual([]);
      for (const menu of menus.filter((other) => other !== opening)) expect(screen.queryByRole('menuitem', { name: new RegExp(`^${entryOf[menu]}$`) })).toBeNull();
    },
  },
});
