import { Link } from 'react-router-dom';

/** Page numbers to show: all when few, else first, last and a window around the current one (0 = gap). */
export function pageNumbers(current: number, pageCount: number): number[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  for (const page of sorted) {
    const previous = out[out.length - 1];
    if (previous !== undefined && page - previous > 1) out.push(0);
    out.push(page);
  }
  return out;
}

export interface PaginationProps {
  current: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** Numbered links, so every page is a bookmarkable URL. */
export function Pagination({ current, pageCount, hrefFor }: PaginationProps) {
  return (
    <nav className="sf-pagination" aria-label="Pagination">
      <ul>
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} aria-label="Previous page">
              ‹
            </Link>
          </li>
        )}
        {pageNumbers(current, pageCount).map((page, index) =>
          page === 0 ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link to={hrefFor(page)} aria-label={`Page ${page}`} aria-current={page === current ? 'page' : undefined}>
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link to={hrefFor(current + 1)} aria-label="Next page">
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
