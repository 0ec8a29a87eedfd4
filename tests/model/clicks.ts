import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Executor } from './harness';

/**
 * A step the user takes by clicking the button named `name` when the screen shows it enabled; where it shows none,
 * the event goes to the machine as it is (the model sends events a screen does not offer, to prove they change nothing).
 * Clicks advance fake timers, so models with delays can use it.
 */
export const clickOr =
  (name: string): Executor =>
  (event, { actor }) => {
    const button = screen.queryByRole('button', { name });
    if (button && !(button as HTMLButtonElement).disabled) return userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    actor.send(event);
  };
