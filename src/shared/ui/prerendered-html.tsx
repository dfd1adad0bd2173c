import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface PrerenderedHtmlProps {
  /** Unique on the page and stable for the same content: the prerendered element is found by it. */
  id: string;
  className?: string;
  children: ReactNode;
}

/** The prerendered page's nodes for this island, found by id (the hydration flag would add a first-load chunk). */
function arrivedNodes(id: string): Node[] | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element ? Array.from(element.childNodes) : null;
}

/** Tells React the element's content is not its to hydrate or compare. */
const KEEP = { __html: '' };

/** A static island: a prerendered page keeps its HTML, unhydrated; a fresh render gets the arrived nodes back
 * before paint; elsewhere it renders its children. See docs/decisions.md#static-islands. */
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
