import type { TimelineEvent } from '../../content/schema';

export interface TimelineFilter {
  period?: number;
  /** Free text matched against year, title and description. */
  q?: string;
}

/** Events of one period and/or matching a search, case-insensitively. */
export function filterEvents(events: readonly TimelineEvent[], { period, q }: TimelineFilter): TimelineEvent[] {
  const needle = q?.trim().toLowerCase() ?? '';
  return events.filter(
    (event) =>
      (period === undefined || event.period === period) &&
      (!needle || `${event.year} ${event.title} ${event.description}`.toLowerCase().includes(needle)),
  );
}

/** Typed search params for /apush-timeline: anything unexpected is dropped rather than trusted. */
export function validateTimelineSearch(search: Record<string, unknown>): TimelineFilter {
  const period = Number(search.period);
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : undefined;
  return {
    period: Number.isInteger(period) && period >= 1 && period <= 9 ? period : undefined,
    q: q || undefined,
  };
}
