import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** FAQ style: opening one closes the other (spec §4). Otherwise each toggles on its own. */
  single?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** Disclosure list with real buttons (aria-expanded / aria-controls). */
export function Accordion({ items, single = true, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const base = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return single ? new Set([id]) : new Set([...current, id]);
    });
  return (
    <div className="sf-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const panelId = `${base}-${item.id}`;
        return (
          <div key={item.id} className={`sf-accordion__item${expanded ? ' is-open' : ''}`}>
            <Heading className="sf-accordion__heading">
              <button type="button" className="sf-accordion__button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <span className="sf-accordion__sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={panelId} className="sf-accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
