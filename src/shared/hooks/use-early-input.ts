/**
 * React 18 hydration keeps text typed into a prerendered form in the field but not in state, so the next render
 * erased it. When a form hydrates, each field changed since the HTML is replayed as the event typing would have
 * sent (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates).
 */
import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value is text the student typed (checkboxes and radios are not used in prerendered forms). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

export function changedSinceHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * Sends the field's value to React as an input (select: change) event. React saw the typed value at hydration, so
 * the HTML's value is set through its tracker first and the typed one put back past it, as a keystroke would.
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

/** Once, when the form under `ref` hydrates. */
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
