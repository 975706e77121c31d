import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web-shared/api/client';
import { adminPath, segment } from '../api/paths';
import { Confirmation } from './Confirmation';
import { filtersSearch, readFilters } from './queryFilters';
import { SUCCESS_MS, TimedMessage } from './TimedMessage';

describe('a timed success message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 3 seconds by default, or as long as asked, and starts its time again when shown again', () => {
    const m = new TimedMessage();
    m.show('Category deleted.');
    vi.advanceTimersByTime(SUCCESS_MS - 1);
    expect(m.text).toBe('Category deleted.');
    m.show('Category deleted.');
    vi.advanceTimersByTime(SUCCESS_MS - 1);
    expect(m.text).toBe('Category deleted.');
    vi.advanceTimersByTime(1);
    expect(m.text).toBeNull();
    m.show('Product Updated', 2_000);
    vi.advanceTimersByTime(2_000);
    expect(m.text).toBeNull();
  });
});

describe('a confirmation before a change', () => {
  it('runs the change once confirmed and closes; a cancel runs nothing', async () => {
    const done: string[] = [];
    const c = new Confirmation<string>(async (s) => {
      done.push(s);
    });
    c.ask('Tops');
    c.cancel();
    expect([c.open, await c.confirm(), done]).toEqual([false, false, []]);
    c.ask('Tops');
    expect(c.open).toBe(true);
    expect(await c.confirm()).toBe(true);
    expect([c.open, done]).toEqual([false, ['Tops']]);
  });

  it('stays open with the server’s message when the change is refused, and cannot be cancelled while running', async () => {
    let refuse: (e: unknown) => void = () => {};
    const c = new Confirmation<string>(() => new Promise((_, reject) => (refuse = reject)));
    c.ask('Tops');
    const running = c.confirm();
    c.cancel();
    expect([c.open, c.busy]).toEqual([true, true]);
    refuse(new ApiError(409, { message: 'Tops is used by 2 products.' }));
    expect(await running).toBe(false);
    expect([c.open, c.busy, c.error]).toEqual([true, false, 'Tops is used by 2 products.']);
  });
});

describe('filters in the query string', () => {
  const defaults = { filter: 'newest', orderStatus: 'All', query: '' };
  const allowed = { filter: ['newest', 'oldest'], orderStatus: ['All', 'Confirmed', 'Processing', 'Cancelled'] } as const;

  it('reads a shared link back into the same filters, leaving defaults out of it', () => {
    const filters = { filter: 'oldest', orderStatus: 'All', query: 'ss12 ab' };
    const search = filtersSearch(filters, defaults);
    expect(search).toBe('?filter=oldest&query=ss12+ab');
    expect(readFilters(search, defaults, allowed)).toEqual(filters);
    expect(filtersSearch(defaults, defaults)).toBe('');
  });

  it('reads an unknown or missing value as its default', () => {
    expect(readFilters('?filter=sideways&orderStatus=Confirmed&other=1', defaults, allowed)).toEqual({ filter: 'newest', orderStatus: 'Confirmed', query: '' });
  });
});

describe('paths of back-office calls', () => {
  it('writes an empty segment as "-" and encodes the others', () => {
    expect(segment('')).toBe('-');
    expect(segment(null)).toBe('-');
    expect(segment(' hats & caps ')).toBe('hats%20%26%20caps');
    expect(adminPath('getOrders', 2, 'newest', '', 'All')).toBe('/api/admin/getOrders/2/newest/-/All');
  });
});
