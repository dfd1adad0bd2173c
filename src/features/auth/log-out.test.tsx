import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/support/render-with-router';
import { currentAccountId } from '../../shared/account-seam';
import { LOCAL_STORAGE_KEYS } from '../../shared/storage/keys';
import { AuthProvider } from './auth-context';
import { AccountNotice, LOG_OUT_FAILED } from './components/account-notice';
import { HeaderAccount } from './components/header-account';
import type { AuthUser } from './lib/auth-user';

const SAM: AuthUser = { uid: 'uid-sam', email: 'sam@example.com', displayName: 'Sam', photoURL: null } as AuthUser;

// A Firebase stand-in: Sam is signed in; signOut fails (offline, a blocked storage) until `signOutWorks`. Like
// Firebase, it reports whoever is signed in when subscribed, so a subscription after the sign-out hears null.
const firebase = vi.hoisted(() => ({ signOutWorks: false, signedIn: true, logOut: vi.fn() }));
vi.mock('./lib/load-auth-service', () => {
  const service = {
    subscribe: (listener: (user: unknown) => void) => {
      listener(firebase.signedIn ? { uid: 'uid-sam', email: 'sam@example.com', displayName: 'Sam', photoURL: null } : null);
      return () => {};
    },
    logOut: firebase.logOut,
    idToken: async () => 'token',
  };
  return { loadAuthService: async () => service, whenAuthServiceLoaded: async () => service };
});

afterEach(() => localStorage.clear());

describe('Logout', () => {
  it('fails closed: when Firebase cannot sign out, the student is told, stays signed in, and can retry', async () => {
    firebase.logOut.mockImplementation(async () => {
      if (!firebase.signOutWorks) throw Object.assign(new Error('network'), { code: 'auth/network-request-failed' });
      firebase.signedIn = false;
    });
    localStorage.setItem(LOCAL_STORAGE_KEYS.lastUser, JSON.stringify(SAM));
    const { router } = await renderWithRouter(
      <AuthProvider>
        <HeaderAccount />
        <AccountNotice />
      </AuthProvider>,
      { path: '/notes' },
    );
    await waitFor(() => expect(currentAccountId()).toBe('uid-sam'));
    fireEvent.click(screen.getByRole('button', { name: 'Sam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LOG_OUT_FAILED);
    expect(firebase.logOut).toHaveBeenCalledTimes(1);
    // Still signed in everywhere: the header, the account the device data follows, the stored last account, the page.
    expect(screen.getByRole('button', { name: 'Sam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(currentAccountId()).toBe('uid-sam');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.lastUser)).toContain('uid-sam');
    expect(router.state.location.pathname).toBe('/notes');

    firebase.signOutWorks = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try logging out again' }));
    // The retry loads the account code again: seconds on a busy CI machine, not waitFor's default second.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument(), { timeout: 5000 });
    expect(firebase.logOut).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentAccountId()).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.lastUser)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
