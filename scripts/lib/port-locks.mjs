/**
 * Locks in /tmp, one per loopback port, so two runs that need the same ports take turns and runs on other ports
 * go side by side. A lock is a folder holding its owner's pid; one whose owner died is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Checkouts from before per-port locks take this one for the default ports: held too while 8888 is used. */
const LEGACY_LOCK = path.join(tmpdir(), 'pocket-ap-e2e.lock');
const LEGACY_SITE_PORT = 8888;

export const lockPath = (port) => path.join(tmpdir(), `pocket-ap-port-${port}.lock`);

/** The pid that holds a lock, or null when nobody alive holds it. */
function holder(lock) {
  try {
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function acquire(lock) {
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
      if (holder(lock) === null) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) console.log(`Waiting for another run that uses the same port (${lock})…`);
      told = true;
    }
  }
}

/**
 * Takes the lock of every port (in one order, so two runs never hold one each and wait for the other) and
 * returns a function that releases them.
 * @param {number[]} ports
 */
export async function holdPortLocks(ports) {
  const locks = [...new Set(ports)].sort((a, b) => a - b).map(lockPath);
  if (ports.includes(LEGACY_SITE_PORT)) locks.unshift(LEGACY_LOCK);
  for (const lock of locks) await acquire(lock);
  return () => {
    for (const lock of locks) if (holder(lock) === process.pid) rmSync(lock, { recursive: true, force: true });
  };
}
