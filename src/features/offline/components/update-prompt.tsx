import { lazy, Suspense } from 'react';
import { useIdle } from '../../../shared/hooks/use-idle';

// The registration code (and Workbox's window library) loads after hydration, off the first load.
const ServiceWorkerUpdate = lazy(() => import('./service-worker-update'));

/**
 * The service worker's registration and update prompt, once the page is idle: its install downloads every file
 * (docs/decisions.md#the-service-worker-waits-for-an-idle-page).
 */
export function UpdatePrompt() {
  // false on the server and while hydrating (an effect sets it), so the prerendered HTML matches.
  return useIdle(3000) ? (
    <Suspense fallback={null}>
      <ServiceWorkerUpdate />
    </Suspense>
  ) : null;
}
