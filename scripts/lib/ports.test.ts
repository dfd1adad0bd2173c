// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { portsFrom } from './ports.mjs';

describe('portsFrom', () => {
  it('gives the default ports when nothing is set', () => {
    expect(portsFrom({})).toMatchObject({ site: 8888, functions: 8889, vite: 5173, fakeOpenAI: 8890, authEmulator: 9099 });
  });

  it('moves each port with its variable, and still reads the older names', () => {
    const ports = portsFrom({ POCKET_AP_SITE_PORT: '18888', POCKET_AP_AUTH_EMULATOR_PORT: '19099', BENCH_PORT: '14180' });
    expect(ports).toMatchObject({ site: 18888, authEmulator: 19099, bench: 14180, fakeOpenAI: 8890 });
  });

  it('gives every port its own default, so no two services clash', () => {
    const defaults = Object.values(portsFrom({}) as Record<string, number>);
    expect(new Set(defaults).size).toBe(defaults.length);
    expect(portsFrom({ POCKET_AP_FIRESTORE_EMULATOR_PORT: '18080' })).toMatchObject({ firestoreEmulator: 18080 });
  });

  it('refuses a value that is not a port, naming the variable', () => {
    expect(() => portsFrom({ POCKET_AP_FAKE_OPENAI_PORT: 'abc' })).toThrow(/POCKET_AP_FAKE_OPENAI_PORT=abc is not a port/);
    expect(() => portsFrom({ POCKET_AP_SITE_PORT: '70000' })).toThrow(/POCKET_AP_SITE_PORT/);
  });
});
