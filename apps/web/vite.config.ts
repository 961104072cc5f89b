import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const backend = process.env.MFI_BACKEND_URL ?? 'http://localhost:8080';

// Vendor code that every page needs goes in a few long-cached chunks; everything a route needs beyond the
// shell (page code) stays in that route's lazy chunk so the home page's initial JS stays small. The form
// validation code (zod, react-hook-form and its resolvers) is one chunk of its own, loaded by the pages and
// dialogs that have a form: a guest reading a title never downloads it (e2e/page-weight.e2e.ts).
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'forms', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Every `import … from 'zod'` (app, contract, resolvers) gets zod with jitless set: no eval under the CSP.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
