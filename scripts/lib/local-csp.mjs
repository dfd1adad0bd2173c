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
