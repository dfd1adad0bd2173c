import { Outlet, createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/components/app-layout';
import { AuthProvider } from '../features/auth/auth-context';
import { HeaderAccount } from '../features/auth/components/header-account';
import { MobileAccount } from '../features/auth/components/mobile-account';
import { AccountModal } from '../features/auth/components/account-modal';
import { AccountNotice } from '../features/auth/components/account-notice';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  return (
    <AuthProvider>
      <AppLayout
        account={<HeaderAccount />}
        mobileAccount={<MobileAccount />}
        banners={
          <>
            <OfflineBanner />
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
