/**
 * Whether this page started by hydrating prerendered HTML (docs/boot-and-local-server.md#prerender): main.tsx decides once,
 * and a provider that mounts with the page reads it to start from the HTML's state instead of the device's.
 */
let beganByHydrating = false;

/** A prerendered page for this exact URL (no query), with the router's dehydrated state: hydrate, not render. */
export function shouldHydrate(root: HTMLElement): boolean {
  beganByHydrating = root.dataset.prerendered === location.pathname && !location.search && '$_TSR' in window;
  return beganByHydrating;
}

/** True when the page began by hydrating (stays true: only what mounts with the page should ask). */
export function pageBeganHydrating(): boolean {
  return beganByHydrating;
}
