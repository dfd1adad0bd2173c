/**
 * Static files with netlify.toml's headers and redirects, and the Netlify Blobs store, through @netlify/dev (its
 * functions runtime is off: scripts/lib/functions-runtime.mjs serves them). One fix on top: a file that shadows
 * the `/*` rewrite gets the headers of its own path, as on Netlify (docs/boot-and-local-server.md#netlify-dev-5-bugs-worked-around).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { allowingBootScriptOf } from './local-csp.mjs';
import { ownFileStats } from './static-answers.mjs';

/**
 * @param {{ projectRoot: string, staticDir: string | null, origin: string, log: (msg: string) => void }} options
 *   staticDir null: the blob store only (functions behind Vite in `npm run dev`).
 */
export async function startNetlifyRules({ projectRoot, staticDir, origin, log }) {
  const publishDir = staticDir ? path.resolve(projectRoot, staticDir) : null;
  // @netlify/dev serves netlify.toml's publish folder (dist) first, whatever else it is given: another build folder
  // (`npm run bench -- --compare <dir>`) gets a stand-in project whose dist is that folder.
  const standIn = publishDir && publishDir !== path.resolve(projectRoot, 'dist') ? standInProject(projectRoot, publishDir) : null;
  const root = standIn ?? projectRoot;
  const logger = { log: () => {}, warn: (...a) => log(a.join(' ')), error: (...a) => log(a.join(' ')) };
  const netlifyDev = new NetlifyDev({
    projectRoot: root,
    serverAddress: origin,
    staticFiles: publishDir ? { enabled: true, directories: [publishDir] } : { enabled: false },
    headers: { enabled: Boolean(publishDir) },
    redirects: { enabled: Boolean(publishDir) },
    functions: { enabled: false },
    blobs: { enabled: true },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    environmentVariables: { enabled: false },
    logger,
  });
  await netlifyDev.start();
  const pathHeaders = publishDir ? new HeadersHandler({ configPath: path.join(root, 'netlify.toml'), projectDir: root, publishDir, logger }) : null;

  return {
    publishDir,
    /** The static answer (type 'static' or 'redirect') for a Node request, or undefined. */
    async handle(req) {
      const match = await netlifyDev.handleAndIntrospectNodeRequest(req);
      if (match?.type === 'redirect' && pathHeaders && ownFileStats(publishDir, req.url)) {
        await pathHeaders.apply(new Request(new URL(req.url, origin)), match.response);
      }
      return match;
    },
    async stop() {
      await netlifyDev.stop();
      if (standIn) rmSync(standIn, { recursive: true, force: true });
    },
  };
}

/**
 * A temporary folder with this project's netlify.toml and `dist` linked to another build folder. That build may
 * carry an older boot script, which today's policy would block: its hash is added to the copy.
 */
function standInProject(projectRoot, buildDir) {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-ap-site-'));
  const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
  const home = path.join(buildDir, 'index.html');
  writeFileSync(path.join(root, 'netlify.toml'), existsSync(home) ? allowingBootScriptOf(readFileSync(home, 'utf8'), toml) : toml);
  symlinkSync(buildDir, path.join(root, 'dist'), 'dir');
  return root;
}
