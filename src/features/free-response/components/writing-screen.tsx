import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { DBQ_MINUTES } from '../../../content/dbq';
import { LEQ_MINUTES } from '../../../content/leq';
import type { DbqPrompt, LeqSet } from '../../../content/schema';
import { CountdownTimer } from '../../../exam/countdown-timer';
import { GradingShell } from '../../../grading-client/components/grading-shell';
import { frqMax, MAX_FRQ_ESSAY_CHARS } from '../../../grading-contract/frq-rubrics';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { useFreeResponse, type FrqScreenPrompt } from '../use-free-response';
import { DbqDocuments } from './dbq-documents';
import { FrqHistory, FrqResults } from './frq-results';
import { LeqPrompts } from './leq-prompts';
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

export const NEAR_LIMIT_CHARS = 9_000;

/** The one writing screen for DBQ and LEQ, in the grading shell (docs/product.md#dbq-and-leq). */
function WritingScreen({ prompt, title, paneName, questionOf, paper }: WritingScreenProps) {
  const frq = useFreeResponse(prompt);
  const [view, setView] = useState<'paper' | 'essay'>('paper');
  const { draft } = frq;
  const label = prompt.kind === 'dbq' ? 'DBQ' : 'LEQ';

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
          {paper({ choice: draft.choice, disabled: frq.grading.sending, choose: frq.choose })}
        </section>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.essayPane} aria-label="Essay and results" tabIndex={0}>
          <GradingShell
            id="frq"
            heading={`Your ${label} essay`}
            work="essay"
            grading={frq.grading}
            loaded={frq.loaded}
            before={
              prompt.kind === 'leq' ? (
                <p className={styles.chosen}>
                  {draft.choice === null ? `Choose a prompt under ${paneName} first.` : `Your prompt: ${questionOf(prompt.promptIds[draft.choice]!)}`}
                </p>
              ) : null
            }
            fields={[
              { id: 'frq-essay', label: 'Your essay', name: 'Your essay', value: draft.essay, onChange: frq.setEssay, rows: 18, limit: MAX_FRQ_ESSAY_CHARS, nearLimit: NEAR_LIMIT_CHARS, className: styles.essay },
            ]}
            canSubmit={frq.canSubmit}
            canStartOver={!frq.blank || Boolean(frq.last)}
            startOverQuestion="Clear your essay, the timer and the results on screen? Your past gradings stay below."
            clearLabel="Clear essay"
            onStartOver={() => void frq.startOver()}
            onSubmit={() => void frq.submit()}
            after={
              <>
                {prompt.kind === 'leq' && draft.choice === null && !frq.blank ? <p className="muted">Choose a prompt to submit your essay.</p> : null}
                <p className="muted">Graded on the exam’s rubric: {frqMax(prompt.kind)} points.</p>
              </>
            }
            result={frq.last ? <FrqResults grading={frq.last} /> : null}
            history={<FrqHistory history={frq.history} questionOf={questionOf} />}
          />
        </section>
      </div>
    </Page>
  );
}
