// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryStylesheets, pageHtml } from './page-html';
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
    ...overrides,
  });

describe('pageHtml', () => {
  it('puts the markup in the root, the title in <title>, and runs the state file before the entry', () => {
    const html = page();
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>FAQ</h1></main></div>');
    expect(html).toContain('<title>FAQ &amp; more · Pocket AP</title>');
    const state = html.indexOf('<script defer src="/assets/prerender-abc.js"></script>');
    expect(state).toBeGreaterThan(0);
    expect(state).toBeLessThan(html.indexOf('<script type="module" crossorigin src="/assets/index-1.js">'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-1.js">');
  });

  it('has no inline script, so the CSP needs none', () => {
    expect(page()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
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
