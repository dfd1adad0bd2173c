import { useEffect } from 'react';
import { startGradingOutbox } from '../../../grading-client/grading-outbox';
import { OutboxIndicator } from './outbox-indicator';

/** Starts the grading outbox and shows how many wait; loaded after first paint, off the first-load JavaScript. */
export default function GradingOutboxShell() {
  useEffect(() => startGradingOutbox(), []);
  return <OutboxIndicator />;
}
