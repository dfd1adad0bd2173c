/**
 * What a screen says while its grading waits in the outbox, and why: for the connection, for the student to sign
 * in, or for the time the server named (a used-up daily allowance, too many requests). A grading not sent yet can
 * be taken back. See docs/product.md#grading-outbox.
 */
import { requestSignIn } from '../../shared/account-seam';
import { QUEUED_MESSAGE } from '../error-texts';
import type { WaitingFor } from '../outbox';
import styles from './grading-wait-notice.module.css';

interface Props {
  waitingFor: WaitingFor;
  /** The server's words for a Retry-After wait. */
  error: string | null;
  /** What is graded, for the sentences: the essay, or the SAQ answers. */
  work: 'essay' | 'answers';
  onCancel: () => void;
}

export function GradingWaitNotice({ waitingFor, error, work, onCancel }: Props) {
  const kept = work === 'essay' ? 'It stays here' : 'They stay here';
  const saved = work === 'essay' ? 'Your essay is saved' : 'Your answers are saved';
  const text =
    waitingFor === 'sign-in'
      ? `Sign in to grade your ${work}. ${kept}, and grading starts as soon as you are signed in.`
      : waitingFor === 'retry-after'
        ? `${error ?? ''} ${saved} and will be graded then.`.trim()
        : QUEUED_MESSAGE;
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
          <button type="button" className="btn btn-small" onClick={onCancel}>
            Cancel grading
          </button>
        </div>
      ) : null}
    </div>
  );
}
