import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStore } from '../../../application/platform/media-store.js';
import { InvalidMediaKeyError, mediaKeySegments } from './media-key.js';

export { InvalidMediaKeyError };

/**
 * Media on the local disk (`.data/media` in production). A key such as `products/<id>/1-640.webp` is
 * stored at `<rootDir>/products/<id>/1-640.webp` and served under `<publicPrefix>/products/<id>/1-640.webp`.
 *
 * Keys are relative, `/`-separated paths of plain segments (letters, digits, `.`, `_`, `-`; no segment
 * starting with `.`, no `..` anywhere, no hidden files, no absolute paths, no backslashes). Writes are atomic:
 * the bytes go to a temporary file in the target folder, which is then renamed over the target, so a
 * reader never sees a half-written file.
 */
export class DiskMediaStore implements MediaStore {
  private readonly root: string;
  private readonly prefix: string;

  constructor(rootDir: string, publicPrefix = '/media') {
    this.root = resolve(rootDir);
    this.prefix = publicPrefix.replace(/\/+$/, '');
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return `${this.prefix}/${key}`;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  /** The stored bytes of a key, or null when there are none. */
  async read(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The absolute file path of a key (throws `InvalidMediaKeyError` for an unsafe key). */
  pathOf(key: string): string {
    const segments = mediaKeySegments(key);
    const path = join(this.root, ...segments);
    // Belt and braces: the segment rule already keeps the path inside the root.
    if (!path.startsWith(this.root + sep)) throw new InvalidMediaKeyError(key);
    return path;
  }
}
