/** Small helpers for the run scripts: spawn children in their own process group, wait for ports, stop cleanly. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = new Set();

/** Spawns a command (through the shell) in its own process group so that stopping it stops its children too. */
export function run(command, { env = {}, name = command, stdio = 'inherit' } = {}) {
  const child = spawn(command, { shell: true, stdio, detached: true, env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.name = name;
  return child;
}

/** Runs a command to completion; rejects with its exit code. */
export function runToEnd(command, options) {
  return new Promise((resolve, reject) => {
    const child = run(command, options);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code ?? signal}`))));
  });
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Stops every child on Ctrl-C or SIGTERM, then exits. */
export function stopOnExit(cleanup = async () => {}) {
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await cleanup().catch(() => {});
    stopAll();
    setTimeout(() => process.exit(code), 300).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return stop;
}

export async function waitForUrl(url, { timeoutMs = 60_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** Reads an untracked .env (OPENAI_API_KEY and friends) into process.env, if there is one. */
export function loadDotEnv() {
  if (existsSync('.env')) process.loadEnvFile('.env');
}
