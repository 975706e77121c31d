import { fileURLToPath } from 'node:url';
import { spaConfig } from '../web-shared/vite/base-config.js';

export default spaConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  outDir: '../dist/web-storefront',
  entryChunk: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
});
