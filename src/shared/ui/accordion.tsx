import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each item's button wrapper. */
  headingLevel?: 2 | 3 | 4;
  /** Items open at first. */
  defaultOpen?: readonly string[];
  /** Told each time an item is opened. */
  onOpen?: (id: string) => void;
}

/** Disclosure list: each header is a button with aria-expanded; several items may be open at once. */
export function Accordion({ items, headingLevel = 3, defaultOpen = [], onOpen }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => {
                  if (!isOpen) onOpen?.(item.id);
                  toggle(item.id);
                }}
              >
                <span>{item.heading}</span>
                <span aria-hidden="true" className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} className={styles.panel} hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
