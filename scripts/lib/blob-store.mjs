/**
 * The local Netlify Blobs store (for the grading limits), on 127.0.0.1 only. @netlify/dev's own listens on every
 * interface, so anyone on the same network could have read or reset the counts: its store is switched off in
 * netlify-rules.mjs and this one serves the same folder (.netlify/blobs-serve) through the same BlobsServer.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * Starts the store and makes it the environment's (NETLIFY_BLOBS_CONTEXT), as Netlify does for functions.
 * @param {{ projectRoot: string, host?: string }} options
 */
export async function startBlobStore({ projectRoot, host = '127.0.0.1' }) {
  const directory = path.join(projectRoot, '.netlify', 'blobs-serve');
  await mkdir(directory, { recursive: true });
  const token = randomUUID();
  const blobs = new BlobsServer({ directory, token });
  const server = http.createServer(async (req, res) => {
    try {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Readable.toWeb(req);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      // handleRequest is BlobsServer's own entry point, which its start() serves on every interface.
      const response = await blobs.handleRequest(new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body, duplex: 'half' }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) Readable.fromWeb(response.body).pipe(res);
      else res.end();
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const { address, port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://${host}:${port}`;
  blobs.address = origin;
  const context = { siteID: '0', deployID: '0', token, edgeURL: origin, uncachedEdgeURL: origin, primaryRegion: 'us-east-2' };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  return {
    address,
    port,
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      delete process.env.NETLIFY_BLOBS_CONTEXT;
    },
  };
}
