/**
 * Vitest global setup of the functions' tests: a real Firebase Auth emulator to verify ID tokens against.
 * Reuses the one FIREBASE_AUTH_EMULATOR_HOST names when it answers; otherwise starts its own on free loopback
 * ports (auth, hub and logging), with its own demo project so it never meets the journeys' emulator.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ESM module without types
import { freePort, writeEmulatorConfig } from '../../scripts/lib/auth-emulator.mjs';

export const UNIT_FIREBASE_PROJECT = 'demo-pocket-ap-unit';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

async function answers(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject) {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing && (await answers(existing))) {
    project.provide('authEmulatorHost', existing);
    project.provide('firebaseProjectId', process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-pocket-ap');
    return;
  }

  const auth: number = await freePort();
  const { config, dir, remove } = (await writeEmulatorConfig(auth)) as { config: string; dir: string; remove: () => void };
  const cli = path.resolve(import.meta.dirname, '../../node_modules/.bin/firebase');
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', UNIT_FIREBASE_PROJECT, '--config', config], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
  });
  const host = `127.0.0.1:${auth}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    remove();
  };
  const deadline = Date.now() + 180_000; // slow on a busy machine
  while (!(await answers(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`The Firebase Auth emulator did not start (exit ${child.exitCode ?? 'none'}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('authEmulatorHost', host);
  project.provide('firebaseProjectId', UNIT_FIREBASE_PROJECT);
  return stop;
}
