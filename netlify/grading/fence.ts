/**
 * Student text goes into the user message only, between fence lines with a random boundary per request, and can
 * hold no fence-like line of its own (docs/decisions.md#fence).
 */
import { randomBytes } from 'node:crypto';

const MARKER = /<<<|>>>/g;

/** The text with every `<<<` and `>>>` broken up (repeated until none is left). */
export function defuse(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(MARKER, (run) => (run === '<<<' ? '<< <' : '> >>'));
    if (next === current) return current;
    current = next;
  }
}

export interface Fence {
  readonly id: string;
  begin(label: string): string;
  end(label: string): string;
  /** `begin`, the defused text, `end`, on their own lines. */
  wrap(label: string, text: string): string;
}

export function createFence(id: string = randomBytes(12).toString('hex')): Fence {
  const begin = (label: string) => `<<<BEGIN ${label} ${id}>>>`;
  const end = (label: string) => `<<<END ${label} ${id}>>>`;
  return {
    id,
    begin,
    end,
    wrap(label, text) {
      return `${begin(label)}\n${defuse(text)}\n${end(label)}`;
    },
  };
}
