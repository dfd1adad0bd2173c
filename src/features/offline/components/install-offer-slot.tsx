import { lazy, Suspense } from 'react';
import { useIdle } from '../../../shared/hooks/use-idle';
// Listening starts with the app: the browser's install prompt can come before the offer's code has loaded.
import '../install/install-capture';

const InstallOffer = lazy(() => import('./install-offer'));

/** The install offer, in the browser only, once the page is idle: its code stays off the first load. */
export function InstallOfferSlot() {
  return useIdle(2000) ? (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  ) : null;
}
