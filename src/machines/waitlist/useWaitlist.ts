import { useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { selectCanAcknowledge, selectIsSaving, selectNoticeOpen, selectWaitlistError } from './selectors';

export function useWaitlist() {
  const { waitlist } = useRootSystem();
  return {
    isOpen: useSelector(waitlist, selectNoticeOpen),
    isSaving: useSelector(waitlist, selectIsSaving),
    canAcknowledge: useSelector(waitlist, selectCanAcknowledge),
    error: useSelector(waitlist, selectWaitlistError),
    acknowledge: () => waitlist.send({ type: 'waitlist.acknowledge' }),
  };
}
