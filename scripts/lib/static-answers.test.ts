import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { createStaticAnswers, ownFileStats, publishedPaths } from './static-answers.mjs';

let dir: string;
const request = (url: string, method = 'GET', acceptEncoding = 'gzip, deflate, br') =>
  ({ url, method, headers: { 'accept-encoding': acceptEncoding } }) as unknown as import('node:http').IncomingMessage;
const sent = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-answers-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'guide'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), 'home');
  writeFileSync(path.join(dir, 'notes.html'), 'notes');
  writeFileSync(path.join(dir, 'guide', 'index.html'), 'guide');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'app');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createStaticAnswers', () => {
  it('gives back the answer kept for a file until the file changes', () => {
    const answers = createStaticAnswers(dir);
    const first = answers.forRequest(request('/notes'));
    expect(first?.answer).toBeNull();
    first!.keep(sent('notes, compressed'));
    expect(answers.forRequest(request('/notes'))?.answer?.body.toString()).toBe('notes, compressed');

    writeFileSync(path.join(dir, 'notes.html'), 'notes, rebuilt');
    expect(answers.forRequest(request('/notes'))?.answer).toBeNull();
  });

  it('notices a rewrite of the same size by its time', () => {
    const answers = createStaticAnswers(dir);
    answers.forRequest(request('/assets/app.js'))!.keep(sent('app'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'assets', 'app.js'), later, later);
    expect(answers.forRequest(request('/assets/app.js'))?.answer).toBeNull();
  });

  it('keeps one answer per encoding and ignores the query string', () => {
    const answers = createStaticAnswers(dir);
    answers.forRequest(request('/notes.html?__WB_REVISION__=1', 'GET', 'br'))!.keep(sent('brotli'));
    expect(answers.forRequest(request('/notes.html?__WB_REVISION__=2', 'GET', 'br'))?.answer?.body.toString()).toBe('brotli');
    expect(answers.forRequest(request('/notes.html', 'GET', 'gzip'))?.answer).toBeNull();
    expect(answers.forRequest(request('/notes.html', 'GET', 'identity'))?.answer).toBeNull();
  });

  it('takes no part in requests that no published file answers, or that are not GET', () => {
    const answers = createStaticAnswers(dir);
    expect(answers.forRequest(request('/notes/edit/abc'))).toBeNull();
    expect(answers.forRequest(request('/api/grade'))).toBeNull();
    expect(answers.forRequest(request('/notes', 'HEAD'))).toBeNull();
    expect(answers.forRequest(request('/notes', 'POST'))).toBeNull();
    expect(answers.forRequest(request('/%E0%A4%A'))).toBeNull();
  });
});

describe('ownFileStats', () => {
  it('finds x, x.html and x/index.html, and nothing outside the folder', () => {
    expect(ownFileStats(dir, '/assets/app.js')?.size).toBe(3);
    expect(ownFileStats(dir, '/notes')?.size).toBe(5);
    expect(ownFileStats(dir, '/guide')?.size).toBe(5);
    expect(ownFileStats(dir, '/')?.size).toBe(4);
    expect(ownFileStats(dir, '/assets')).toBeNull();
    expect(ownFileStats(dir, '/..%2F..%2Fetc%2Fpasswd')).toBeNull();
    mkdirSync(`${dir}2`);
    writeFileSync(path.join(`${dir}2`, 'beside.js'), 'x');
    const beside = ownFileStats(dir, `/..%2F${path.basename(dir)}2%2Fbeside.js`);
    rmSync(`${dir}2`, { recursive: true, force: true });
    expect(beside).toBeNull();
  });
});

describe('publishedPaths', () => {
  it('lists every file, and each page without .html too, but not dot folders', () => {
    expect(publishedPaths(dir).sort()).toEqual(
      ['/', '/assets/app.js', '/guide/', '/guide/index.html', '/index.html', '/notes', '/notes.html'].sort(),
    );
  });
});
