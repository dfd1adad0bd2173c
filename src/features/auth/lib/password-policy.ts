/**
 * The password policy (docs/product.md#accounts). Firebase's validatePassword fetches the project's policy; the Auth emulator does
 * not implement it and an offline device cannot fetch it, so both fall back to the default: at least 6
 * characters. The checks themselves are ours, so the unmet requirements can be listed live while typing.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  lowercase?: boolean;
  uppercase?: boolean;
  numeric?: boolean;
  nonAlphanumeric?: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 6 };

/** The shape of Firebase's PasswordPolicy.customStrengthOptions. */
export interface CustomStrengthOptions {
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}

export function policyFromFirebase(options: CustomStrengthOptions | undefined): PasswordPolicy {
  if (!options) return DEFAULT_PASSWORD_POLICY;
  return {
    minLength: options.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: options.maxPasswordLength,
    lowercase: options.containsLowercaseLetter,
    uppercase: options.containsUppercaseLetter,
    numeric: options.containsNumericCharacter,
    nonAlphanumeric: options.containsNonAlphanumericCharacter,
  };
}

/**
 * Asks the service for its policy (through `fetchPolicy`, which wraps validatePassword) and falls back to the
 * default when the service cannot answer: not implemented (emulator), offline, or an unknown schema.
 */
export async function loadPasswordPolicy(fetchPolicy: () => Promise<CustomStrengthOptions | undefined>): Promise<PasswordPolicy> {
  try {
    return policyFromFirebase(await fetchPolicy());
  } catch {
    return DEFAULT_PASSWORD_POLICY;
  }
}

/** The requirements `password` does not meet yet, as short sentences for the list under the field. */
export function unmetPasswordRequirements(policy: PasswordPolicy, password: string): string[] {
  const unmet: string[] = [];
  const length = Array.from(password).length;
  if (length < policy.minLength) unmet.push(`At least ${policy.minLength} characters`);
  if (policy.maxLength !== undefined && length > policy.maxLength) unmet.push(`At most ${policy.maxLength} characters`);
  if (policy.lowercase && !/[a-z]/.test(password)) unmet.push('A lowercase letter');
  if (policy.uppercase && !/[A-Z]/.test(password)) unmet.push('An uppercase letter');
  if (policy.numeric && !/[0-9]/.test(password)) unmet.push('A number');
  if (policy.nonAlphanumeric && !/[^a-zA-Z0-9]/.test(password)) unmet.push('A symbol (not a letter or number)');
  return unmet;
}
