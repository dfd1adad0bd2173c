import { useEffect } from 'react';
import { startGradingOutbox } from '../../../grading-client/grading-outbox';
import { OutboxIndicator } from './outbox-indicator';

/**
 * Starts the grading outbox (gradings left waiting are sent when the app starts and whenever it can) and shows how
 * many wait. The app shell loads it after first paint, so it costs nothing in the first-load JavaScript.
 */
export default function GradingOutboxShell() {
  useEffect(() => startGradingOutbox(), []);
  return <OutboxIndicator />;
}
