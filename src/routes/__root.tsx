import { Outlet, createRootRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { AppLayout } from '../features/layout/components/app-layout';
import { AuthProvider } from '../features/auth/auth-context';
import { HeaderAccount } from '../features/auth/components/header-account';
import { MobileAccount } from '../features/auth/components/mobile-account';
import { AccountModalSlot } from '../features/auth/components/account-modal-slot';
import { AccountNotice } from '../features/auth/components/account-notice';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';
import { useIsClient } from '../shared/hooks/use-is-client';

// The grading outbox and its indicator load after first paint (docs/product.md#grading-outbox), in the browser only:
// a prerendered page cannot wait for a lazy component, and hydration must see the same empty slot.
const GradingOutboxShell = lazy(() => import('../features/layout/components/grading-outbox-shell'));

export const Route = createRootRoute({
  component: RootLayout,
});

/**
 * Only this slot waits for the browser: switching a component from its server snapshot re-renders it synchronously
 * after hydration, so it stays a leaf rather than the whole layout (docs/decisions.md#hydration-in-slices).
 */
function GradingOutboxSlot() {
  return useIsClient() ? (
    <Suspense fallback={null}>
      <GradingOutboxShell />
    </Suspense>
  ) : null;
}

function RootLayout() {
  // The app runs from here on: a prerendered page shows its HTML before its JavaScript has even loaded
  // (docs/decisions.md#javascript-after-the-first-paint). The journeys wait for this mark after each navigation.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
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
          </>
        }
      >
        <Outlet />
      </AppLayout>
      <AccountModalSlot />
    </AuthProvider>
  );
}
