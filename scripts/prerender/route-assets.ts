/** A chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a route's component chunk (TanStack's autoCodeSplitting), from the route's id. */
function componentChunkOf(routeId: string): string {
  const file = routeId === '/' ? 'index' : routeId.endsWith('/') ? `${routeId.slice(1)}index` : routeId.slice(1);
  return `src/routes/${file}.tsx?tsr-split=component`;
}

/**
 * The CSS and JavaScript files the matched routes' components need beyond the entry's own (which index.html
 * already names): the page inlines the CSS and preloads the JavaScript, so hydration waits for no request chain.
 */
export function routeAssets(manifest: Manifest, routeIds: readonly string[]): { css: string[]; js: string[] } {
  const closure = (keys: string[], css = new Set<string>(), js = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) continue;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      closure(chunk.imports ?? [], css, js);
    }
    return { css, js };
  };
  const entry = closure(['index.html']);
  const routes = closure(routeIds.filter((id) => id !== '__root__').map(componentChunkOf));
  return { css: [...routes.css].filter((f) => !entry.css.has(f)), js: [...routes.js].filter((f) => !entry.js.has(f)) };
}
