import { useEffect } from 'react';
import { pageTitle } from '../brand';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Keeps the head in step with client-side navigation (the server writes it for the first load).
 */
export function useMeta(title: string, description?: string): void {
  useEffect(() => {
    const full = pageTitle(title);
    document.title = full;
    setMeta('property', 'og:title', full);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = window.location.origin + window.location.pathname + window.location.search;
  }, [title, description]);
}
