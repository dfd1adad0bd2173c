import { useId, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { useAuth } from '../auth-context';
import { isProfileIcon, PROFILE_ICONS } from '../lib/profile-icons';
import { profileError, type AuthUser } from '../lib/auth-user';
import { describeAuthError, OFFLINE_MESSAGE } from '../lib/auth-errors';
import { FormField } from '../../../shared/ui/form-field';
import styles from './sign-in-screen.module.css';

interface ProfileSetupProps {
  user: AuthUser;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSaved: (user: AuthUser) => void;
  /** "Not now": close setup and do not open it again by itself at sign-in (lib/profile-offer.ts). */
  onNotNow: () => void;
}

/** Profile setup: a username and one of the 16 icons, pre-filled with what the account already has. */
export function ProfileSetup({ user, busy, setBusy, onSaved, onNotNow }: ProfileSetupProps) {
  const { service } = useAuth();
  const id = useId();
  const [username, setUsername] = useState(user.displayName ?? '');
  const [icon, setIcon] = useState<string | null>(isProfileIcon(user.photoURL) ? user.photoURL : null);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = profileError(user, username, icon);
    if (invalid) return setError(invalid);
    if (!navigator.onLine) return setError(OFFLINE_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      onSaved(await (await service()).saveProfile(username.trim(), icon as string));
    } catch (failure) {
      setError(describeAuthError('profile', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} className={styles.form} noValidate>
      <p className="muted">Choose the name other students see on your notes, and an icon.</p>
      <FormField id={`${id}-username`} label="Username">
        {(control) => (
          <input
            {...control}
            name="username"
            autoComplete="nickname"
            maxLength={40}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </FormField>
      <fieldset className={styles.icons}>
        <legend>Icon</legend>
        {PROFILE_ICONS.map((choice) => (
          <button
            key={choice.name}
            type="button"
            className={styles.iconButton}
            aria-pressed={icon === choice.emoji}
            title={choice.name}
            onClick={() => setIcon(choice.emoji)}
          >
            <span aria-hidden="true">{choice.emoji}</span>
            <span className="visually-hidden">{choice.name}</span>
          </button>
        ))}
      </fieldset>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save Profile
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onNotNow}>
          Not now
        </button>
      </div>
    </form>
  );
}
