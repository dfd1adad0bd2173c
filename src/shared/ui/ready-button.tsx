import type { ButtonHTMLAttributes } from 'react';
import { useIsClient } from '../hooks/use-is-client';

/** What a control that needs the page's script says in the prerendered HTML, until it works. */
export const GETTING_READY = 'Getting ready…';

/**
 * A button that only works with the page's script: disabled and saying "Getting ready…" until hydration, instead
 * of swallowing a tap (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates).
 */
export function ReadyButton({
  ready: screenReady = true,
  disabled,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  /** What the screen itself still waits for after hydration (the MCQ sheet: its saved answers); true if nothing. */
  ready?: boolean;
}) {
  const ready = useIsClient() && screenReady;
  return (
    <button {...props} disabled={!ready || disabled}>
      {ready ? children : GETTING_READY}
    </button>
  );
}
