// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { START_AFTER_PAINT, entryStylesheets, pageHtml } from './page-html';
import { routeAssets } from './route-assets';

// index.html as Vite builds it, in miniature.
const template = `<html><head><title>Pocket AP</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

const page = (overrides = {}) =>
  pageHtml(template, {
    route: '/faq',
    markup: '<main><h1>FAQ</h1></main>',
    title: 'FAQ & more · Pocket AP',
    preloads: ['/assets/faq-1.js'],
    styles: [
      { href: '/assets/index-1.css', css: 'body{margin:0}' },
      { href: '/assets/faq-1.css', css: '.q{color:red}' },
    ],
    stateScript: '/assets/prerender-abc.js',
    manifest: {
      'index.html': { file: 'assets/index-1.js', imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-1.js' },
      'src/routes/faq.tsx?tsr-split=component': { file: 'assets/faq-1.js', imports: ['index.html'] },
    },
    ...overrides,
  });

describe('pageHtml', () => {
  it('puts the markup in the root and the title in <title>', () => {
    const html = page();
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>FAQ</h1></main></div>');
    expect(html).toContain('<title>FAQ &amp; more · Pocket AP</title>');
  });

  it('fetches no script before the start script runs: the entry and every chunk wait in a template', () => {
    const html = page();
    const [before, template] = [html.slice(0, html.indexOf('<template')), /<template id="app-preloads">(.*?)<\/template>/.exec(html)![1]];
    expect(before).not.toMatch(/<script|modulepreload/);
    expect(template).toBe(['index-1', 'framework-1', 'faq-1'].map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}.js">`).join(''));
  });

  it('has one inline script, the same on every page, told the state file, the chunks to run first and the entry by its attributes', () => {
    const scripts = [...page().matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toBe(' data-state="/assets/prerender-abc.js" data-first="/assets/framework-1.js" data-entry="/assets/index-1.js"');
    expect(scripts[0]![2]).toBe(START_AFTER_PAINT);
    expect(page({ route: '/about', stateScript: '/assets/prerender-def.js' })).toContain(`>${START_AFTER_PAINT}</script>`);
    expect(START_AFTER_PAINT).not.toContain('</');
  });

  it('inlines the sheets in order, entry first, each named by a link the browser never fetches', () => {
    const html = page();
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.q{color:red}'));
    expect(html).toContain('<style data-href="/assets/faq-1.css">.q{color:red}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/faq-1.css">');
  });

  it('refuses a sheet that would end its <style> early', () => {
    expect(() => page({ styles: [{ href: '/assets/x.css', css: 'a::after{content:"</style>"}' }] })).toThrow(/cannot be inlined/);
  });

  it('lists the entry stylesheets of index.html', () => {
    expect(entryStylesheets(template)).toEqual(['/assets/index-1.css']);
  });
});

describe('routeAssets', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    'src/routes/faq.tsx?tsr-split=component': { file: 'assets/faq.js', css: ['assets/faq.css'], imports: ['index.html', '_accordion.js'] },
    '_accordion.js': { file: 'assets/accordion.js', css: ['assets/accordion.css'], imports: ['_framework.js'] },
    'src/routes/notes/index.tsx?tsr-split=component': { file: 'assets/notes.js' },
  };

  it("returns the route components' chunks and CSS beyond the entry's", () => {
    expect(routeAssets(manifest, ['__root__', '/faq'])).toEqual({ css: ['assets/faq.css', 'assets/accordion.css'], js: ['assets/faq.js', 'assets/accordion.js'] });
  });

  it('finds an index route by its trailing slash', () => {
    expect(routeAssets(manifest, ['__root__', '/notes/'])).toEqual({ css: [], js: ['assets/notes.js'] });
  });
});
