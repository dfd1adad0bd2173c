import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

interface PageProps {
  /** The page's h1, also used for document.title. */
  title: string;
  /** Optional text after the title in the browser tab. */
  documentTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Page({ title, documentTitle, lead, children, className }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={className}>
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </div>
  );
}
