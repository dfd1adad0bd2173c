/**
 * Start over on a grading screen asks first: the question takes the focus on its Cancel button, and Cancel gives
 * the focus back to Start over. The screen places the button (`startOverId(id)`) and the question; this keeps them
 * in step.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styles from './start-over.module.css';

export const startOverId = (id: string) => `${id}-start-over`;
const cancelId = (id: string) => `${id}-cancel`;

export function useStartOverConfirm(id: string) {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (confirming) document.getElementById(cancelId(id))?.focus();
  }, [confirming, id]);
  return {
    id,
    confirming,
    ask: () => setConfirming(true),
    cancel: () => {
      setConfirming(false);
      document.getElementById(startOverId(id))?.focus();
    },
    close: () => setConfirming(false),
  };
}

interface StartOverConfirmProps {
  confirm: ReturnType<typeof useStartOverConfirm>;
  question: ReactNode;
  clearLabel: string;
  onClear: () => void;
}

/** The question, under the screen's Start over button while it is asked; its text is `<id>-text`. */
export function StartOverConfirm({ confirm, question, clearLabel, onClear }: StartOverConfirmProps) {
  if (!confirm.confirming) return null;
  return (
    <div id={confirm.id} className={styles.confirm} role="group" aria-labelledby={`${confirm.id}-text`}>
      <p id={`${confirm.id}-text`}>{question}</p>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            confirm.close();
            onClear();
          }}
        >
          {clearLabel}
        </button>
        <button id={cancelId(confirm.id)} type="button" className="btn btn-small btn-ghost" onClick={confirm.cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
