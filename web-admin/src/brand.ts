/** Same brand name as the storefront's src/brand.ts. */
export const BRAND_NAME = 'Soul Searching Outdoor Co.';

export function pageTitle(title: string): string {
  return `${title} | Admin | ${BRAND_NAME}`;
}
