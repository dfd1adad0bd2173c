/**
 * The one grading screen's form (docs/architecture.md#grading-path): the fields with their counts and limits, the
 * saved, offline and waiting lines, SUBMIT with its "Getting ready…" state, Start over with its question, the
 * allowance, the error, then the screen's results and history. Text typed before the script arrived is kept
 * (early input). A screen gives only its fields, what sits around them, and how a result is drawn.
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useEarlyInput } from '../../shared/hooks/use-early-input';
import { useOnline } from '../../shared/hooks/use-online';
import { countWords } from '../../shared/text-stats';
import { ReadyButton } from '../../shared/ui/ready-button';
import type { Grading } from '../use-grading';
import type { GradingKind } from '../client';
import { AllowanceLine } from './allowance-line';
import { GradingWaitNotice } from './grading-wait-notice';
import { StartOverConfirm, startOverId, useStartOverConfirm } from './start-over-confirm';
import shared from './grading-screen.module.css';

export interface ShellField {
  id: string;
  label: ReactNode;
  /** How the limit lines name it: 'SAQ 1', 'Your essay'. */
  name: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  limit: number;
  /** Warn from this many characters on. */
  nearLimit: number;
  placeholder?: string;
  className?: string;
}

interface GradingShellProps<K extends GradingKind> {
  /** Names the form's parts: `<id>-heading`, `<id>-confirm`. */
  id: string;
  heading: ReactNode;
  fields: readonly ShellField[];
  grading: Grading<K>;
  loaded: boolean;
  /** 'answers' or 'essay', as the lines say it. */
  work: 'answers' | 'essay';
  canSubmit: boolean;
  /** Start over is offered when something is typed or a result shows. */
  canStartOver: boolean;
  startOverQuestion: string;
  clearLabel: string;
  onStartOver(): void;
  onSubmit(): void;
  /** Above the fields (the chosen prompt) and under the buttons (the rubric's points). */
  before?: ReactNode;
  after?: ReactNode;
  /** The newest result, drawn by the screen; hidden while an error shows. */
  result: ReactNode;
  history: ReactNode;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function GradingShell<K extends GradingKind>(props: GradingShellProps<K>) {
  const { grading, fields, work } = props;
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const startOver = useStartOverConfirm(`${props.id}-confirm`);
  const busy = grading.sending;
  const Work = work === 'answers' ? 'Your answers' : 'Your essay';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <>
      <form ref={formRef} className="card" onSubmit={onSubmit} aria-labelledby={`${props.id}-heading`}>
        <h2 id={`${props.id}-heading`}>{props.heading}</h2>
        {props.before}
        {fields.map((field) => {
          const over = field.value.length > field.limit;
          const near = !over && field.value.length >= field.nearLimit;
          return (
            <div className="field" key={field.id}>
              <label htmlFor={field.id}>{field.label}</label>
              <textarea
                id={field.id}
                className={field.className}
                rows={field.rows}
                value={field.value}
                disabled={busy}
                placeholder={field.placeholder}
                onChange={(e) => field.onChange(e.target.value)}
                aria-describedby={`${field.id}-count${over || near ? ` ${field.id}-limit` : ''}`}
                aria-invalid={over || undefined}
              />
              <p id={`${field.id}-count`} className={shared.counts}>
                <span>{fmt(countWords(field.value))} words</span>
                <span>
                  {fmt(field.value.length)} / {fmt(field.limit)} characters
                </span>
              </p>
              {over ? (
                <p id={`${field.id}-limit`} className="field-error">
                  {field.name} is over the {fmt(field.limit)}-character limit. Shorten it to submit.
                </p>
              ) : near ? (
                <p id={`${field.id}-limit`} className={shared.nearLimit}>
                  {field.name} is close to the {fmt(field.limit)}-character limit ({fmt(field.limit - field.value.length)} left).
                </p>
              ) : null}
            </div>
          );
        })}
        <p className="muted">{props.loaded ? `${Work} ${work === 'answers' ? 'are' : 'is'} saved on this device as you type.` : `Loading your saved ${work}…`}</p>
        {!online && !grading.queued ? (
          <p className="message message-warning">
            You’re offline. Submit now and your {work} {work === 'answers' ? 'are' : 'is'} graded when you’re back online.
          </p>
        ) : null}
        {grading.waitingFor ? <GradingWaitNotice waitingFor={grading.waitingFor} error={grading.waitingError} work={work} onCancel={grading.cancelWaiting} /> : null}
        <div className="btn-row">
          <ReadyButton type="submit" className="btn btn-primary" disabled={!props.canSubmit}>
            {busy ? 'Grading...' : 'SUBMIT'}
          </ReadyButton>
          <button
            id={startOverId(startOver.id)}
            type="button"
            className="btn"
            aria-expanded={startOver.confirming}
            disabled={busy || !props.canStartOver}
            onClick={startOver.ask}
          >
            Start over
          </button>
        </div>
        {props.after}
        <AllowanceLine />
        <StartOverConfirm
          confirm={startOver}
          question={props.startOverQuestion}
          clearLabel={props.clearLabel}
          onClear={() => {
            props.onStartOver();
            if (fields[0]) document.getElementById(fields[0].id)?.focus();
          }}
        />
        {grading.error ? (
          <p className={shared.error} role="alert">
            {grading.error}
          </p>
        ) : null}
      </form>
      {grading.error ? null : props.result}
      {props.history}
    </>
  );
}
