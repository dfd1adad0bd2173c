import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {};
