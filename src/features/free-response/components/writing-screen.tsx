import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DBQ_MINUTES } from '../../../content/dbq';
import { LEQ_MINUTES } from '../../../content/leq';
import type { DbqPrompt, LeqSet } from '../../../content/schema';
import { CountdownTimer } from '../../../exam/countdown-timer';
import { AllowanceLine } from '../../../grading-client/components/allowance-line';
import { StartOverConfirm, startOverId, useStartOverConfirm } from '../../../grading-client/components/start-over-confirm';
import { GradingWaitNotice } from '../../../grading-client/components/grading-wait-notice';
import { frqMax, MAX_FRQ_ESSAY_CHARS } from '../../../grading-contract/frq-rubrics';
import { useIsClient } from '../../../shared/hooks/use-is-client';
import { useOnline } from '../../../shared/hooks/use-online';
import { PATHS } from '../../../shared/paths';
import { countWords } from '../../../shared/text-stats';
import { Page } from '../../../shared/ui/page';
import { useFreeResponse, type FrqScreenPrompt } from '../use-free-response';
import { DbqDocuments } from './dbq-documents';
import { FrqHistory, FrqResults } from './frq-results';
import { LeqPrompts } from './leq-prompts';
import shared from '../../../grading-client/components/grading-screen.module.css';
import styles from './free-response.module.css';

/** The DBQ booklet's path, built by scripts/build-pdfs.ts from the same content. */
export const dbqPdfUrl = (id: string) => `/exams/apush-dbq-${id}.pdf`;

export function DbqScreen({ dbq }: { dbq: DbqPrompt }) {
  return (
    <WritingScreen
      prompt={{ kind: 'dbq', id: dbq.id, promptIds: [dbq.id], minutes: DBQ_MINUTES }}
      title={dbq.title}
      paneName="Documents"
      questionOf={() => dbq.question}
      paper={() => <DbqDocuments dbq={dbq} pdfUrl={dbqPdfUrl(dbq.id)} />}
    />
  );
}

export function LeqScreen({ set }: { set: LeqSet }) {
  return (
    <WritingScreen
      prompt={{ kind: 'leq', id: set.id, promptIds: set.prompts.map((p) => p.id), minutes: LEQ_MINUTES }}
      title={`${set.title}: three prompts, answer one`}
      paneName="Prompts"
      questionOf={(id) => set.prompts.find((p) => p.id === id)?.question ?? ''}
      paper={({ choice, disabled, choose }) => <LeqPrompts set={set} choice={choice} disabled={disabled} onChoose={choose} />}
    />
  );
}

interface PaperProps {
  choice: number | null;
  disabled: boolean;
  choose(choice: number): void;
}

interface WritingScreenProps {
  prompt: FrqScreenPrompt;
  title: string;
  /** The left pane's name, also its phone switch button: 'Documents' (DBQ) or 'Prompts' (LEQ). */
  paneName: string;
  questionOf(promptId: string): string;
  paper(props: PaperProps): ReactNode;
}

const fmt = (n: number) => n.toLocaleString('en-US');
export const NEAR_LIMIT_CHARS = 9_000;

