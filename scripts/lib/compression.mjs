/**
 * Compression as Netlify's CDN does it: brotli when the browser accepts it, else gzip, for text types only. Static
 * files are compressed once per content (cached by hash); function answers on the fly.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/i;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 512;
const cache = new Map();

/** 'br', 'gzip' or null for this Accept-Encoding header. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return { name, q: q === undefined ? 1 : Number(q) };
  });
  const ok = (name) => accepted.some((e) => (e.name === name || e.name === '*') && e.q > 0);
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * The body to send and the headers to add for a response: compressed when the type and size allow it.
 * @param {Buffer} body
 * @param {{ contentType: string | null, encoding: 'br' | 'gzip' | null, cacheable: boolean }} options
 */
export async function maybeCompress(body, { contentType, encoding, cacheable }) {
  if (!encoding || !contentType || !COMPRESSIBLE.test(contentType) || body.length < MIN_BYTES) return { body, encoding: null };
  const key = cacheable ? `${encoding}:${createHash('sha1').update(body).digest('base64')}` : null;
  const hit = key && cache.get(key);
  if (hit) return { body: hit, encoding };
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: cacheable ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzip(body, { level: cacheable ? 9 : 6 });
  if (key) cache.set(key, compressed);
  return { body: compressed, encoding };
}
