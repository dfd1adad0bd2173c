import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface PrerenderedHtmlProps {
  /** Unique on the page and stable for the same content: the prerendered element is found by it. */
  id: string;
  className?: string;
  /** Static content: rendered at build time and on the client, never changed by the visitor. */
  children: ReactNode;
}

/**
 * The nodes already in the document for this island: the prerendered page's, while it hydrates. (Were the same
 * island ever rendered while an earlier one with this id was still in the document, it would take over those
 * nodes, which hold the same static content. It does not import the hydration flag: that would put one more
 * chunk into every page's first load.)
 */
function arrivedNodes(id: string): Node[] | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element ? Array.from(element.childNodes) : null;
}

/** Tells React the element's content is not its to hydrate or compare. */
const KEEP = { __html: '' };

/**
 * A static island (docs/decisions.md#static-islands): on a prerendered page React keeps the HTML the page arrived
 * with instead of hydrating it, so a long read-only part (the MCQ booklet's 55 questions) costs no hydration work.
 * While hydrating, React neither hydrates nor compares the inside of an element with `dangerouslySetInnerHTML`.
 * Should React ever render the island afresh instead (it throws a hydration away after a mismatch elsewhere),
 * the element starts empty and the layout effect puts the arrived nodes back before the browser paints. Rendered
 * anywhere else (on the server, after a link) it renders its children as usual.
 */
export function PrerenderedHtml({ id, className, children }: PrerenderedHtmlProps) {
  const [arrived] = useState(() => arrivedNodes(id));
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (arrived && element && !element.hasChildNodes()) element.append(...arrived);
  }, [arrived]);
  if (arrived) {
    return <div ref={ref} id={id} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
