/**
 * Every Firebase Auth error a student can meet, turned into words, in one place (docs/product.md#accounts). The
 * sign-up and login failure texts are fixed; where a code tells us more, a second sentence says what to do. For
 * popup sign-in and password reset the provider's message shows as is, which we keep only for codes we do not know.
 */
export type AuthAction = 'signUp' | 'login' | 'google' | 'reset' | 'profile' | 'verify';

export const SIGN_UP_FAILED = 'Sign up failed. Please try again.';
export const LOGIN_FAILED = 'Login failed. Please check your email and password and try again.';
/** "Delete my account and data" (docs/product.md#accounts). */
export const DELETE_NEEDS_RECENT_LOGIN =
  'For your security, deleting your account needs a recent sign-in. Log out, log in again, then choose Delete my account and data within a few minutes. Nothing was deleted.';
export const DELETE_DATA_FAILED = 'We could not delete your synced data, so your account is still there. Check your connection and try again.';
export const DELETE_ACCOUNT_FAILED_AFTER_DATA =
  'Your synced data is deleted, but your account is not: log out, log in again, then choose Delete my account and data again.';
export const DELETE_OFFLINE = "You're offline. Deleting your account needs a connection: try again when you're back online.";
export const OFFLINE_MESSAGE = "You're offline. Signing in needs a connection: try again when you're back online.";

const TOO_MANY = 'Too many attempts from this device. Wait a few minutes and try again, or reset your password.';

/** Messages that do not depend on what the student was doing. */
const ANY_ACTION: Record<string, string> = {
  'auth/network-request-failed': OFFLINE_MESSAGE,
  'auth/too-many-requests': TOO_MANY,
  'auth/popup-closed-by-user': 'Google sign-in was cancelled before it finished.',
  'auth/cancelled-popup-request': 'Google sign-in was cancelled because another sign-in window opened.',
  'auth/user-cancelled': 'Google sign-in was cancelled.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/web-storage-unsupported': 'Your browser is blocking site storage, which sign-in needs. Turn off private mode or allow site data.',
  'auth/operation-not-supported-in-this-environment': 'This browser cannot open the sign-in window. Try another browser.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this address. Open Pocket AP from its usual link.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/account-exists-with-different-credential': 'An account already uses this email with a password. Log in with your email and password.',
  'auth/requires-recent-login': 'For your security, log out and log in again, then retry.',
  'auth/invalid-api-key': 'Sign-in is not set up correctly on this site. Please tell us through the Contact page.',
  'auth/internal-error': 'Sign-in ran into a problem. Check your connection and try again.',
};

/** Details added after the fixed sign-up failure text. */
const SIGN_UP_DETAIL: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists: use Login instead.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/weak-password': 'Choose a longer password (at least 6 characters).',
  'auth/password-does-not-meet-requirements': 'The password does not meet the requirements listed under it.',
  'auth/missing-password': 'Enter a password.',
  'auth/missing-email': 'Enter your email.',
};

/** Codes for which a login failure is just the fixed text (wrong password and unknown user look alike). */
const LOGIN_PLAIN = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-login-credentials',
  'auth/missing-password',
]);

const RESET_DETAIL: Record<string, string> = {
  'auth/user-not-found': 'No account uses that email address.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/missing-email': 'Enter your email.',
};

export function authErrorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

function providerMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/** The text to show when `action` failed with `error`. */
export function describeAuthError(action: AuthAction, error: unknown): string {
  const code = authErrorCode(error);
  if (action === 'login' && (!code || LOGIN_PLAIN.has(code))) return LOGIN_FAILED;
  if (action === 'signUp' && !code) return SIGN_UP_FAILED;
  if (code && ANY_ACTION[code]) return ANY_ACTION[code];
  if (action === 'signUp') return code && SIGN_UP_DETAIL[code] ? `${SIGN_UP_FAILED} ${SIGN_UP_DETAIL[code]}` : SIGN_UP_FAILED;
  if (action === 'login') return LOGIN_FAILED;
  if (action === 'reset' && code && RESET_DETAIL[code]) return RESET_DETAIL[code];
  return providerMessage(error) ?? 'Something went wrong. Please try again.';
}
