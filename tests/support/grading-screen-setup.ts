/**
 * What the grading screens' component tests share: a signed-in student, an empty grading outbox before each test,
 * and fetch answered by the test itself (stubs removed and the student signed out after each).
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { gradingOutbox, startFilingGradings } from '../../src/grading-client/grading-outbox';
import { gradingsRecord } from '../../src/grading-client/gradings';
import { publishAccount } from '../../src/shared/account-seam';
import { renderWithRouter } from './render-with-router';

export const STUDENT = 'student-uid-1';

/** Registers the shared setup; `clearStores` empties the screen's own device data (drafts, history). */
export function setUpGradingScreen(clearStores: () => Promise<unknown>) {
  let stopFiling = () => {};
  beforeEach(async () => {
    publishAccount(STUDENT);
    await Promise.all([clearStores(), gradingsRecord(STUDENT).clear(), gradingsRecord(null).clear()]);
    await emptyGradingOutbox();
    // The app shell files every result that comes back (docs/architecture.md#grading-path).
    stopFiling = startFilingGradings();
  });
  afterEach(() => {
    stopFiling();
    vi.unstubAllGlobals();
    publishAccount(null);
  });
}

export async function emptyGradingOutbox() {
  await gradingOutbox().refresh();
  for (const item of gradingOutbox().snapshot()) await gradingOutbox().remove(item.id);
}

/** A fetch stub that answers every request with `body` (JSON unless already text) and `status`. */
export function respondWith(body: unknown, status = 200) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

/**
 * Renders a grading screen and resolves once its saved work has loaded (the screen then shows `savedLine`);
 * `withRouter` for screens with links.
 */
export async function renderLoaded(ui: ReactElement, savedLine: string, { withRouter = false } = {}) {
  const result = withRouter ? await renderWithRouter(ui) : render(ui);
  await screen.findByText(savedLine);
  return result;
}
