import { describe, expect, it } from 'vitest';
import { avatarText, needsProfileSetup, profileError, userLabel, type AuthUser } from './auth-user';
import { PROFILE_ICONS } from './profile-icons';

const user = (fields: Partial<AuthUser>): AuthUser => ({ uid: 'u1', email: 'ada@example.com', displayName: null, photoURL: null, ...fields });

describe('account helpers', () => {
  it('has the 16 profile icons, each once', () => {
    expect(PROFILE_ICONS.map((icon) => icon.name)).toEqual([
      'eagle', 'books', 'graduation cap', 'trophy', 'star', 'brain', 'lightning', 'fire',
      'rocket', 'target', 'light bulb', 'memo', 'classical building', 'US flag', 'woman student', 'man student',
    ]);
    expect(new Set(PROFILE_ICONS.map((icon) => icon.emoji)).size).toBe(16);
  });

  it('labels and draws the avatar from the icon, else the first letter of the name or email', () => {
    expect(userLabel(user({ displayName: 'Ada' }))).toBe('Ada');
    expect(userLabel(user({ displayName: '  ' }))).toBe('ada@example.com');
    expect(avatarText(user({ displayName: 'Ada', photoURL: '🦅' }))).toBe('🦅');
    expect(avatarText(user({ displayName: 'ada' }))).toBe('A');
    expect(avatarText(user({ photoURL: 'https://lh3.googleusercontent.com/a/photo' }))).toBe('A');
  });

  it('asks for profile setup when the name or the icon is missing', () => {
    expect(needsProfileSetup(user({}))).toBe(true);
    expect(needsProfileSetup(user({ displayName: 'Ada' }))).toBe(true);
    expect(needsProfileSetup(user({ photoURL: '🦅' }))).toBe(true);
    expect(needsProfileSetup(user({ displayName: 'Ada', photoURL: 'https://example.com/me.png' }))).toBe(true);
    expect(needsProfileSetup(user({ displayName: 'Ada', photoURL: '🦅' }))).toBe(false);
  });

  it('checks a profile save in the order the product rules give', () => {
    expect(profileError(null, ' ', null)).toBe('Username required');
    expect(profileError(null, 'Ada', null)).toBe('Please select an icon');
    expect(profileError(null, 'Ada', '🦅')).toBe('No user');
    expect(profileError(user({}), 'Ada', '🦅')).toBeNull();
  });
});
