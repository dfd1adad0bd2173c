import { Link } from '@tanstack/react-router';
import { belongsTo, isWaiting, useOutboxItems, useSetAsideItems } from '../../../grading-client/grading-outbox';
import { screenLabel } from '../../../grading-client/target';
import { useAccountId } from '../../../shared/account-seam';

const SCREENS = {
  essay: { to: '/essay-grader', label: 'essay grader' },
  saq: { to: '/apush-practice-exam/saq/2025', label: 'SAQ practice' },
  frq: { to: '/practice-exams', label: 'DBQ or LEQ practice' },
} as const;

/** How many gradings wait in the outbox, each linked to the screen its result will appear on. See docs/product.md#grading-outbox. */
export function OutboxIndicator() {
  const account = useAccountId();
  const waiting = useOutboxItems().filter((item) => isWaiting(item) && belongsTo(item, account));
  const aside = useSetAsideItems().filter((item) => account !== undefined && belongsTo(item, account));
  return (
    <>
      {waiting.length ? <WaitingLine waiting={waiting} /> : null}
      {aside.length ? <SetAsideLine texts={aside.map((item) => item.texts.join('\n\n'))} /> : null}
    </>
  );
}

/**
 * A stored grading this version cannot read is never sent nor thrown away: its text is shown here to copy
 * (plain text in a read-only field, never HTML).
 */
function SetAsideLine({ texts }: { texts: string[] }) {
  return (
    <div className="outbox-indicator">
      <details className="container">
        <summary>
          {texts.length === 1 ? 'A saved grading could not be read' : `${texts.length} saved gradings could not be read`} and
          {texts.length === 1 ? ' was' : ' were'} not sent. Show the text
        </summary>
        {texts.map((text, i) => (
          <textarea key={i} readOnly rows={4} value={text} aria-label={`Text of the grading that could not be read${texts.length > 1 ? ` (${i + 1})` : ''}`} />
        ))}
      </details>
    </div>
  );
}

function WaitingLine({ waiting }: { waiting: ReturnType<typeof useOutboxItems> }) {
  const forSignIn = waiting.every((item) => item.waitingFor === 'sign-in');
  // Each item's own screen (its target's); an item of an older version links to its kind's screen.
  const screens = new Map(waiting.map((item) => (item.target ? [item.target.screen, screenLabel(item.target)] : [SCREENS[item.kind].to, SCREENS[item.kind].label])));
  return (
    <div className="outbox-indicator" role="status">
      <p className="container">
        <span className="outbox-indicator-count" aria-hidden="true">
          {waiting.length}
        </span>{' '}
        {waiting.length === 1 ? '1 grading is waiting' : `${waiting.length} gradings are waiting`}{' '}
        {forSignIn ? 'for you to sign in' : 'to be sent'}. Results appear on the{' '}
        {[...screens].map(([to, label], i) => (
          <span key={to}>
            {i > 0 ? ' and ' : ''}
            <Link to={to}>{label}</Link>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
