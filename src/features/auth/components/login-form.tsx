import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../auth-context';
import type { AuthUser } from '../lib/auth-user';
import { DEFAULT_PASSWORD_POLICY, unmetPasswordRequirements, type PasswordPolicy } from '../lib/password-policy';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { FormField } from '../../../shared/ui/form-field';
import { ReadyButton } from '../../../shared/ui/ready-button';
import type { RunAction } from '../use-account-action';
import { EmailField } from './email-field';
import styles from './sign-in-screen.module.css';

interface LoginFormProps {
  busy: boolean;
  run: RunAction;
  onSignedIn: (user: AuthUser, success: string) => void;
  onSignedUp: (user: AuthUser) => void;
  onForgot: () => void;
  /** 'register' (at /register): Enter and the first button sign up; 'login': they log in (docs/product.md#accounts). */
  intent?: 'login' | 'register';
}

/** Login mode: email and password with Login, Sign Up, Sign in with Google and Forgot Password?. */
export function LoginForm({ busy, run, onSignedIn, onSignedUp, onForgot, intent = 'login' }: LoginFormProps) {
  const registering = intent === 'register';
  const { service } = useAuth();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  // What was typed or autofilled before the script arrived (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates).
  useEarlyInput(formRef);

  // The project's password policy, fetched once the form is shown (the default until then, or for good
  // where the service cannot give one).
  useEffect(() => {
    let active = true;
    service()
      .then((s) => s.passwordPolicy())
      .then((loaded) => active && setPolicy(loaded))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [service]);

  const unmet = password ? unmetPasswordRequirements(policy, password) : [];

  const logIn = () => {
    if (!formRef.current?.reportValidity()) return;
    void run(
      'login',
      async () => onSignedIn(await (await service()).logIn(email.trim(), password), 'Login successful!'),
      'Login successful!',
    );
  };

  const signUp = () => {
    if (!formRef.current?.reportValidity()) return;
    void run(
      'signUp',
      async () => {
        if (unmetPasswordRequirements(policy, password).length) {
          throw Object.assign(new Error('weak'), { code: 'auth/password-does-not-meet-requirements' });
        }
        onSignedUp(await (await service()).signUp(email.trim(), password));
      },
      'Sign up successful! You are now logged in.',
    );
  };

  const google = () => {
    void run(
      'google',
      async () => onSignedIn(await (await service()).logInWithGoogle(), 'Google sign-in successful!'),
      'Google sign-in successful!',
    );
  };

  // Enter submits the form: it signs up at /register and logs in everywhere else.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registering) signUp();
    else logIn();
  };
  const loginButton = (
    <ReadyButton key="login" type={registering ? 'button' : 'submit'} className={`btn ${registering ? '' : 'btn-primary'}`} disabled={busy} onClick={registering ? logIn : undefined}>
      Login
    </ReadyButton>
  );
  const signUpButton = (
    <ReadyButton key="signup" type={registering ? 'submit' : 'button'} className={`btn ${registering ? 'btn-primary' : ''}`} disabled={busy} onClick={registering ? undefined : signUp}>
      Sign Up
    </ReadyButton>
  );

  return (
    <form ref={formRef} onSubmit={submit} className={styles.form}>
      <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
      <FormField
        id={`${id}-password`}
        label="Password"
        hint={
          <div aria-live="polite" className={styles.requirements}>
            {unmet.length ? (
              <>
                <p>For a new account the password still needs:</p>
                <ul>
                  {unmet.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        }
      >
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete={registering ? 'new-password' : 'current-password'}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <div className="btn-row">{registering ? [signUpButton, loginButton] : [loginButton, signUpButton]}</div>
      <ReadyButton type="button" className={`btn ${styles.google}`} disabled={busy} onClick={google}>
        Sign in with Google
      </ReadyButton>
      <p className="muted">
        Signing in needs a connection. Once you are signed in, this device keeps you signed in offline.
      </p>
      <ReadyButton type="button" className={`btn btn-ghost ${styles.linkButton}`} onClick={onForgot}>
        Forgot Password?
      </ReadyButton>
    </form>
  );
}
