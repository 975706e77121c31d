import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** Frame of a content page: its h1 title and body. Later work fills the bodies in. */
export function PageShell({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  useDocumentTitle(title);
  return (
    <section className={`sf-page${className ? ` ${className}` : ''}`}>
      <h1 className="sf-page__title">{title}</h1>
      {children}
    </section>
  );
}
