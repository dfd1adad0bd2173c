/**
 * Test stand-in for vite-plugin-pwa's `virtual:pwa-register/react` (a virtual module that only exists in Vite builds).
 * Tests set `pwaStub.needRefresh` and read `pwaStub.updateCalls` and `pwaStub.registrations`.
 */
import { useEffect, useState } from 'react';

export const pwaStub = { needRefresh: false, updateCalls: [] as (boolean | undefined)[], registrations: 0 };

export function useRegisterSW() {
  // The real hook registers the service worker when the component mounts.
  useEffect(() => {
    pwaStub.registrations += 1;
  }, []);
  const needRefresh = useState(pwaStub.needRefresh);
  const offlineReady = useState(false);
  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async (reload?: boolean) => {
      pwaStub.updateCalls.push(reload);
    },
  };
}
