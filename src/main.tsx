import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
// Global styles first, so feature CSS modules (loaded later) win over the base classes at equal specificity.
import './styles/global.css';
import { createAppRouter } from './app/router';
import { shouldHydrate } from './shared/hydration';

const root = document.getElementById('root');
// The exact text when the page has no root element (docs/product.md#errors).
if (!root) throw new Error('Root element not found');
const router = createAppRouter();

// A page prerendered for this very URL hydrates; the app shell and a URL with a query render afresh
// (docs/boot-and-local-server.md#prerender). The router hydrates first (its route code loaded), so nothing suspends above
// every Suspense boundary; then React hydrates as a transition, in short tasks (docs/boot-and-local-server.md#hydration-after-the-router-as-a-transition).
if (shouldHydrate(root)) {
  void hydrate(router)
    .finally(() => window.$_TSR?.h())
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        );
      }),
    );
} else {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
