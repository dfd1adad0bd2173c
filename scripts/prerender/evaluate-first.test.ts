// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateFirst } from './evaluate-first';

// A build's manifest in miniature: the entry imports the runtime and the framework; the route's chunk imports the
// entry and two libraries, one of which imports another.
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_runtime.js', '_framework.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
  'src/routes/notes/index.tsx?tsr-split=component': { file: 'assets/notes.js', imports: ['index.html', '_use-notes.js', '_fsrs.js'] },
  '_use-notes.js': { file: 'assets/use-notes.js', imports: ['index.html', '_schemas.js'] },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_fsrs.js': { file: 'assets/fsrs.js' },
};
const entry = '/assets/index.js';

describe('evaluateFirst', () => {
  it('lists the chunks that do not import the entry, each after what it imports', () => {
    const chunks = ['/assets/framework.js', '/assets/runtime.js', '/assets/notes.js', '/assets/use-notes.js', '/assets/schemas.js', '/assets/zod.js', '/assets/fsrs.js'];
    expect(evaluateFirst(manifest, chunks, entry)).toEqual(['/assets/runtime.js', '/assets/framework.js', '/assets/zod.js', '/assets/schemas.js', '/assets/fsrs.js']);
  });

  it('leaves out the entry and every chunk that imports it, directly or through another chunk', () => {
    const first = evaluateFirst(manifest, [entry, '/assets/notes.js', '/assets/use-notes.js'], entry);
    expect(first).not.toContain(entry);
    expect(first).not.toContain('/assets/notes.js');
    expect(first).not.toContain('/assets/use-notes.js');
  });

  it('survives chunks that import each other', () => {
    const cyclic = { ...manifest, '_a.js': { file: 'assets/a.js', imports: ['_b.js'] }, '_b.js': { file: 'assets/b.js', imports: ['_a.js'] } };
    expect(evaluateFirst(cyclic, ['/assets/a.js'], entry)).toEqual(['/assets/b.js', '/assets/a.js']);
  });

  it('leaves out a chunk that reaches the entry only through a cycle', () => {
    const cyclic = { ...manifest, '_a.js': { file: 'assets/a.js', imports: ['_b.js', 'index.html'] }, '_b.js': { file: 'assets/b.js', imports: ['_a.js'] } };
    expect(evaluateFirst(cyclic, ['/assets/a.js', '/assets/b.js'], entry)).toEqual([]);
  });
});
