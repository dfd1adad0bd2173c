import { describe, expect, it } from 'vitest';
import { describeAuthError, LOGIN_FAILED, OFFLINE_MESSAGE, SIGN_UP_FAILED } from './auth-errors';

const failure = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('describeAuthError', () => {
  it('uses the fixed login text for wrong password, unknown user and the newer invalid-credential alike', () => {
    for (const code of ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-email']) {
      expect(describeAuthError('login', failure(code))).toBe(LOGIN_FAILED);
    }
    expect(LOGIN_FAILED).toBe('Login failed. Please check your email and password and try again.');
    expect(describeAuthError('login', new Error('no code'))).toBe(LOGIN_FAILED);
  });

  it('starts every sign-up failure with the fixed text and adds what the code tells', () => {
    expect(SIGN_UP_FAILED).toBe('Sign up failed. Please try again.');
    expect(describeAuthError('signUp', new Error('?'))).toBe(SIGN_UP_FAILED);
    expect(describeAuthError('signUp', failure('auth/operation-not-allowed'))).toBe(SIGN_UP_FAILED);
    expect(describeAuthError('signUp', failure('auth/email-already-in-use'))).toBe(
      'Sign up failed. Please try again. An account with this email already exists: use Login instead.',
    );
    expect(describeAuthError('signUp', failure('auth/weak-password'))).toMatch(/^Sign up failed\. Please try again\. .*6 characters/);
  });

  it('says clearly when the device is offline or rate-limited, whatever the action', () => {
    for (const action of ['login', 'signUp', 'google', 'reset'] as const) {
      expect(describeAuthError(action, failure('auth/network-request-failed'))).toBe(OFFLINE_MESSAGE);
      expect(describeAuthError(action, failure('auth/too-many-requests'))).toMatch(/^Too many attempts/);
    }
  });

  it('names popup problems', () => {
    expect(describeAuthError('google', failure('auth/popup-closed-by-user'))).toBe('Google sign-in was cancelled before it finished.');
    expect(describeAuthError('google', failure('auth/popup-blocked'))).toMatch(/blocked the sign-in window/);
    expect(describeAuthError('google', failure('auth/cancelled-popup-request'))).toMatch(/another sign-in window/);
  });

  it("shows the provider's message as is for popup and reset codes it does not know", () => {
    expect(describeAuthError('google', failure('auth/some-new-code', 'Firebase: Something new (auth/some-new-code).'))).toBe(
      'Firebase: Something new (auth/some-new-code).',
    );
    expect(describeAuthError('reset', failure('auth/user-not-found'))).toBe('No account uses that email address.');
    expect(describeAuthError('reset', 'plain text')).toBe('plain text');
    expect(describeAuthError('profile', {})).toBe('Something went wrong. Please try again.');
  });
});
