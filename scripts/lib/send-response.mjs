/**
 * Writes a fetch Response on a Node response as Netlify's CDN would: text compressed with brotli or gzip when the
 * browser accepts it, and, on local runs, the Auth emulator added to the page policy (scripts/lib/local-csp.mjs).
 */
import { maybeCompress, pickEncoding } from './compression.mjs';
import { withEmulator } from './local-csp.mjs';

/**
 * @param {{ cacheable: boolean, emulator: string | null }} options cacheable: a static file (compressed once per content)
 * @returns {Promise<{ status: number, headers: Record<string, string | string[]>, body: Buffer | null }>} what it sent
 *   (body null when it was streamed)
 */
export async function sendResponse(response, req, res, { cacheable, emulator }) {
  const headers = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'content-security-policy' && emulator ? withEmulator(value, emulator) : value;
  });
  const setCookies = response.headers.getSetCookie?.() ?? [];
  if (setCookies.length) headers['set-cookie'] = setCookies;
  if (!response.body || headers['content-encoding']) {
    res.writeHead(response.status, headers);
    if (response.body && req.method !== 'HEAD') for await (const chunk of response.body) res.write(chunk);
    res.end();
    return { status: response.status, headers, body: null };
  }
  const raw = Buffer.from(await response.arrayBuffer());
  const { body, encoding } = await maybeCompress(raw, {
    contentType: response.headers.get('content-type'),
    encoding: pickEncoding(req.headers['accept-encoding']),
    cacheable,
  });
  if (encoding) headers['content-encoding'] = encoding;
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body); // HEAD: the headers GET would send
  return { status: response.status, headers, body };
}
