/**
 * An email account must confirm its address before grading (docs/product.md#who-may-grade-and-how-much): after
 * sign-up the sign-in screen says where the link went, sends it again on request, and checks at once when the
 * student says they have opened it. Google accounts are verified and never see this.
 */
import { useState } from 'react';
import { useAuth } from '../auth-context';
import { describeAuthError } from '../lib/auth-errors';
import type { AuthUser } from '../lib/auth-user';
import styles from './sign-in-screen.module.css';

type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string };

export function VerifyEmailNotice({ user }: { user: AuthUser }) {
  const { service, acceptUser } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (user.emailVerified !== false || !user.email) return null;

  const act = (task: () => Promise<string>) => {
    setStatus({ kind: 'busy' });
    task()
      .then((text) => setStatus({ kind: 'done', text }))
      .catch((error: unknown) => setStatus({ kind: 'error', text: describeAuthError('verify', error) }));
  };
  const resend = () =>
    act(async () => {
      await (await service()).sendVerification();
      return `Sent again to ${user.email}.`;
    });
  const check = () =>
    act(async () => {
      const fresh = await (await service()).reloadUser();
      if (fresh) acceptUser(fresh);
      return fresh?.emailVerified ? 'Your email is confirmed.' : 'Not confirmed yet: open the link in the email, then try again.';
    });

  return (
    <div className={`message message-warning stack ${styles.verify}`}>
      <p>
        We sent a verification link to <strong>{user.email}</strong>. Open it to confirm your email: grading needs a confirmed
        email.
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn-small btn-primary" onClick={check} disabled={status.kind === 'busy'}>
          I've confirmed my email
        </button>
        <button type="button" className="btn btn-small" onClick={resend} disabled={status.kind === 'busy'}>
          Send the link again
        </button>
      </div>
      <p role="status">{status.kind === 'done' || status.kind === 'error' ? status.text : ''}</p>
    </div>
  );
}
