import { fromPromise } from 'xstate';
import type { ContactApi, ContactMessage } from '../../services/contactApi';

export interface ContactFormDeps {
  contactApi: ContactApi;
}

export function createContactFormImplementations(deps: ContactFormDeps) {
  return {
    actors: {
      sendMessage: fromPromise<void, ContactMessage>(async ({ input, signal }) => {
        await deps.contactApi.send(input, { signal });
      }),
    },
  };
}
