/**
 * Early input: a prerendered page shows its forms before its script has arrived, and the browser lets a student
 * type, paste or autofill into them meanwhile. React 18 keeps what is in the field when it hydrates but not in its
 * state, so the next render put the state's empty value back (a password "lost" on Sign Up).
 *
 * One mechanism for every form (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates): when a form
 * hydrates, each field whose value is no longer the one in the HTML (`defaultValue`, `defaultSelected`) is
 * replayed as the input or change event the student's typing would have sent, so the form's own onChange takes it
 * in, with its own validation and saving. A field that was not changed is left alone. On a client render (no
 * prerendered HTML) every field still holds its HTML value, so nothing happens.
 */
import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value is text the student typed (checkboxes and radios are not used in prerendered forms). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/** Whether the field holds something other than what the HTML gave it. */
export function changedSinceHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * Sends the field's value to React as an input (a select: a change) event. React's onChange only fires when the
 * value differs from the last one it saw, and it saw the typed one when it hydrated the field: so the HTML's value
 * is set through the element (which React tracks) and the typed one put back past it, as a keystroke would.
 */
export function replayValue(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = field.defaultValue;
  if (setValue) setValue.call(field, typed);
  else field.value = typed;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once, when the form (or any element holding fields) under `ref` hydrates: its early input reaches its state. */
export function useEarlyInput(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
      if (!field.disabled && changedSinceHtml(field)) replayValue(field);
    }
    // Only the first render of the form can follow early input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
