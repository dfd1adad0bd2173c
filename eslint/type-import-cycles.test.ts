// @vitest-environment node
// import-x/no-cycle passes over `import type`, and docs/decisions.md#no-import-cycles-not-even-type-only-ones wants
// no cycle of those either: this follows every import of the TypeScript files as tsc resolves them, types included.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

function typeScriptFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each file's imports inside the project, `import type`, `export from` and `import()` alike. */
function importGraph(): Map<string, string[]> {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map<string, string[]>();
  for (const file of ['src', 'netlify', 'scripts', 'tests'].flatMap(typeScriptFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName)
        .filter((target): target is string => !!target && target.startsWith(root) && !target.includes('/node_modules/')),
    );
  }
  return graph;
}

/** Files that reach each other (Tarjan's strongly connected components of more than one file, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.map((f) => path.relative(root, f)));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

it('no two files import each other, not even for a type', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(100);
  expect(cycles(graph)).toEqual([]);
});
