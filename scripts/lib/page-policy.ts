/**
 * netlify.toml's Content-Security-Policy for pages (the `/*` rule), read from the file's text: the build checks it
 * allows the start script (scripts/prerender/plugin.ts) and scripts/deploy-config.test.ts checks what it allows.
 */
export function pagePolicyOf(toml: string): string {
  return /for = "\/\*"\s+\[headers\.values\]\s+Content-Security-Policy = "([^"]+)"/.exec(toml)?.[1] ?? '';
}

/** One directive of a policy, name included (`script-src 'self' …`), or '' when the policy has none. */
export function directiveOf(policy: string, name: string): string {
  return policy.split(';').map((directive) => directive.trim()).find((directive) => directive.split(/\s+/)[0] === name) ?? '';
}
