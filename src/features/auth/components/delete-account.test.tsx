import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishAccount } from '../../../shared/account-seam';
import { AuthProvider } from '../auth-context';
import { DELETE_ACCOUNT_FAILED_AFTER_DATA, DELETE_DATA_FAILED, DELETE_NEEDS_RECENT_LOGIN } from '../lib/auth-errors';
import type { AuthUser } from '../lib/auth-user';
import { DeleteAccount } from './delete-account';

const SAM = { uid: 'uid-sam', email: 'sam@example.com', displayName: 'Sam', photoURL: '⭐', emailVerified: true } as AuthUser;

// Stand-ins for Firebase Auth and the Firestore client: each step records itself, so the order can be checked.
const calls = vi.hoisted(() => ({ steps: [] as string[], recent: true, dataFails: false, accountFails: null as string | null }));
vi.mock('../lib/load-auth-service', () => {
  const service = {
    subscribe: (listener: (user: unknown) => void) => {
      listener({ uid: 'uid-sam', email: 'sam@example.com', displayName: 'Sam', photoURL: '⭐', emailVerified: true });
      return () => {};
    },
    idToken: async () => 'token',
    signedInRecently: async () => calls.recent,
    deleteAccount: async () => {
      calls.steps.push('account');
      if (calls.accountFails) throw Object.assign(new Error('refused'), { code: calls.accountFails });
    },
  };
  return { loadAuthService: async () => service, whenAuthServiceLoaded: async () => service };
});
vi.mock('../../../shared/sync/load-firestore', () => ({
  loadFirestore: async () => ({
    deleteAccountData: async (uid: string) => {
      calls.steps.push(`data:${uid}`);
      if (calls.dataFails) throw new Error('unavailable');
      return 3;
    },
  }),
}));

// jsdom has no showModal: open and close the native dialog by its attribute.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function renderDelete() {
  const onDeleted = vi.fn();
  publishAccount('uid-sam');
  render(
    <AuthProvider>
      <DeleteAccount user={SAM} onDeleted={onDeleted} />
    </AuthProvider>,
  );
  return onDeleted;
}

async function confirmDelete() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account and data' }));
  expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Delete account and data' }));
}

beforeEach(() => {
  Object.assign(calls, { steps: [], recent: true, dataFails: false, accountFails: null });
});

describe('Delete my account and data', () => {
  it('deletes the synced data first, then the account', async () => {
    const onDeleted = renderDelete();
    await confirmDelete();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(calls.steps).toEqual(['data:uid-sam', 'account']);
  });

  it('deletes nothing when the sign-in is too old, and says to log in again', async () => {
    calls.recent = false;
    const onDeleted = renderDelete();
    await confirmDelete();
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_NEEDS_RECENT_LOGIN);
    expect(calls.steps).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('keeps the account when the data could not be deleted', async () => {
    calls.dataFails = true;
    renderDelete();
    await confirmDelete();
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_DATA_FAILED);
    expect(calls.steps).toEqual(['data:uid-sam']);
  });

  it('says so when Firebase refuses the account after the data went', async () => {
    calls.accountFails = 'auth/requires-recent-login';
    renderDelete();
    await confirmDelete();
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_ACCOUNT_FAILED_AFTER_DATA);
    expect(calls.steps).toEqual(['data:uid-sam', 'account']);
  });
});
