/**
 * The Firebase Auth emulator of local runs. Its firebase.json is written per run from scripts/lib/ports.mjs
 * (firebase-tools reads ports only from a config file), with the hub and logging on free ports, so two
 * checkouts' emulators never meet.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_EMULATOR_URL, ports } from './ports.mjs';
import { run, waitForUrl } from './processes.mjs';

export const FIREBASE_PROJECT = 'demo-pocket-ap';

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Writes a firebase.json for an Auth-only emulator on `authPort` into a fresh folder.
 * @returns {Promise<{ config: string, dir: string, remove: () => void }>}
 */
export async function writeEmulatorConfig(authPort = ports.authEmulator) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-ap-firebase-'));
  const config = path.join(dir, 'firebase.json');
  const emulators = {
    auth: { host: '127.0.0.1', port: authPort },
    hub: { host: '127.0.0.1', port: await freePort() },
    logging: { host: '127.0.0.1', port: await freePort() },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }, null, 2));
  return { config, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the Auth emulator unless the site uses a real Firebase project; stops with the other children. */
export async function startAuthEmulator() {
  if (process.env.VITE_FIREBASE_API_KEY) return null;
  const { config, remove } = await writeEmulatorConfig();
  const child = run(`npx firebase emulators:start --only auth --project ${FIREBASE_PROJECT} --config ${config}`, {
    name: 'auth emulator',
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', remove);
  await waitForUrl(AUTH_EMULATOR_URL, { what: `The Firebase Auth emulator (${AUTH_EMULATOR_URL})`, timeoutMs: 180_000 });
  return child;
}