/** The one writing screen for DBQ and LEQ (docs/product.md#dbq-and-leq). */
function WritingScreen({ prompt, title, paneName, questionOf, paper }: WritingScreenProps) {
  const frq = useFreeResponse(prompt);
  const online = useOnline();
  // Read-only in the prerendered HTML: text typed before hydration would not reach the saved draft.
  const interactive = useIsClient();
  const [view, setView] = useState<'paper' | 'essay'>('paper');
  const startOver = useStartOverConfirm('frq-confirm');
  const { draft } = frq;
  const over = draft.essay.length > MAX_FRQ_ESSAY_CHARS;
  const near = !over && draft.essay.length >= NEAR_LIMIT_CHARS;
  const needsChoice = prompt.kind === 'leq' && draft.choice === null;
  const label = prompt.kind === 'dbq' ? 'DBQ' : 'LEQ';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void frq.submit();
  };

  return (
    <Page title={`APUSH ${label} Practice`} documentTitle={`${label} Practice`} lead={title}>
      <Link to={prompt.kind === 'dbq' ? PATHS.dbqSelect : PATHS.leqSelect} className="btn back-link">
        ← All {label} prompts
      </Link>
      <div className={styles.toolbar}>
        <CountdownTimer
          view={frq.timer}
          minutes={prompt.minutes}
          hidden={draft.hidden}
          disabled={!frq.loaded}
          timeUpText="Time is up. Your essay is kept: submit it when you are ready."
          onStart={frq.startTimer}
          onStop={frq.stopTimer}
          onReset={frq.resetTimer}
          onHide={frq.hideTimer}
        />
        <div className={styles.switch} role="group" aria-label="Show">
          {(['paper', 'essay'] as const).map((id) => (
            <button key={id} type="button" className="btn btn-small" aria-pressed={view === id} onClick={() => setView(id)}>
              {id === 'paper' ? paneName : 'Your essay'}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.layout} data-view={view}>
        {/* Each pane scrolls on its own on a desktop: focusable, so the keyboard can scroll it (also while grading disables its fields). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.paperPane} aria-label={paneName} tabIndex={0}>
          {paper({ choice: draft.choice, disabled: frq.sending, choose: frq.choose })}
        </section>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.essayPane} aria-label="Essay and results" tabIndex={0}>
          <form className="card" onSubmit={onSubmit} aria-labelledby="frq-essay-heading">
            <h2 id="frq-essay-heading">Your {label} essay</h2>
            {prompt.kind === 'leq' ? (
              <p className={styles.chosen}>
                {draft.choice === null ? `Choose a prompt under ${paneName} first.` : `Your prompt: ${questionOf(prompt.promptIds[draft.choice]!)}`}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor="frq-essay">Your essay</label>
              <textarea
                id="frq-essay"
                className={styles.essay}
                rows={18}
                value={draft.essay}
                disabled={frq.sending}
                readOnly={!interactive}
                onChange={(e) => frq.setEssay(e.target.value)}
                aria-describedby={`frq-count${over || near ? ' frq-limit' : ''}`}
                aria-invalid={over || undefined}
              />
              <p id="frq-count" className={shared.counts}>
                <span>{fmt(countWords(draft.essay))} words</span>
                <span>
                  {fmt(draft.essay.length)} / {fmt(MAX_FRQ_ESSAY_CHARS)} characters
                </span>
              </p>
              {over ? (
                <p id="frq-limit" className="field-error">
                  Your essay is over the {fmt(MAX_FRQ_ESSAY_CHARS)}-character limit. Shorten it to submit.
                </p>
              ) : near ? (
                <p id="frq-limit" className={shared.nearLimit}>
                  Your essay is close to the {fmt(MAX_FRQ_ESSAY_CHARS)}-character limit ({fmt(MAX_FRQ_ESSAY_CHARS - draft.essay.length)} left).
                </p>
              ) : null}
            </div>
            <p className="muted">{frq.loaded ? 'Your essay is saved on this device as you type.' : 'Loading your saved essay…'}</p>
            {!online && !frq.queued ? (
              <p className="message message-warning">You’re offline. Submit now and your essay is graded when you’re back online.</p>
            ) : null}
            {frq.waitingFor ? <GradingWaitNotice waitingFor={frq.waitingFor} error={frq.waitingError} work="essay" onCancel={frq.cancelWaiting} /> : null}
            <div className="btn-row">
              <button type="submit" className="btn btn-primary" disabled={!frq.canSubmit}>
                {frq.sending ? 'Grading...' : 'SUBMIT'}
              </button>
              <button
                id={startOverId(startOver.id)}
                type="button"
                className="btn"
                aria-expanded={startOver.confirming}
                disabled={frq.sending || (frq.blank && !draft.last)}
                onClick={startOver.ask}
              >
                Start over
              </button>
            </div>
            {needsChoice && !frq.blank ? <p className="muted">Choose a prompt to submit your essay.</p> : null}
            <p className="muted">Graded on the exam’s rubric: {frqMax(prompt.kind)} points.</p>
            <AllowanceLine />
            <StartOverConfirm
              confirm={startOver}
              question="Clear your essay, the timer and the results on screen? Your past gradings stay below."
              clearLabel="Clear essay"
              onClear={() => {
                void frq.startOver();
                document.getElementById('frq-essay')?.focus();
              }}
            />
            {frq.error ? (
              <p className={shared.error} role="alert">
                {frq.error}
              </p>
            ) : null}
          </form>
          {draft.last && !frq.error ? <FrqResults grading={draft.last} /> : null}
          <FrqHistory history={frq.history} questionOf={questionOf} />
        </section>
      </div>
    </Page>
  );
}
