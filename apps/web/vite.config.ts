import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.MFI_BACKEND_URL ?? 'http://localhost:8080';

// Vendor code that every page needs goes in a few long-cached chunks; everything a route needs beyond the
// shell (forms, zod, page code) stays in that route's lazy chunk so the home page's initial JS stays small.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
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
