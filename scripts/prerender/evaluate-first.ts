import type { Manifest } from './route-assets';

/**
 * Of a page's chunks (as /assets/… paths), those that do not import the entry, each after the chunks it imports:
 * start-after-paint.js evaluates them one per task before the entry, so no single task evaluates the whole app
 * (docs/boot-and-local-server.md#one-chunk-per-task). The entry and everything that imports it run when the entry loads them.
 */
export function evaluateFirst(manifest: Manifest, chunks: readonly string[], entry: string): string[] {
  const path = (key: string) => (manifest[key] ? `/${manifest[key].file}` : null);
  const importsOf = new Map<string, string[]>();
  const importersOf = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    const file = `/${chunk.file}`;
    const imports = (chunk.imports ?? []).flatMap((key) => path(key) ?? []);
    importsOf.set(file, imports);
    for (const imported of imports) importersOf.set(imported, [...(importersOf.get(imported) ?? []), file]);
  }
  // Everything that reaches the entry, directly, through other chunks or through a cycle: walked back from the entry.
  const needsEntry = new Set([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importersOf.get(file) ?? []) {
      if (needsEntry.has(importer)) continue;
      needsEntry.add(importer);
      queue.push(importer);
    }
  }
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || needsEntry.has(file)) return;
    seen.add(file);
    for (const dependency of importsOf.get(file) ?? []) visit(dependency);
    ordered.push(file);
  };
  for (const file of chunks) visit(file);
  return ordered;
}
