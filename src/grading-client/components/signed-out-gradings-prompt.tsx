/**
 * Gradings made signed out on this device wait for a student to say they are theirs: on a shared computer, the next
 * person to sign in is asked, and nothing is sent, charged or shown under their account until they say yes
 * (docs/product.md#grading-outbox).
 */
import { useState } from 'react';
import { useAccountId } from '../../shared/account-seam';
import { gradingOutbox, unclaimed, useOutboxItems } from '../grading-outbox';
import type { GradingKind } from '../client';

const WORK: Record<GradingKind, string> = { essay: 'an AP Seminar essay', saq: 'SAQ answers', frq: 'a DBQ or LEQ essay' };
/** Accounts that said "not mine" while this page is open: not asked again until the next visit. */
const declined = new Set<string>();

export function SignedOutGradingsPrompt() {
  const account = useAccountId();
  const waiting = unclaimed(useOutboxItems());
  const [, setDeclinedCount] = useState(0);
  const [sending, setSending] = useState(false);
  if (!account || !waiting.length || declined.has(account)) return null;

  const kinds = [...new Set(waiting.map((item) => WORK[item.kind]))].join(' and ');
  const one = waiting.length === 1;
  const claim = () => {
    setSending(true);
    void gradingOutbox()
      .adopt()
      .catch(() => {})
      .finally(() => setSending(false));
  };
  const notMine = () => {
    declined.add(account);
    setDeclinedCount(declined.size);
  };
  return (
    <section className="outbox-indicator" aria-labelledby="signed-out-gradings-title">
      <div className="container stack signed-out-gradings">
        <h2 id="signed-out-gradings-title">Are these answers yours?</h2>
        <p role="status">
          {one ? 'A grading was' : `${waiting.length} gradings were`} saved on this device while no one was signed in ({kinds}). If you
          wrote {one ? 'it' : 'them'}, grade {one ? 'it' : 'them'} on your account: each grading uses one of your gradings today.
          If not, {one ? 'it is' : 'they are'} not sent and you will not see {one ? 'it' : 'them'}.
        </p>
        <div className="btn-row">
          <button type="button" className="btn btn-small btn-primary" onClick={claim} disabled={sending}>
            Yes, grade {one ? 'it' : 'them'} as mine
          </button>
          <button type="button" className="btn btn-small" onClick={notMine} disabled={sending}>
            No, not mine
          </button>
        </div>
      </div>
    </section>
  );
}
