import { Outlet, createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/components/app-layout';
import { HeaderAccount } from '../features/auth/components/header-account';
import { OfflineBanner } from '../features/offline/components/offline-banner';
import { UpdatePrompt } from '../features/offline/components/update-prompt';

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  return (
    <AppLayout
      account={<HeaderAccount />}
      banners={
        <>
          <OfflineBanner />
          <UpdatePrompt />
        </>
      }
    >
      <Outlet />
    </AppLayout>
  );
}
