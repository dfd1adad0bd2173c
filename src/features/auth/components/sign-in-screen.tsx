/** The sign-in screen at /login, /register and in the header's modal; its mode follows the account (docs/product.md#accounts). */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useAuth } from '../auth-context';
import { needsProfileSetup, type AuthUser } from '../lib/auth-user';
import { markProfileSetupOffered, wasProfileSetupOffered } from '../lib/profile-offer';
import { useAccountAction } from '../use-account-action';
import { LoginForm } from './login-form';
import { ResetForm } from './reset-form';
import { ProfileSetup } from './profile-setup';
import { AccountView } from './account-view';
import { VerifyEmailNotice } from './verify-email-notice';
import { useLogOut } from '../use-log-out';
import { NextStep } from './next-step';
import styles from './sign-in-screen.module.css';

interface SignInScreenProps {
  headingLevel?: 1 | 2;
  onClose?: () => void;
  /** Edit Profile: open the profile setup even when the profile is complete. */
  forceEdit?: boolean;
  /** /register: Enter and the first button sign up (the same screen, docs/product.md#accounts). */
  intent?: 'login' | 'register';
  /** The in-app path the student came from (`?from=`), offered as the next step after profile setup. */
  from?: string;
}

export function SignInScreen({ headingLevel = 1, onClose, forceEdit = false, intent = 'login', from }: SignInScreenProps) {
  const { user, acceptUser, announce } = useAuth();
  const logOut = useLogOut();
  const [resetMode, setResetMode] = useState(false);
  // 'auto' opens setup when something is missing (docs/product.md#accounts); 'open' after sign-up or Edit Profile.
  const [profile, setProfile] = useState<'auto' | 'open' | 'closed'>(forceEdit ? 'open' : 'auto');
  const { message, setMessage, busy, setBusy, run } = useAccountAction();

  // Setup opens by itself once per account on this device (lib/profile-offer.ts): read when the account arrives,
  // so marking it offered below does not close it while it is on screen.
  const uid = user?.uid;
  const offeredBefore = useMemo(() => (uid ? wasProfileSetupOffered(uid) : false), [uid]);
  const offerSetup = Boolean(user && profile === 'auto' && !offeredBefore && needsProfileSetup(user));
  const mode = !user ? (resetMode ? 'reset' : 'login') : profile === 'open' || offerSetup ? 'profile' : 'account';
  useEffect(() => {
    if (offerSetup && uid) markProfileSetupOffered(uid);
  }, [offerSetup, uid]);
  // 'Account' whenever someone is signed in, profile setup included (docs/product.md#accounts).
  const title = user ? 'Account' : mode === 'reset' ? 'Reset Password' : 'Sign In to Your Account';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  useDocumentTitle(headingLevel === 1 ? title : null);

  // Switching between login and reset clears the last message.
  const showResetMode = (on: boolean) => {
    setMessage(null);
    setResetMode(on);
  };

  const [nextStep, setNextStep] = useState(false);

  const signedIn = (next: AuthUser, success: string) => {
    acceptUser(next);
    setProfile('auto');
    // In the header's modal, a complete account closes it: the student is back to what they were doing.
    if (onClose && (!needsProfileSetup(next) || wasProfileSetupOffered(next.uid))) {
      announce(success);
      onClose();
    }
  };

  const onProfileSaved = (next: AuthUser) => {
    acceptUser(next);
    setProfile('closed');
    if (onClose) {
      announce('Profile updated!');
      onClose();
    } else {
      setMessage({ kind: 'success', text: 'Profile updated!' });
      setNextStep(true);
    }
  };

  let body: ReactNode;
  if (mode === 'login') {
    body = (
      <LoginForm
        busy={busy}
        run={run}
        onSignedIn={signedIn}
        onSignedUp={(next) => {
          acceptUser(next);
          setProfile('open');
        }}
        onForgot={() => showResetMode(true)}
        intent={intent}
      />
    );
  } else if (mode === 'reset') {
    body = (
      <ResetForm
        busy={busy}
        run={run}
        onBack={() => showResetMode(false)}
      />
    );
  } else if (mode === 'profile' && user) {
    body = (
      <ProfileSetup
        user={user}
        busy={busy}
        setBusy={setBusy}
        onSaved={onProfileSaved}
        onNotNow={() => {
          setProfile('closed');
          if (onClose) onClose();
          else setNextStep(true);
        }}
      />
    );
  } else if (user) {
    body = (
      <AccountView
        user={user}
        busy={busy}
        onEdit={() => {
          setMessage(null);
          setNextStep(false);
          setProfile('open');
        }}
        onLogOut={() => {
          onClose?.();
          void logOut();
        }}
      />
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="sign-in-title" aria-busy={busy}>
      <Heading id="sign-in-title" className={styles.title}>
        {title}
      </Heading>
      {message ? (
        <p className={`message ${message.kind === 'success' ? 'message-success' : 'message-error'}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      {busy ? (
        <p className="muted" role="status">
          Contacting the sign-in service…
        </p>
      ) : null}
      {user ? <VerifyEmailNotice user={user} /> : null}
      {body}
      {nextStep && mode === 'account' ? <NextStep from={from} /> : null}
    </section>
  );
}
