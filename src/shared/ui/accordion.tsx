import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each item's summary text. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: readonly string[];
  /** Told each time an item is opened. */
  onOpen?: (id: string) => void;
}

/**
 * Disclosure list of <details>: it opens from the HTML alone, before the script arrives, and the browser owns the
 * open state (docs/decisions.md#controls-that-work-before-the-script).
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = [], onOpen }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          className={styles.item}
          open={defaultOpen.includes(item.id) || undefined}
          onToggle={(event) => {
            if (event.currentTarget.open) onOpen?.(item.id);
          }}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.heading}</Heading>
            <span aria-hidden="true" className={styles.chevron} />
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
