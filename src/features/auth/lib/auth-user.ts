/**
 * The few fields of a signed-in account the screens use (docs/product.md#accounts), as a plain object so it can be cached,
 * compared and rendered without loading Firebase.
 */
import { isProfileIcon } from './profile-icons';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** One chosen emoji icon, or whatever the provider put there. */
  photoURL: string | null;
  /** False until an email account opens its verification link (Google accounts are verified); unknown when absent. */
  emailVerified?: boolean;
}

/** What the header shows: the display name, else the email. */
export function userLabel(user: AuthUser): string {
  return user.displayName?.trim() || user.email || 'Account';
}

/** The avatar: the chosen icon, else the first letter of the name or email. */
export function avatarText(user: AuthUser): string {
  if (isProfileIcon(user.photoURL)) return user.photoURL as string;
  return Array.from(userLabel(user))[0]?.toUpperCase() ?? '?';
}

/** docs/product.md#accounts: profile setup opens after sign-in when the display name or the icon is missing. */
export function needsProfileSetup(user: AuthUser): boolean {
  return !user.displayName?.trim() || !isProfileIcon(user.photoURL);
}

/** docs/product.md#accounts: profile save rules, in their order; null when the profile may be saved. */
export function profileError(user: AuthUser | null, username: string, icon: string | null): string | null {
  if (!username.trim()) return 'Username required';
  if (!icon) return 'Please select an icon';
  if (!user) return 'No user';
  return null;
}
