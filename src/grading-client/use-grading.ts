/**
 * What the grading screens share about grading one piece of work through the outbox (docs/product.md#grading-outbox):
 * sending, the error, why a grading waits, the sign-in request, taking back a grading not sent yet. Results are filed
 * by the grading client itself (docs/architecture.md#grading-path); a screen reads them with useGradings.
 */
import { useState } from 'react';
import { requestSignIn } from '../shared/account-seam';
import type { GradingKind, GradingRequests } from './client';
import { errorMessage } from '../grading-contract/error-texts';
import { gradingOutbox, useOutbox } from './grading-outbox';
import type { OutboxItem, WaitingFor } from './outbox';
import type { GradingTarget } from './target';

export interface Grading<K extends GradingKind> {
  /** A request the student watches is on its way. */
  sending: boolean;
  error: string | null;
  clearError(): void;
  /** A grading of this screen waits in the outbox (and none is being sent). */
  queued: boolean;
  waitingFor: WaitingFor | null;
  /** The server's words for the wait (a 429's text). */
  waitingError: string | null;
  /** A grading waits for a sign-in: the screen's work must come along when the student signs in. */
  waitingForSignIn: boolean;
  submit(request: GradingRequests[K], target: GradingTarget): Promise<void>;
  cancelWaiting(): Promise<void>;
}

export function useGrading<K extends GradingKind>(
  kind: K,
  ready: boolean,
  /** Which items are this screen's, by their target (one kind serves several screens: the SAQ papers, the DBQs and LEQs). */
  shows: (target: GradingTarget) => boolean,
): Grading<K> {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const mine = (item: OutboxItem<K>) => Boolean(item.target && shows(item.target));
  const waitingOfKind = useOutbox(kind, ready, (item) => {
    if (mine(item)) setError(item.error ?? null);
  });
  const waiting = waitingOfKind.filter(mine);
  const waitingItem: OutboxItem<K> | undefined = waiting[0];
  const queued = Boolean(waitingItem) && !sending;

  return {
    sending,
    error,
    clearError: () => setError(null),
    queued,
    waitingFor: queued ? (waitingItem?.waitingFor ?? 'connection') : null,
    waitingError: waitingItem?.error ?? null,
    waitingForSignIn: waiting.some((item) => item.waitingFor === 'sign-in'),
    async submit(request, target) {
      setSending(true);
      setError(null);
      const outcome = await gradingOutbox()
        .submit(kind, request, target)
        .catch((failure: unknown) => ({ state: 'failed' as const, error: errorMessage(failure) }));
      setSending(false);
      if (outcome.state === 'failed') setError(outcome.error);
      if (outcome.state === 'sign-in') requestSignIn();
    },
    async cancelWaiting() {
      if (waitingItem?.status === 'waiting') await gradingOutbox().remove(waitingItem.id);
    },
  };
}
