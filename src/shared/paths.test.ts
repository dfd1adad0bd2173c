import { describe, expect, it } from 'vitest';
import { inAppPath } from './paths';

describe('inAppPath (the sign-in screen’s ?from=)', () => {
  it('accepts a path on this site and refuses everything that leaves it or loops back to sign-in', () => {
    expect(inAppPath('/notes?q=maize')).toBe('/notes?q=maize');
    expect(inAppPath('/apush-practice-exam/saq/2025')).toBe('/apush-practice-exam/saq/2025');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'notes', '/login', '/register?from=/x', 7, undefined])
      expect(inAppPath(bad), String(bad)).toBeUndefined();
  });
});
