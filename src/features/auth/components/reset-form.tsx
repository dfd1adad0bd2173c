import { useId, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { useAuth } from '../auth-context';
import type { RunAction } from '../use-account-action';
import { EmailField } from './email-field';
import styles from './sign-in-screen.module.css';

/** Reset mode: an email field, Send Reset Email and Back to Login. */
export function ResetForm({ busy, run, onBack }: { busy: boolean; run: RunAction; onBack: () => void }) {
  const { service } = useAuth();
  const id = useId();
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);

  const send = (event: FormEvent) => {
    event.preventDefault();
    void run('reset', async () => (await service()).sendPasswordReset(email.trim()), 'Password reset email sent!');
  };

  return (
    <form ref={formRef} onSubmit={send} className={styles.form}>
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Send Reset Email
        </button>
        <button type="button" className="btn" onClick={onBack}>
          Back to Login
        </button>
      </div>
    </form>
  );
}
