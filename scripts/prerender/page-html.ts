/**
 * One prerendered page from the built index.html: Vite's own module script and modulepreloads stay; the page's
 * markup goes into the root, its title into <title>, its CSS inline, and the router's state script (an external
 * file, so the CSP needs no inline script) before the entry. See docs/architecture.md#prerender.
 */
export interface PageParts {
  route: string;
  /** The markup that goes inside <div id="root">. */
  markup: string;
  title: string | null;
  /** The route's own chunks (beyond the entry's), as /assets/… paths: preloaded with the entry's. */
  preloads: string[];
  /** The entry's and the route's CSS, by path, with their text. */
  styles: { href: string; css: string }[];
  /** The router's scripts for this page, as a file the build wrote (/assets/prerender-<hash>.js). */
  stateScript: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** The entry's stylesheets, as index.html links them (the page inlines them, before the route's own). */
export function entryStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET)].map((match) => match[1]!);
}

export function pageHtml(template: string, page: PageParts): string {
  const entryScript = ENTRY_SCRIPT.exec(template)?.[0];
  if (!entryScript || !template.includes(EMPTY_ROOT)) throw new Error('index.html needs its entry module script and an empty <div id="root"></div>');
  // `defer` runs the state before the module script that follows it (both wait for the parser, in document order).
  const head =
    `<script defer src="${page.stateScript}"></script>\n    ${entryScript}` +
    page.preloads.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join('') +
    page.styles.map(inlineStyle).join('');
  return template
    .replace(STYLESHEET, '')
    .replace(ENTRY_SCRIPT, head)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title ?? 'Pocket AP')}</title>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${escapeHtml(page.route)}">${page.markup}</div>`);
}

/**
 * A sheet inlined, so the first paint needs the HTML alone. The link after it (a type that is not CSS, so never
 * fetched) is what Vite's preload helper looks for before it adds a route's sheet: without it the sheet was
 * fetched again after hydration and restyled the whole page.
 */
function inlineStyle({ href, css }: { href: string; css: string }): string {
  if (css.includes('</')) throw new Error(`${href} cannot be inlined`);
  return `\n    <style data-href="${href}">${css}</style><link rel="stylesheet" type="text/x-inlined" href="${href}">`;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
