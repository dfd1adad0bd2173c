/**
 * What a screen says while its grading waits in the outbox, and why: for the connection, for the student to sign
 * in, for the time the server named (a used-up daily allowance, too many requests, the site-wide daily ceiling), or
 * for the student to confirm their email. A grading not sent yet can be taken back. See docs/product.md#grading-outbox.
 */
import { useState } from 'react';
import { freshIdToken, requestSignIn } from '../../shared/account-seam';
import { QUEUED_MESSAGE } from '../../grading-contract/error-texts';
import { gradingOutbox } from '../grading-outbox';
import type { WaitingFor } from '../outbox';
import styles from './grading-wait-notice.module.css';

/** 'I've confirmed my email': reload the account, renew its token, and send what waits now. */
async function checkConfirmed(): Promise<void> {
  await freshIdToken({ forceRefresh: true });
  await gradingOutbox().flush({ force: true });
}

interface Props {
  waitingFor: WaitingFor;
  /** The server's words for a Retry-After wait. */
  error: string | null;
  /** What is graded, for the sentences: the essay, or the SAQ answers. */
  work: 'essay' | 'answers';
  onCancel: () => void;
}

function waitText(waitingFor: WaitingFor, error: string | null, work: Props['work']): string {
  const kept = work === 'essay' ? 'It stays here' : 'They stay here';
  const saved = work === 'essay' ? 'Your essay is saved' : 'Your answers are saved';
  switch (waitingFor) {
    case 'sign-in':
      return `Sign in to grade your ${work}. ${kept}, and grading starts as soon as you are signed in.`;
    case 'retry-after':
      return `${error ?? ''} ${saved} and will be graded then.`.trim();
    case 'daily-ceiling':
      // The server's own sentence already says the work is saved.
      return error ?? '';
    case 'verification':
      return `${error ?? ''} ${saved} and will be graded once your email is confirmed.`.trim();
    default:
      return QUEUED_MESSAGE;
  }
}

export function GradingWaitNotice({ waitingFor, error, work, onCancel }: Props) {
  const [checking, setChecking] = useState(false);
  const text = waitText(waitingFor, error, work);
  const confirm = () => {
    setChecking(true);
    void checkConfirmed()
      .catch(() => {})
      .finally(() => setChecking(false));
  };
  return (
    <div className={`message message-warning stack ${styles.notice}`}>
      <p role="status">{text}</p>
      {waitingFor !== 'connection' ? (
        <div className="btn-row">
          {waitingFor === 'sign-in' ? (
            <button type="button" className="btn btn-small btn-primary" onClick={requestSignIn}>
              Sign in
            </button>
          ) : null}
          {waitingFor === 'verification' ? (
            <button type="button" className="btn btn-small btn-primary" onClick={confirm} disabled={checking}>
              I've confirmed my email
            </button>
          ) : null}
          <button type="button" className="btn btn-small" onClick={onCancel}>
            Cancel grading
          </button>
        </div>
      ) : null}
    </div>
  );
}
