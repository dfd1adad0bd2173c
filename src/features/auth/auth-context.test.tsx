import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
