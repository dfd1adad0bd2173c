/**
 * The Cloud Firestore emulator of local runs, with firestore.rules enforced. The Google Cloud CLI's launcher where
 * it is installed (Debian package google-cloud-cli-firestore-emulator, runs on Java 17); else firebase-tools' own,
 * which wants Java 21 and downloads its jar once. See docs/architecture.md#sync.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIREBASE_PROJECT, freePort } from './auth-emulator.mjs';
import { ports } from './ports.mjs';
import { run } from './processes.mjs';

export const RULES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../firestore.rules');
const LAUNCHER = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * The Google Cloud CLI's launcher: POCKET_AP_GCLOUD_FIRESTORE_EMULATOR, else the usual SDK folders; null when none,
 * or when POCKET_AP_FIRESTORE_EMULATOR=firebase-tools asks for firebase-tools' emulator.
 */
export function gcloudLauncher(env = process.env) {
  if (env.POCKET_AP_FIRESTORE_EMULATOR === 'firebase-tools') return null;
  const candidates = [
    env.POCKET_AP_GCLOUD_FIRESTORE_EMULATOR,
    env.CLOUDSDK_ROOT_DIR && path.join(env.CLOUDSDK_ROOT_DIR, LAUNCHER),
    `/usr/lib/google-cloud-sdk/${LAUNCHER}`,
    `/usr/share/google-cloud-sdk/${LAUNCHER}`,
    path.join(homedir(), 'google-cloud-sdk', LAUNCHER),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/** Fails at once, naming the variable, when something else already listens on the port. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} is taken: the Firestore emulator needs it (move it with POCKET_AP_FIRESTORE_EMULATOR_PORT).`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * The command that starts an emulator on `port`, and a cleanup for the config file firebase-tools needs.
 * @returns {Promise<{ kind: 'gcloud' | 'firebase-tools', command: string, remove: () => void }>}
 */
export async function firestoreEmulatorCommand({ port = ports.firestoreEmulator, rules = RULES_FILE, project = FIREBASE_PROJECT } = {}) {
  const launcher = gcloudLauncher();
  if (launcher) {
    return { kind: 'gcloud', command: `${JSON.stringify(launcher)} start --host=127.0.0.1 --port=${port} --rules=${JSON.stringify(rules)}`, remove: () => {} };
  }
  // firebase-tools reads ports only from a config file; the hub, logging and WebSocket ports are free ones, so two
  // checkouts' emulators never meet.
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-ap-firestore-'));
  const config = path.join(dir, 'firebase.json');
  const emulators = {
    firestore: { host: '127.0.0.1', port, websocketPort: await freePort() },
    hub: { host: '127.0.0.1', port: await freePort() },
    logging: { host: '127.0.0.1', port: await freePort() },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ firestore: { rules }, emulators }, null, 2));
  return {
    kind: 'firebase-tools',
    command: `npx firebase emulators:start --only firestore --project ${project} --config ${JSON.stringify(config)}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Resolves once the emulator answers on `host`; rejects when its process ends first or after `timeoutMs`. */
export async function waitForFirestore(host, child, timeoutMs = 180_000) {
  let said = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (said = (said + chunk).slice(-2000)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (said) console.error(said);
  throw new Error(
    `The Firestore emulator did not start on ${host}. Install the Google Cloud CLI's (Debian: google-cloud-cli-firestore-emulator and ` +
      'openjdk-17-jre-headless), or give firebase-tools Java 21 and a network to download its emulator: see README.md#the-firestore-emulator.',
  );
}

/**
 * Starts the Firestore emulator unless the site uses a real Firebase project; it stops with the other children.
 * @returns {Promise<import('node:child_process').ChildProcess | null>}
 */
export async function startFirestoreEmulator({ port = ports.firestoreEmulator, log = console.log } = {}) {
  if (process.env.VITE_FIREBASE_API_KEY) return null;
  await assertPortFree(port);
  const { kind, command, remove } = await firestoreEmulatorCommand({ port });
  log(`Firestore emulator: ${kind === 'gcloud' ? "the Google Cloud CLI's" : "firebase-tools' (no Google Cloud CLI emulator found)"} on 127.0.0.1:${port}`);
  const child = run(command, { name: 'firestore emulator', stdio: ['ignore', 'pipe', 'pipe'] });
  child.on('exit', remove);
  await waitForFirestore(`127.0.0.1:${port}`, child);
  return child;
}
