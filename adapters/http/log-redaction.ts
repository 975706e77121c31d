/**
 * What of a request URL may be written to the access log. Reset and verification links carry a code
 * that takes over an account, and payment providers append client secrets to return addresses, so:
 * - the secret segment of the secret-bearing paths (the storefront's pages and their API calls) is
 *   replaced by `[redacted]`;
 * - query values are kept only for parameters known to be harmless (the shop list's filters, paging);
 *   every other value is redacted, so a parameter added later is hidden until someone allows it.
 */
export const REDACTED = '[redacted]';

/**
 * Paths whose second group is a secret, matched without regard to case as Express routes them:
 * `/newPassword/{userid}/{code}` (the user id is kept) and `/verifyaccount/{code}`, with or without
 * the `/api/users` prefix of their API calls.
 */
const SECRET_PATHS: readonly RegExp[] = [/^((?:\/api\/users)?\/newPassword\/(?:[^/]+\/)?)([^/]+)/i, /^((?:\/api\/users)?\/verifyaccount\/)([^/]+)/i];

/** Query parameters whose values are not secret (shop list and catalogue reads). */
const SAFE_QUERY_PARAMS = new Set(['category', 'orderby', 'page', 'productsearch', '_id', 'limit']);

function redactPath(path: string): string {
  // Repeated slashes are collapsed first, so a doubled slash cannot carry a code past the rules.
  const normalised = path.replace(/\/{2,}/g, '/');
  for (const rule of SECRET_PATHS) {
    const m = rule.exec(normalised);
    if (m) return `${m[1]}${REDACTED}${normalised.slice(m[0].length)}`;
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
      } catch {
        return REDACTED; // not even the name is readable: keep nothing of it
      }
      if (SAFE_QUERY_PARAMS.has(name)) return pair;
      // A bare word (`?abc123`) may itself be the secret; a named value keeps only its name.
      return eq === -1 ? REDACTED : `${rawName}=${REDACTED}`;
    })
    .join('&');
}

/** The URL as the access log may show it (path and query; the fragment never reaches the server). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? undefined : url.slice(q + 1);
  return query === undefined ? redactPath(path) : `${redactPath(path)}?${redactQuery(query)}`;
}
