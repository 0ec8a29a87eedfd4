import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createUploadCardImplementations } from './implementations';
import { uploadCardMachine } from './machine';
import { selectThumbnail, selectUpload } from './selectors';
import type { UploadCardInput } from './types';

/** Spec §4: a thumbnail is wanted once at least 10% of the card is visible. */
export const thumbnailVisibility = 0.1;

/** Screen-level flow: one actor per card, stopped when the card unmounts. */
export function useUploadCard(input: UploadCardInput) {
  const { uploadApi, resourceCache, inspect } = useRootSystem();
  const actor = useActorRef(uploadCardMachine.provide(createUploadCardImplementations({ uploadApi, cache: resourceCache })), {
    input,
    ...(inspect ? { inspect } : {}),
  });
  /** Ref for the card: tells the flow when it comes into view (React 19 ref cleanup disconnects the observer). */
  const visibilityRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= thumbnailVisibility)) {
            actor.send({ type: 'card.visible' });
          }
        },
        { threshold: thumbnailVisibility },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [actor],
  );
  return {
    upload: useSelector(actor, selectUpload),
    thumbnail: useSelector(actor, selectThumbnail),
    visibilityRef,
  };
}
