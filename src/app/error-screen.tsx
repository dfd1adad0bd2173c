import type { ErrorComponentProps } from '@tanstack/react-router';
import { Page } from '../shared/ui/page';

export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  return (
    <Page title="Something went wrong">
      <p className="lead">This page hit a problem. Your saved work on this device is safe.</p>
      <p className="muted">{error instanceof Error ? error.message : 'Unknown error.'}</p>
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <a className="btn" href="/">
          Go to the home page
        </a>
      </div>
    </Page>
  );
}
