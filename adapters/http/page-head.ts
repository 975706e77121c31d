/** What the server puts in a storefront page's head before any JavaScript runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (joined to PUBLIC_URL). */
  canonicalPath?: string;
  ogType?: 'website' | 'product';
  /** Absolute image URL for link previews. */
  image?: string;
  /** schema.org data, rendered as `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>;
  /** The page names nothing that exists (e.g. a product id no longer sold): answer 404. */
  notFound?: boolean;
}

export type PageHeadResolver = (path: string) => Promise<PageHead | undefined>;
