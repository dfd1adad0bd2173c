import { Outlet, createRootRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '../features/layout/components/app-layout';
import { AuthProvider } from '../features/auth/auth-context';
import { HeaderAccount } from '../features/auth/components/header-account';
import { MobileAccount } from '../features/auth/components/mobile-account';
import { AccountModal } from '../features/auth/components/account-modal';
import { AccountNotice } from '../features/auth/components/account-notice';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';
import { OutboxIndicator } from '../features/layout/components/outbox-indicator';
import { startGradingOutbox } from '../grading/grading-outbox';

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  // Gradings left waiting (offline, or the tab was closed) are sent when the app starts and whenever it can.
  useEffect(() => startGradingOutbox(), []);
  return (
    <AuthProvider>
      <AppLayout
        account={<HeaderAccount />}
        mobileAccount={<MobileAccount />}
        banners={
          <>
            <OfflineBanner />
            <OutboxIndicator />
            <UpdatePrompt />
            <AccountNotice />
          </>
        }
      >
        <Outlet />
      </AppLayout>
      <AccountModal />
    </AuthProvider>
  );
}
