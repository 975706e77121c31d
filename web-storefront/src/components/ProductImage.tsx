/** Widths the server stores beside every `…-640.webp` image. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** `srcset` with width descriptors for a stored `…-640.webp` URL; other URLs get none. */
export function srcSetFor(url: string): string | undefined {
  const match = /^(.*)-640\.webp(\?.*)?$/.exec(url);
  if (!match) return undefined;
  const [, base, query = ''] = match;
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.webp${query} ${width}w`).join(', ');
}

export interface ProductImageProps {
  src: string;
  alt: string;
  /** CSS sizes hint, e.g. '(max-width: 767px) 50vw, 25vw'. */
  sizes: string;
  /** Above the fold: load at once; otherwise lazily. */
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

export function ProductImage({ src, alt, sizes, eager = false, className, width = 640, height = 640 }: ProductImageProps) {
  const srcSet = srcSetFor(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" width={width} height={height} className={className} />;
}
