import { fail, ok, type Result } from './result.js';
import { isSingleLine } from './plain-text.js';

/**
 * Links a shopper gives us (a stockist's website, Instagram and Facebook). Decisions where the spec
 * is silent:
 * - a link is stored only as an http:// or https:// address; any other scheme (javascript:, data:,
 *   mailto:, a protocol-relative '//host') is refused, so a stored link can never run script when
 *   someone opens it;
 * - a bare domain ('store.example.com.au', 'www.store.com/about') is read as https://;
 * - a host must have a dot and a letter-only top-level part (no bare 'localhost', no IP-looking
 *   hosts), no user name or password, at most 200 characters in all;
 * - Instagram and Facebook take a link to a page on that site, or a bare handle ('@store.au',
 *   'store_au'), which is stored as the profile's https address on that site.
 */
export type LinkKind = 'website' | 'instagram' | 'facebook';

export const LINK_MAX_LENGTH = 200;

const SOCIAL: Readonly<Record<Exclude<LinkKind, 'website'>, { hosts: readonly string[]; profile: string; handle: RegExp; name: string }>> = {
  instagram: { hosts: ['instagram.com', 'www.instagram.com'], profile: 'https://www.instagram.com/', handle: /^@?([A-Za-z0-9._]{1,30})$/, name: 'Instagram' },
  facebook: { hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'], profile: 'https://www.facebook.com/', handle: /^@?([A-Za-z0-9.]{5,50})$/, name: 'Facebook' },
};

const MESSAGES: Readonly<Record<LinkKind, string>> = {
  website: 'Please enter a web address such as https://yourstore.com.au.',
  instagram: 'Please enter your Instagram handle (such as @yourstore) or a link to your Instagram page.',
  facebook: 'Please enter your Facebook page name or a link to your Facebook page.',
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An http(s) URL from what was typed (a bare domain gets https://), or null. */
function webAddress(text: string): URL | null {
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  if (scheme === undefined && (text.startsWith('/') || text.startsWith('\\'))) return null;
  let url: URL;
  try {
    url = new URL(scheme === undefined ? `https://${text}` : text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || !HOST.test(url.hostname)) return null;
  return url;
}

/**
 * The stored form of a link field: '' for a blank one, an https (or http) address otherwise, or a
 * failure with a message for the field.
 */
export function normalizeWebLink(kind: LinkKind, input: string | null | undefined): Result<string, 'invalid_link'> {
  const text = (input ?? '').trim();
  if (text === '') return ok('');
  if (!isSingleLine(text) || text.length > LINK_MAX_LENGTH || /\s/.test(text)) return fail('invalid_input', MESSAGES[kind], { reason: 'invalid_link' });
  const url = webAddress(text);
  if (kind !== 'website') {
    const site = SOCIAL[kind];
    if (url && site.hosts.includes(url.hostname.toLowerCase()) && url.href.length <= LINK_MAX_LENGTH) return ok(url.href);
    const handle = site.handle.exec(text)?.[1];
    if (handle !== undefined && !/^\.|\.$|\.\./.test(handle)) return ok(`${site.profile}${handle}`);
    return fail('invalid_input', MESSAGES[kind], { reason: 'invalid_link' });
  }
  if (!url || url.href.length > LINK_MAX_LENGTH) return fail('invalid_input', MESSAGES[kind], { reason: 'invalid_link' });
  return ok(url.href);
}

/** Whether a stored link is safe to show as a link: an http(s) address. */
export const isWebAddress = (link: string): boolean => webAddress(link) !== null && /^https?:\/\//i.test(link);
