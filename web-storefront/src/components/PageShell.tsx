import type { ReactNode } from 'react';
import { useMeta } from './useMeta';

/** Frame of a content page: its h1 title and body; keeps the head's title and description current. */
export function PageShell({ title, children, className, description }: { title: string; children?: ReactNode; className?: string; description?: string }) {
  useMeta(title, description);
  return (
    <section className={`sf-page${className ? ` ${className}` : ''}`}>
      <h1 className="sf-page__title">{title}</h1>
      {children}
    </section>
  );
}
