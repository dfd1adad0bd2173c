/** React 18 hydration drops text typed into a prerendered form from state: each changed field is replayed as its
 * event (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates). */
import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value is text the student typed. */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);
const isChoice = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

export function changedSinceHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/** The HTML's value goes through React's tracker first and the typed one back past it, as a keystroke would. */
export function replayValue(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isChoice(field)) {
    // A radio or checkbox tapped early: its HTML state goes back through React's tracker, then it is tapped again.
    field.checked = field.defaultChecked;
    field.click();
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
