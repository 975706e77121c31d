/** The path segments of a pathname, as a URL's path lists them: `/adminpanel/orders/` → ['adminpanel', 'orders']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

/** Summary cards appear only on admin paths with fewer than 4 path segments (admin.md §2). */
export const SUMMARY_CARDS_MAX_SEGMENTS = 3;

export function showsSummaryCards(pathname: string): boolean {
  const segments = pathSegments(pathname);
  return segments[0] === 'adminpanel' && segments.length <= SUMMARY_CARDS_MAX_SEGMENTS;
}
