import { BRAND_NAME } from '../brand';

/** The brand mark: a sun over two peaks inside a ring. Decorative; the name carries the meaning. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="sf-logo__mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--sf-sand)" stroke="var(--sf-forest)" strokeWidth="2.5" />
      <circle cx="30" cy="17" r="5" fill="var(--sf-clay)" />
      <path d="M6 36 18 20l7 9 5-6 12 13Z" fill="var(--sf-forest)" />
      <path d="M18 20l3.5 4.5-3.5 1.5-3-1.2Z" fill="var(--sf-cream)" />
    </svg>
  );
}

/** Mark plus brand name, used inside a link by the header and the login screen. */
export function Logo() {
  return (
    <span className="sf-logo">
      <LogoMark />
      <span className="sf-logo__name">{BRAND_NAME}</span>
    </span>
  );
}
