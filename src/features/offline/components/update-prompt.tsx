import { lazy, Suspense } from 'react';
import { useIsClient } from '../../../shared/hooks/use-is-client';

// The registration code (and Workbox's window library) loads after hydration, off the first load.
const ServiceWorkerUpdate = lazy(() => import('./service-worker-update'));

/** The service worker's registration and its update prompt ("A new version is available"), in the browser only. */
export function UpdatePrompt() {
  // Registering touches navigator.serviceWorker: only in the browser, after hydration.
  return useIsClient() ? (
    <Suspense fallback={null}>
      <ServiceWorkerUpdate />
    </Suspense>
  ) : null;
}
