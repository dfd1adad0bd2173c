import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of local runs: netlify.toml's production policy (which never lists the Auth
 * emulator) plus the emulator's origin where the pages connect to it and frame it.
 */
export function withEmulator(policy, emulator) {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'connect-src' || name === 'frame-src' ? `${directive.trimEnd()} ${emulator}` : directive;
    })
    .join(';');
}

/**
 * netlify.toml's text with the hash of a page's inline boot script added to every script-src, unless it is there
 * already: an older build served beside today's (`npm run bench -- --compare`) may carry another boot script.
 */
export function allowingBootScriptOf(html, toml) {
  // The page's one inline script: no src and no type (its data- attributes name the state file and chunks).
  const boot = /<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (boot === undefined) return toml;
  const source = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
  return toml.includes(source) ? toml : toml.replaceAll("script-src 'self'", `script-src 'self' ${source}`);
}
