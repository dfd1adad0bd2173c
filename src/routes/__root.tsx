import { Outlet, createRootRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppLayout } from '../features/layout/components/app-layout';
import { AuthProvider } from '../features/auth';
import { HeaderAccount } from '../features/auth/components/header-account';
import { MobileAccount } from '../features/auth/components/mobile-account';
import { AccountModalSlot } from '../features/auth/components/account-modal-slot';
import { AccountNotice } from '../features/auth/components/account-notice';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';
import { InstallOfferSlot } from '../features/offline/components/install-offer-slot';
import { useIdle } from '../shared/hooks/use-idle';

// The grading outbox loads in the browser once the page is idle after hydration, so hydration sees the same empty
// slot as the HTML and its IndexedDB store opens later (docs/decisions.md#the-service-worker-waits-for-an-idle-page).
const GradingOutboxShell = lazy(() => import('../features/layout/components/grading-outbox-shell'));

export const Route = createRootRoute({
  component: RootLayout,
});

/** Only this slot waits: its state changes re-render a leaf, not the whole layout (docs/boot-and-local-server.md#ssr-safe-screens). */
function GradingOutboxSlot() {
  return useIdle(1500) ? (
    <Suspense fallback={null}>
      <GradingOutboxShell />
    </Suspense>
  ) : null;
}

function RootLayout() {
  return (
    <AuthProvider>
      <AppLayout
        account={<HeaderAccount />}
        mobileAccount={<MobileAccount />}
        banners={
          <>
            <OfflineBanner />
            <GradingOutboxSlot />
            <UpdatePrompt />
            <AccountNotice />
            <InstallOfferSlot />
          </>
        }
      >
        <Outlet />
      </AppLayout>
      <AccountModalSlot />
    </AuthProvider>
  );
}
