import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { accountMoveMachine } from '../../src/machines/accountMove/machine';
import { ApiError } from '../../src/services/apiError';
import { MoveAccountSection } from '../../src/views/account/MoveAccountSection';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const email = 'ada@example.org';
const sentMessage = 'We sent a link to ada@home.example. Open it within 24 hours to move your account; until then you sign in with ada@example.org.';
const refusal = 'Another Teachkit account uses that address: give a different one, or remove that account first';
const section = () => within(screen.getByRole('region', { name: 'Move your account to another email address' }));

describeModel({
  name: 'accountMove',
  machine: accountMoveMachine,
  input: { email },
  events: [
    { type: 'move.start' },
    { type: 'move.typed', text: 'ada@home.example' },
    { type: 'move.typed', text: 'ADA@example.org' },
    { type: 'move.send' },
    { type: 'move.cancel' },
    { type: 'move.again' },
  ],
  outputs: { requestMove: [{ email: 'ada@home.example', message: sentMessage }] },
  error: () => new ApiError(409, refusal),
  project: (snapshot) => ({ typed: snapshot.context.typed, failed: snapshot.context.failure !== null }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const profileApi = { requestAccountMove: (_toEmail: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('requestMove', signal) };
    renderViews({ system: { profileApi: profileApi as never, inspect: kit.inspect }, routes: [at('/', <MoveAccountSection email={email} />)] });
    return {};
  },
  exec: {
    'move.start': async () => userEvent.setup().click(section().getByRole('button', { name: 'Use another email address' })),
    'move.typed': async (event) => {
      const user = userEvent.setup();
      const field = section().getByRole('textbox', { name: 'New email address' });
      await user.clear(field);
      await user.type(field, (event as unknown as { text: string }).text);
    },
    'move.send': async () => userEvent.setup().click(section().getByRole('button', { name: 'Send the link' })),
    'move.cancel': async () => userEvent.setup().click(section().getByRole('button', { name: 'Cancel' })),
    'move.again': async () => userEvent.setup().click(section().getByRole('button', { name: 'Use another address' })),
  },
  states: {
    idle: () => {
      expect(section().getByText(`Your account uses ${email}.`, { exact: false })).toBeInTheDocument();
      expect(section().getByRole('button', { name: 'Use another email address' })).toBeEnabled();
      expect(section().queryByRole('textbox')).not.toBeInTheDocument();
    },
    editing: (snapshot) => {
      const { typed, failure } = snapshot.context;
      expect(section().getByRole('textbox', { name: 'New email address' })).toHaveValue(typed);
      const canSend = typed === 'ada@home.example';
      expect(section().getByRole('button', { name: 'Send the link' })).toHaveProperty('disabled', !canSend);
      if (failure) expect(section().getByText(refusal)).toBeInTheDocument();
      else expect(section().queryByText(refusal)).not.toBeInTheDocument();
    },
    sending: () => {
      expect(section().getByRole('button', { name: /Sending/ })).toBeDisabled();
      expect(section().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    sent: () => {
      expect(section().getByRole('status')).toHaveTextContent(sentMessage);
      expect(section().queryByRole('textbox')).not.toBeInTheDocument();
      expect(section().getByRole('button', { name: 'Use another address' })).toBeEnabled();
    },
  },
});
