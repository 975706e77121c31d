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
  /**
   * The entry module (absolute path): everything it imports without `import()` goes into one chunk
   * instead of the dozen small shared chunks automatic splitting makes. A server-rendered page then
   * asks for one script, not fifteen that queue on a phone's six connections before it can show
   * anything; pages loaded with `import()` stay chunks of their own.
   */
  entryChunk?: string;
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** What `entry` imports statically, directly or through other modules (itself included). */
function staticImports(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/** Rolldown's code splitting with one group, `app`: the modules the entry imports statically. */
function entryChunkSplitting(entry: string) {
  let reached: Set<string> | undefined;
  return {
    groups: [
      {
        debugName: 'app',
        name: (id: string, graph: ModuleGraph) => {
          reached ??= staticImports(entry, graph);
          return reached.has(id) ? 'app' : null;
        },
      },
    ],
  };
}

/** The Vite settings both SPAs share; each config only says where it lives and where it goes. */
export function spaConfig({ root, base, outDir, entryChunk }: SpaBuild): UserConfig {
  return defineConfig({
    root,
    base,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, ...(entryChunk ? { rolldownOptions: { output: { codeSplitting: entryChunkSplitting(entryChunk) } } } : {}) },
    server: { proxy: proxy() },
    preview: { proxy: proxy() },
  });
}
