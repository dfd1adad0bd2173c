import { describe, expect, it } from 'vitest';
import { APP_SHELL_ONLY, PRERENDERED_ROUTES } from './prerendered-routes';

/** Every file route as a path pattern, e.g. '/apush-study-guide/unit/$unitId'. */
const routeFiles = Object.keys(import.meta.glob('../routes/**/*.tsx'))
  .filter((file) => !file.endsWith('__root.tsx') && !file.includes('.test.'))
  .map((file) => file.replace(/^\.\.\/routes/, '').replace(/\.tsx$/, '').replace(/\/index$/, '') || '/');

const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/\$[A-Za-z]+/g, '[^/]+')}$`).test(path);

describe('prerendered routes', () => {
  it('lists every route, either as prerendered or as app shell only', () => {
    const unlisted = routeFiles.filter((pattern) => !PRERENDERED_ROUTES.includes(pattern) && !(pattern in APP_SHELL_ONLY));
    expect(unlisted, 'add these to PRERENDERED_ROUTES or APP_SHELL_ONLY').toEqual([]);
  });

  it('prerenders only paths that a route serves, each once', () => {
    expect(PRERENDERED_ROUTES.filter((path) => !routeFiles.some((pattern) => matches(pattern, path)))).toEqual([]);
    expect(new Set(PRERENDERED_ROUTES).size).toBe(PRERENDERED_ROUTES.length);
  });
});
