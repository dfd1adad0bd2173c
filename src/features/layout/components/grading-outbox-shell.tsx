import { useEffect } from 'react';
import { SignedOutGradingsPrompt } from '../../../grading-client/components/signed-out-gradings-prompt';
import { startGradingOutbox } from '../../../grading-client/grading-outbox';
import { OutboxIndicator } from './outbox-indicator';

/** Starts the grading outbox, asks who made the gradings waiting from a signed-out visit, and shows how many wait; loaded after first paint, off the first-load JavaScript. */
export default function GradingOutboxShell() {
  useEffect(() => startGradingOutbox(), []);
  return (
    <>
      <SignedOutGradingsPrompt />
      <OutboxIndicator />
    </>
  );
}
