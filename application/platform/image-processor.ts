/** Reads and re-encodes uploaded pictures. */
export interface ImageProcessor {
  /** The picture format found in the bytes themselves (never the name or the client's type). */
  detect(bytes: Uint8Array): Promise<'png' | 'jpeg' | 'other'>;
  /** Re-encodes as WebP at most `width` pixels wide, dropping all metadata. */
  toWebp(bytes: Uint8Array, width: number): Promise<Uint8Array>;
}
