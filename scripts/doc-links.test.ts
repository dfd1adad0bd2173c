// @vitest-environment node
// Every pointer into docs/ resolves, so a renamed heading cannot leave comments pointing nowhere (docs/README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE_DIRS = ['src', 'netlify', 'scripts', 'tests', 'eslint'];
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js', 'netlify.toml'];
const SKIP = new Set(['node_modules', 'dist', '.prerender', 'fonts']);

function filesUnder(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, out);
    else if (/\.(ts|tsx|mts|mjs|js|css|toml)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

const docs = new Map<string, Set<string>>();
const docAnchors = (file: string) => {
  if (!docs.has(file)) {
    const full = path.join(ROOT, file);
    docs.set(file, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : new Set(['\0missing']));
  }
  return docs.get(file)!;
};
const broken = (file: string, anchor: string | undefined) => {
  const anchors = docAnchors(file);
  return anchors.has('\0missing') || (anchor !== undefined && !anchors.has(anchor));
};

const codeFiles = [...CODE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir))), ...ROOT_FILES.map((f) => path.join(ROOT, f))]
  .filter((file) => existsSync(file) && file !== import.meta.filename);
const markdownFiles = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`)];

describe('pointers into docs/', () => {
  it('every docs/<file>.md#<anchor> cited in code names a file and heading that exist', () => {
    const missing: string[] = [];
    for (const file of codeFiles) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        for (const [cited, name, anchor] of line.matchAll(/docs\/([\w.-]+\.md)(?:#([\w-]+))?/g)) {
          if (broken(`docs/${name}`, anchor)) missing.push(`${path.relative(ROOT, file)}:${i + 1} ${cited}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('every link with an anchor in README.md and docs/*.md reaches a heading', () => {
    const missing: string[] = [];
    for (const file of markdownFiles) {
      readFileSync(path.join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
        for (const [cited, target, anchor] of line.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
          const doc = target ? path.normalize(path.join(path.dirname(file), target)) : file;
          if (broken(doc, anchor)) missing.push(`${file}:${i + 1} ${cited}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('nothing cites the original spec by section number: its rules are stated in docs/product.md', () => {
    const spec = /SPEC §/;
    const citing = [...codeFiles, ...markdownFiles.map((f) => path.join(ROOT, f))]
      .filter((file) => spec.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(citing).toEqual([]);
  });
});
