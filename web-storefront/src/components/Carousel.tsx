import { useEffect, useState, type ReactNode } from 'react';

/** Spec §9: 4/3/2/1 items by window width. */
export function itemsPerView(width: number): number {
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  if (width >= 480) return 2;
  return 1;
}

/** The width the server renders for; the first client render uses it too, so hydration matches. */
const SERVER_WIDTH = 1200;

/**
 * The window's width once the page is live (SERVER_WIDTH before). How many items show is CSS's job
 * (media queries at the same breakpoints), so nothing moves when this catches up after hydration.
 */
function useWindowWidth(): number {
  const [width, setWidth] = useState(SERVER_WIDTH);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
}

/** A row of items with previous/next buttons; shows as many as fit the window. */
export function Carousel<T>({ label, items, keyOf, render }: CarouselProps<T>) {
  const perView = itemsPerView(useWindowWidth());
  const [start, setStart] = useState(0);
  const maxStart = Math.max(0, items.length - perView);
  const first = Math.min(start, maxStart);
  return (
    <div className="sf-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <button type="button" className="sf-carousel__nav sf-carousel__nav--prev" aria-label="Previous products" disabled={first === 0} onClick={() => setStart(Math.max(0, first - 1))}>
        ‹
      </button>
      {/* Every item is in the HTML; the track's columns (by media query) show `perView` of them from `first`. */}
      <ul className="sf-carousel__track" aria-live="polite">
        {items.map((item, index) => {
          const shown = index >= first && index < first + perView;
          return (
            <li key={keyOf(item)} className="sf-carousel__item" hidden={index < first} inert={!shown} aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
              {render(item, index)}
            </li>
          );
        })}
      </ul>
      <button type="button" className="sf-carousel__nav sf-carousel__nav--next" aria-label="Next products" disabled={first >= maxStart} onClick={() => setStart(Math.min(maxStart, first + 1))}>
        ›
      </button>
    </div>
  );
}
