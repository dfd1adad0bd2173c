import type { Manifest } from './route-assets';

/**
 * Of a page's chunks (as /assets/… paths), those that do not import the entry, each after the chunks it imports:
 * start-after-paint.js evaluates them one per task before the entry, so no single task evaluates the whole app
 * (docs/decisions.md#one-chunk-per-task). The entry and everything that imports it run when the entry loads them.
 */
export function evaluateFirst(manifest: Manifest, chunks: readonly string[], entry: string): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const importsOf = (file: string) => (byFile.get(file)?.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  const needsEntry = new Map<string, boolean>();
  const dependsOnEntry = (file: string): boolean => {
    if (file === entry) return true;
    if (!needsEntry.has(file)) {
      needsEntry.set(file, false); // a cycle does not make a chunk depend on the entry
      needsEntry.set(file, importsOf(file).some(dependsOnEntry));
    }
    return needsEntry.get(file)!;
  };
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || dependsOnEntry(file)) return;
    seen.add(file);
    for (const dependency of importsOf(file)) visit(dependency);
    ordered.push(file);
  };
  for (const file of chunks) visit(file);
  return ordered;
}
