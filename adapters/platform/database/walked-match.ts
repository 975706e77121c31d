// Shared by the back office's searched lists (orders, users).

/**
 * A search clause the planner cannot answer from the trigram index and guesses to match half the rows:
 * for a search known to match more than the count cap, the newest page is then found by walking the
 * list's date index and testing each order (a few thousand at most), instead of collecting and sorting
 * every match (a quarter of a million for a common name).
 */
export const walkedMatch = (text: string, n: number): string => `CASE WHEN ${text} LIKE $${n} THEN true ELSE false END`;
