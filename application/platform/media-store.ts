/** Stores uploaded and generated media (local disk under `.data/media` now; object storage later). */
export interface MediaStore {
  /** Stores the bytes under `key` (e.g. `products/abc/1-640.webp`) and returns the public URL path (`/media/...`). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
}
