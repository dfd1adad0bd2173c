import { useId, useState } from 'react';
import type { UnitTimelineEvent } from '../../../content/schema';
import styles from './study-guide.module.css';

/** A unit's interactive timeline: each event is a button that toggles its details (docs/product.md#unit-page). */
export function UnitTimeline({ events }: { events: readonly UnitTimelineEvent[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  return (
    <ol className={styles.timeline}>
      {events.map((event) => {
        const expanded = open === event.key;
        const detailsId = `${baseId}-${event.key}`;
        return (
          <li key={event.key}>
            <button
              type="button"
              className={styles.event}
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setOpen(expanded ? null : event.key)}
            >
              <span aria-hidden="true" className={styles.eventIcon}>
                {event.icon}
              </span>
              <span className={styles.eventDate}>{event.date}</span>
              <span className={styles.eventTitle}>{event.title}</span>
              <span className="muted">{event.summary}</span>
            </button>
            <ul id={detailsId} className={styles.details} hidden={!expanded}>
              {event.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
