import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so feature CSS modules (loaded later) win over the base classes at equal specificity.
import './styles/global.css';
import { App } from './app/app';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // The exact text when the page has no root element (docs/product.md#errors).
  throw new Error('Root element not found');
}

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
