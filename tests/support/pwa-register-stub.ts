/**
 * Test stand-in for vite-plugin-pwa's `virtual:pwa-register/react` (a virtual module that only exists in Vite builds).
 * Tests set `pwaStub.needRefresh` and read `pwaStub.updateCalls`.
 */
import { useState } from 'react';

export const pwaStub = { needRefresh: false, updateCalls: [] as (boolean | undefined)[] };

export function useRegisterSW() {
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
