/**
 * The static answers the local server sent, compressed, by path and encoding, each kept until its file changes:
 * @netlify/dev spends 5-7 ms of CPU per static request (docs/boot-and-local-server.md#local-server). The key has no query
 * string, as netlify.toml's rules have none.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pickEncoding } from './compression.mjs';

/** @param {string} publishDir absolute path of the folder the server publishes */
export function createStaticAnswers(publishDir) {
  /** @type {Map<string, { version: string, status: number, headers: Record<string, string | string[]>, body: Buffer }>} */
  const kept = new Map();
  return {
    /**
     * For a GET that a file of the publish folder answers: the answer kept for it while that file is unchanged (or
     * null), and how to keep the answer about to be sent. Null for every other request.
     * @param {import('node:http').IncomingMessage} req
     */
    forRequest(req) {
      if (req.method !== 'GET') return null;
      const stats = ownFileStats(publishDir, req.url);
      if (!stats) return null;
      const key = `${pickEncoding(req.headers['accept-encoding'])} ${new URL(req.url, 'http://x').pathname}`;
      const version = `${stats.mtimeMs}:${stats.size}`;
      const answer = kept.get(key);
      return {
        answer: answer?.version === version ? answer : null,
        keep: (sent) => kept.set(key, { version, ...sent }),
      };
    },
  };
}

/** The stats of the file of the publish folder that answers this URL (as x, x.html or x/index.html), or null. */
export function ownFileStats(publishDir, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null; // a malformed escape names no file
  }
  const file = path.join(publishDir, pathname);
  if (file !== publishDir && !file.startsWith(publishDir + path.sep)) return null; // not a sibling such as dist2/
  for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) {
    const stats = statSync(candidate, { throwIfNoEntry: false });
    if (stats?.isFile()) return stats;
  }
  return null;
}

/** Every path that names a file of the publish folder: each file, and each page also as it is linked (`/x`, `/`). */
export function publishedPaths(publishDir) {
  const paths = [];
  for (const entry of readdirSync(publishDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(publishDir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/');
    if (rel.startsWith('.')) continue; // .vite/manifest.json and the like are not published
    paths.push(`/${rel}`);
    if (rel === 'index.html' || rel.endsWith('/index.html')) paths.push(`/${rel.slice(0, -'index.html'.length)}`);
    else if (rel.endsWith('.html')) paths.push(`/${rel.slice(0, -'.html'.length)}`);
  }
  return paths;
}
