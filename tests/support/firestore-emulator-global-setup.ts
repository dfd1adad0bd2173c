/**
 * Vitest global setup of the rules tests: a Firestore emulator with firestore.rules (scripts/lib/firestore-emulator.mjs).
 * Reuses the one FIRESTORE_EMULATOR_HOST names when it answers; otherwise starts its own on a free loopback port.
 */
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ESM module without types
import { freePort } from '../../scripts/lib/auth-emulator.mjs';
// @ts-expect-error: plain ESM module without types
import { firestoreEmulatorCommand, waitForFirestore } from '../../scripts/lib/firestore-emulator.mjs';
import { spawn } from 'node:child_process';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject) {
  const existing = process.env.FIRESTORE_EMULATOR_HOST;
  if (existing && (await answers(existing))) {
    project.provide('firestoreEmulatorHost', existing);
    return;
  }
  const port: number = await freePort();
  const { command, remove } = (await firestoreEmulatorCommand({ port, project: 'demo-pocket-ap-rules' })) as { command: string; remove: () => void };
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    remove();
  };
  try {
    await waitForFirestore(`127.0.0.1:${port}`, child);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  return stop;
}
