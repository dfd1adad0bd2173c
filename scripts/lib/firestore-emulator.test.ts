// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { firestoreEmulatorCommand, gcloudLauncher, RULES_FILE } from './firestore-emulator.mjs';

afterEach(() => vi.unstubAllEnvs());

describe('the Firestore emulator of local runs', () => {
  it("uses the Google Cloud CLI's launcher when one is named, with the project's rules", async () => {
    vi.stubEnv('POCKET_AP_GCLOUD_FIRESTORE_EMULATOR', RULES_FILE); // any existing file stands in for the launcher
    const { kind, command } = (await firestoreEmulatorCommand({ port: 18080 })) as { kind: string; command: string };
    expect(kind).toBe('gcloud');
    expect(command).toBe(`${JSON.stringify(RULES_FILE)} start --host=127.0.0.1 --port=18080 --rules=${JSON.stringify(RULES_FILE)}`);
  });

  it("falls back to firebase-tools' emulator, its config written with the rules and free side ports", async () => {
    vi.stubEnv('POCKET_AP_FIRESTORE_EMULATOR', 'firebase-tools');
    expect(gcloudLauncher()).toBeNull();
    const { kind, command, remove } = (await firestoreEmulatorCommand({ port: 18080 })) as { kind: string; command: string; remove: () => void };
    try {
      expect(kind).toBe('firebase-tools');
      expect(command).toMatch(/^npx firebase emulators:start --only firestore --project demo-pocket-ap --config "(.+)"$/);
      const config = JSON.parse(readFileSync(JSON.parse(/--config (".+")$/.exec(command)![1]) as string, 'utf8'));
      expect(config.firestore).toEqual({ rules: RULES_FILE });
      expect(config.emulators.firestore).toMatchObject({ host: '127.0.0.1', port: 18080 });
      expect(config.emulators.firestore.websocketPort).not.toBe(9150); // firebase-tools' fixed default would clash
    } finally {
      remove();
    }
  });
});
