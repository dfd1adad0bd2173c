import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label, hint, error and counter. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id; the hint, error and counter get `${id}-hint`, `${id}-error` and `${id}-counter`. */
  id: string;
  label: ReactNode;
  /** Help under the control (always shown), e.g. what a field accepts. */
  hint?: ReactNode;
  /** A message saying what is wrong; shown in the error colour and announced. */
  error?: string | null;
  /** Characters used out of a maximum, shown as "12 / 120". */
  counter?: { length: number; max: number };
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** One labelled form field, so the accessible wiring (for/id, aria-describedby, aria-invalid) is written once. */
export function FormField({ id, label, hint, error, counter, className, children }: FormFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, counter ? `${id}-counter` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {counter ? (
        <p id={`${id}-counter`} className="field-counter">
          <span aria-hidden="true">
            {counter.length} / {counter.max}
          </span>
          <span className="visually-hidden">
            {counter.length} of {counter.max} characters
          </span>
        </p>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
