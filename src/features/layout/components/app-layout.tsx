import type { ReactNode } from 'react';
import { Header } from './header';
import { Footer } from './footer';
// The outbox indicator's rules ride with the layout's inlined sheet (docs/decisions.md#no-stylesheet-after-hydration).
import './outbox-indicator.css';

interface AppLayoutProps {
  /** The account control for the header bar (Login button or the user menu), supplied by the app. */
  account?: ReactNode;
  /** The account actions shown inside the mobile menu. */
  mobileAccount?: ReactNode;
  banners?: ReactNode;
  children: ReactNode;
}

export function AppLayout({ account, mobileAccount, banners, children }: AppLayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header account={account} mobileAccount={mobileAccount} />
      {banners}
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
