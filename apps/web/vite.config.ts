import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Libraries every page needs, in chunks of their own: they change less often than the app's code, so a
 * deploy leaves them cached. zod, the form libraries and the rest go wherever the pages that use them go.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are written for error reporting but never linked from the bundles; the server refuses
    // to serve *.map (apps/server/src/plugins/spa.ts).
    sourcemap: 'hidden',
    // Read by scripts/check-bundle-size.ts (each route's first-load JS) and scripts/prerender.ts.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/healthz': apiTarget },
  },
  // The root vitest.config.ts runs this file as the 'web' test project.
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
