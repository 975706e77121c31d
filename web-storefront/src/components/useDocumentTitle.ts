import { useEffect } from 'react';
import { pageTitle } from '../brand';

/** Keeps the tab title in step with client-side navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
