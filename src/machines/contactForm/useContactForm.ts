import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contactTopics, type ContactTopic } from '../../services/contactApi';
import { useRootSystem } from '../../app/RootSystemProvider';
import { selectProfile } from '../session/selectors';
import { createContactFormImplementations } from './implementations';
import { contactFormMachine } from './machine';
import * as select from './selectors';
import type { ContactField } from './types';

/** `?topic=plan` opens the form on that topic; an unknown topic is ignored. */
const chosenTopic = (value: string | null): ContactTopic | undefined => contactTopics.find((topic) => topic === value);

/** Screen-level flow: one actor while the contact page is open, started with the signed-in teacher's name and email. */
export function useContactForm() {
  const { contactApi, session, inspect } = useRootSystem();
  const profile = useSelector(session, selectProfile);
  const [search] = useSearchParams();
  const topic = chosenTopic(search.get('topic'));
  const actor = useActorRef(contactFormMachine.provide(createContactFormImplementations({ contactApi })), {
    input: { name: profile?.name ?? '', email: profile?.email ?? '', ...(topic ? { topic } : {}) },
    ...(inspect ? { inspect } : {}),
  });
  // A teacher opening /contact directly is known only once the profile loads.
  useEffect(() => {
    if (profile) actor.send({ type: 'contact.identified', name: profile.name, email: profile.email });
  }, [actor, profile]);
  return {
    draft: useSelector(actor, select.selectContactDraft),
    failure: useSelector(actor, select.selectContactFailure),
    isSending: useSelector(actor, select.selectContactSending),
    isSent: useSelector(actor, select.selectContactSent),
    change: (field: ContactField, value: string) => actor.send({ type: 'contact.changed', field, value }),
    send: () => actor.send({ type: 'contact.send' }),
    writeAnother: () => actor.send({ type: 'contact.writeAnother' }),
  };
}
