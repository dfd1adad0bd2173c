import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is prerendered and while it hydrates, true once it runs in the browser: for parts that only
 * make sense on a device (service worker, device state). No hydration mismatch, see docs/boot-and-local-server.md#prerender.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
