// @vitest-environment node
/** The local blob store listens on loopback only, and serves the grading counts (docs/boot-and-local-server.md#local-server). */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { startNetlifyRules } from './netlify-rules.mjs';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('the blob store of npm start and npm run dev', () => {
  let rules: { blobStore: { address: string; port: number }; stop(): Promise<void> };
  beforeAll(async () => {
    rules = await startNetlifyRules({ projectRoot, staticDir: null, origin: 'http://localhost:1', log: () => {} });
  }, 60_000);
  afterAll(() => rules.stop());

  it('listens on 127.0.0.1 only, and no other address of this machine reaches it', async () => {
    expect(rules.blobStore.address).toBe('127.0.0.1');
    expect(await accepts('127.0.0.1', rules.blobStore.port)).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((info) => info && !info.internal)
      .map((info) => info!.address);
    for (const address of others) expect(await accepts(address, rules.blobStore.port)).toBe(false);
  });

  it('is the environment\'s store: a create-only write, then the same write refused', async () => {
    const store = getStore({ name: 'blob-store-test', consistency: 'strong' });
    const key = `k-${process.pid}-${Date.now()}`;
    expect((await store.setJSON(key, { a: 1 }, { onlyIfNew: true })).modified).toBe(true);
    expect((await store.setJSON(key, { a: 2 }, { onlyIfNew: true })).modified).toBe(false);
    expect(await store.get(key, { type: 'json' })).toEqual({ a: 1 });
    await store.delete(key);
  });
});
