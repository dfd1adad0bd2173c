import { useState } from 'react';
import { describeAuthError, OFFLINE_MESSAGE, type AuthAction } from './lib/auth-errors';

export type AccountMessage = { kind: 'success' | 'error'; text: string } | null;

/** What a form hands the sign-in screen: run this account action, showing progress, then `success` or the failure. */
export type RunAction = (action: AuthAction, task: () => Promise<unknown>, success: string) => Promise<void>;

/**
 * The sign-in screen's progress and message: `run` refuses at once when offline, marks the screen busy while the
 * task runs, then shows `success` or the failure in words (docs/product.md#accounts).
 */
export function useAccountAction() {
  const [message, setMessage] = useState<AccountMessage>(null);
  const [busy, setBusy] = useState(false);

  const run: RunAction = async (action, task, success) => {
    if (!navigator.onLine) {
      setMessage({ kind: 'error', text: OFFLINE_MESSAGE });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await task();
      setMessage({ kind: 'success', text: success });
    } catch (error) {
      setMessage({ kind: 'error', text: describeAuthError(action, error) });
    } finally {
      setBusy(false);
    }
  };

  return { message, setMessage, busy, setBusy, run };
}
