/**
 * Renders a component inside a real TanStack Router with memory history, for component tests of things that
 * use Link or navigation. Any path renders `ui`; the router's location can be read and changed.
 */
import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export async function renderWithRouter(ui: ReactNode, { path = '/' } = {}) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</>, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
