import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

// The dev and preview servers hand the API and product images to the shop on port 3000.
function proxy(): Record<string, ProxyOptions> {
  return {
    '/api': { target: apiTarget, changeOrigin: true },
    '/media': { target: apiTarget, changeOrigin: true },
  };
}

export interface SpaBuild {
  /** The SPA's folder (where its index.html is). */
  root: string;
  /** The path the server mounts the SPA under. */
  base: string;
  /** Relative to `root`. */
  outDir: string;
}

/** The Vite settings both SPAs share; each config only says where it lives and where it goes. */
export function spaConfig({ root, base, outDir }: SpaBuild): UserConfig {
  return defineConfig({
    root,
    base,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
    server: { proxy: proxy() },
    preview: { proxy: proxy() },
  });
}
