/**
 * Build-time rendering of one page with TanStack Router's SSR support (see docs/boot-and-local-server.md#prerender):
 * the router loads the URL in memory, React renders it to a string, and the router's dehydrated state comes back
 * as script code for the browser to hydrate from. Nothing here runs in the browser.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './app/router';
import { DocumentTitleReporter } from './shared/ui/document-title';

export interface RenderedPage {
  status: number;
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The router's scripts (scroll restoration, dehydrated state), without their <script> tags: the build writes them to a file. */
  scripts: string[];
  /** The tab title the page set, if any. */
  title: string | null;
  /** The ids of the routes that rendered it, root first (to find their CSS and chunks in the build manifest). */
  routeIds: string[];
}

export async function renderPage(path: string): Promise<RenderedPage> {
  let title: string | null = null;
  let routeIds: string[] = [];
  const report = (value: string) => {
    title = value;
  };
  const handler = createRequestHandler({ request: new Request(new URL(path, 'http://localhost')), createRouter: createAppRouter });
  const response = await handler(({ router, responseHeaders }) => {
    routeIds = router.state.matches.map((match) => match.routeId);
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <DocumentTitleReporter.Provider value={report}>
          <RouterServer router={router} />
        </DocumentTitleReporter.Provider>
      ),
    });
  });
  const rendered = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const scripts: string[] = [];
  const html = rendered.replace(/<script\b[^>]*>([\s\S]*?)<\/script>/g, (_, code: string) => {
    scripts.push(code);
    return '';
  });
  return { status: response.status, html, scripts, title, routeIds };
}
