/**
 * A list's filters kept in the query string (`?filter=oldest&orderStatus=Confirmed&query=ss12`), so a
 * shared link opens the same list. Values are text; a value missing or not among the allowed ones
 * reads as its default, and defaults are left out of the link.
 */
export type Filters = Readonly<Record<string, string>>;

export type AllowedValues<F extends Filters> = Partial<Record<keyof F, readonly string[]>>;

export function readFilters<F extends Filters>(search: string | URLSearchParams, defaults: F, allowed: AllowedValues<F> = {}): F {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = params.get(key)?.trim();
    if (value === undefined || value === '') continue;
    const choices = allowed[key as keyof F];
    if (choices && !choices.includes(value)) continue;
    out[key] = value;
  }
  return out as F;
}

/** The query string of `filters` (with `?`), or '' when every filter has its default. */
export function filtersSearch<F extends Filters>(filters: F, defaults: F): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = (filters[key] ?? '').trim();
    if (value !== '' && value !== defaults[key]) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
