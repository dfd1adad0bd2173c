import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, loadPasswordPolicy, policyFromFirebase, unmetPasswordRequirements } from './password-policy';

describe('password policy', () => {
  it('falls back to a minimum of 6 characters when the service cannot answer', async () => {
    const notImplemented = Object.assign(new Error('Firebase: Error (auth/operation-not-allowed).'), { code: 'auth/operation-not-allowed' });
    await expect(loadPasswordPolicy(() => Promise.reject(notImplemented))).resolves.toEqual({ minLength: 6 });
    await expect(loadPasswordPolicy(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual(DEFAULT_PASSWORD_POLICY);
    await expect(loadPasswordPolicy(() => Promise.resolve(undefined))).resolves.toEqual({ minLength: 6 });
  });

  it("uses the service's policy when it gives one", async () => {
    const policy = await loadPasswordPolicy(() =>
      Promise.resolve({ minPasswordLength: 10, maxPasswordLength: 30, containsUppercaseLetter: true, containsNumericCharacter: true }),
    );
    expect(policy).toMatchObject({ minLength: 10, maxLength: 30, uppercase: true, numeric: true });
    expect(unmetPasswordRequirements(policy, 'short')).toEqual(['At least 10 characters', 'An uppercase letter', 'A number']);
    expect(unmetPasswordRequirements(policy, 'Long enough 1')).toEqual([]);
  });

  it('lists each unmet requirement and counts characters, not UTF-16 units', () => {
    expect(unmetPasswordRequirements(DEFAULT_PASSWORD_POLICY, 'abc')).toEqual(['At least 6 characters']);
    expect(unmetPasswordRequirements(DEFAULT_PASSWORD_POLICY, 'abcdef')).toEqual([]);
    expect(unmetPasswordRequirements(DEFAULT_PASSWORD_POLICY, '🦅🦅🦅')).toEqual(['At least 6 characters']);
    const strict = policyFromFirebase({ minPasswordLength: 2, maxPasswordLength: 4, containsLowercaseLetter: true, containsNonAlphanumericCharacter: true });
    expect(unmetPasswordRequirements(strict, 'ABCDE')).toEqual(['At most 4 characters', 'A lowercase letter', 'A symbol (not a letter or number)']);
  });
});
