import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldHydrate } from '../../shared/hydration';
import { LOCAL_STORAGE_KEYS } from '../../shared/storage/keys';
import { AuthProvider, useAccountNotice, useAuth } from './auth-context';

// Firebase stays out of this test: the service never finishes loading.
vi.mock('./lib/load-auth-service', () => ({ loadAuthService: () => new Promise(() => {}) }));

describe('AuthProvider', () => {
  it('shows a notice without re-rendering the account consumers', async () => {
    let accountRenders = 0;
    let announce: (message: string | null) => void = () => {};
    function AccountConsumer() {
      accountRenders += 1;
      announce = useAuth().announce;
      return null;
    }
    function Notice() {
      return <p>{useAccountNotice() ?? 'no notice'}</p>;
    }
    render(
      <AuthProvider>
        <AccountConsumer />
        <Notice />
      </AuthProvider>,
    );
    const before = accountRenders;
    act(() => announce('Profile updated!'));
    expect(screen.getByText('Profile updated!')).toBeInTheDocument();
    expect(accountRenders).toBe(before);
  });
});

describe('AuthProvider on a prerendered page', () => {
  const STORED = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam', photoURL: null };

  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
  });

  // The route's content sits in a Suspense boundary (TanStack Router's root Outlet), which React 18 hydrates after the
  // layout. Any urgent change of the account context reaches that boundary while it is still dehydrated, and React
  // throws the content away and renders it afresh (error #421: a flaky SAQ journey, from the stored account read right
  // after hydration). Here the content stays dehydrated until `release`, as it would while it is still hydrating.
  function hydratingPage(storedUser?: typeof STORED) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let onServer = true;
    let released = false;
    void gate.then(() => (released = true));
    function RouteContent() {
      if (!onServer && !released) throw gate;
      return <p>Route content</p>;
    }
    function Header() {
      const { user, modal, openAccountModal } = useAuth();
      return (
        <header>
          <p>{user?.displayName ?? 'Login'}</p>
          <button type="button" onClick={() => openAccountModal()}>
            {modal.open ? 'Account open' : 'Account'}
          </button>
        </header>
      );
    }
    const page = (
      <AuthProvider>
        <Header />
        <main>
          <Suspense fallback={<p>Loading…</p>}>
            <RouteContent />
          </Suspense>
        </main>
      </AuthProvider>
    );
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const content = container.querySelector('main p');
    expect(content).toHaveTextContent('Route content');
    // The visitor's device (signed in before, or not), and the page begins by hydrating its prerendered HTML.
    onServer = false;
    if (storedUser) localStorage.setItem(LOCAL_STORAGE_KEYS.lastUser, JSON.stringify(storedUser));
    container.dataset.prerendered = location.pathname;
    (window as { $_TSR?: unknown }).$_TSR = {};
    expect(shouldHydrate(container)).toBe(true);
    const recoverable = vi.fn();
    const root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    const done = () => {
      root.unmount();
      delete (window as { $_TSR?: unknown }).$_TSR;
    };
    return { container, content, release, recoverable, done };
  }

  /** Long enough for React to give up waiting and commit a client render, had an update been urgent. */
  const giveReactTime = () => new Promise((resolve) => setTimeout(resolve, 400));

  it('shows the stored account without switching still-hydrating route content to client rendering (React #421)', async () => {
    const page = hydratingPage(STORED);
    await giveReactTime();
    expect(page.recoverable).not.toHaveBeenCalled();
    page.release();
    // The header's name follows once the content has hydrated (a few hundred ms on a real page).
    await waitFor(() => expect(screen.getByText('Sam')).toBeInTheDocument());
    expect(page.recoverable).not.toHaveBeenCalled();
    // The server's node was kept (hydrated), not replaced by a client render.
    expect(page.container.querySelector('main p')).toBe(page.content);
    page.done();
  });

  it('opens the account modal from a tap before the route content has hydrated, keeping that content (React #421)', async () => {
    const page = hydratingPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the layout's hydration commits
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    await giveReactTime();
    expect(page.recoverable).not.toHaveBeenCalled();
    page.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account open' })).toBeInTheDocument());
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.container.querySelector('main p')).toBe(page.content);
    page.done();
  });
});
