import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
// Global styles first, so feature CSS modules (loaded later) win over the base classes at equal specificity.
import './styles/global.css';
import { createAppRouter } from './app/router';
import { shouldHydrate } from './shared/hydration';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // The exact text when the page has no root element (docs/product.md#errors).
  throw new Error('Root element not found');
}

/**
 * Resolves in a later task, so the browser can paint and answer a tap in between: evaluating the modules, building
 * the router and starting hydration each take a task of their own rather than one long one
 * (docs/decisions.md#hydration-in-slices).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // A prerendered page (data-prerendered, see docs/architecture.md#prerender) carries the router's dehydrated state
  // ($_TSR): hydrate it. It was rendered for its bare path, so a URL with a query (a filtered timeline) renders afresh,
  // as does the app shell (routes with ids, unknown paths), whose root is empty.
  if (shouldHydrate(root)) {
    // As a transition, React hydrates in slices of a few milliseconds rather than in one long task, so a tap is never
    // kept waiting behind it (docs/decisions.md#hydration-in-slices).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

void start(rootElement);
