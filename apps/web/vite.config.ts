import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Libraries every page needs, in chunks of their own: they change less often than the app's code, so a
 * deploy leaves them cached. zod, the form libraries and the rest go wherever the pages that use them go, as
 * does TanStack Query's infinite query (only the long lists use it).
 */
const TANSTACK = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const INFINITE_QUERY = /[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;
const VENDOR_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: (id: string) => TANSTACK.test(id) && !INFINITE_QUERY.test(id) },
];

const VENDOR_CHUNKS = new Set(VENDOR_GROUPS.map((group) => group.name));

/**
 * A route's page (src/app/routes/*), the chunk a navigation imports. Every page in app/route-modules.ts lives
 * there: `npm run test:size` fails on a route whose chunk is not named page-*.js.
 */
const ROUTE_PAGE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]/;
const ROUTE_PAGE_CHUNK = /(^|\/)page-[^/]+\.js$/;

/**
 * The app's own chunks are named by their hash alone: the entry lists every chunk a page may preload, and their
 * names (course-page-, notification-settings-page-…) would add to every first load (docs/decisions/018). The
 * hash has 7 characters, the fewest Rolldown accepts for this many chunks (8 by default), as each is written
 * out in those lists and does not compress. Route pages carry a short `page-` prefix, which
 * preloadDependencies below reads. The entry and the vendor chunks
 * keep their names; the build manifest still maps each source file to its chunk.
 */
function chunkFileNames(chunk: { name: string; facadeModuleId: string | null }): string {
  if (VENDOR_CHUNKS.has(chunk.name)) return 'assets/[name]-[hash].js';
  return chunk.facadeModuleId && ROUTE_PAGE_MODULE.test(chunk.facadeModuleId)
    ? 'assets/page-[hash:7].js'
    : 'assets/[hash:7].js';
}

/**
 * Which imports Vite's preload helper fetches ahead when the running app lazily imports `file`. It adds a
 * <link rel=modulepreload> per import, and Chrome starts each one on the main thread: the signed-in header's
 * controls alone have enough of them to add to a signed-in page's blocking time (measured in
 * docs/decisions/018). So only a navigation (a route's page) gets its whole import tree at once, which saves up
 * to five round trips on a cold one. Other lazy chunks (the signed-in layers, dialogs, form resolvers) fetch
 * their imports as the browser finds them. The HTML's own links, and those the prerender adds for the page's
 * chunk, stay.
 */
function preloadDependencies(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) {
  return hostType === 'html' || ROUTE_PAGE_CHUNK.test(file) ? deps : [];
}

const fileIn = (pkg: string, file: string) =>
  fileURLToPath(new URL(file, import.meta.resolve(`${pkg}/package.json`)));

/**
 * React Router's package points every bundler at its development build (its exports name no 'production'
 * condition), whose dev-only warnings and error-page hints stay in the bundle. Its production build is the
 * same code with those switched off; the build takes it, so every page loads less.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileIn('react-router', 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fileIn('react-router', 'dist/production/dom-export.mjs') },
];

/**
 * Component tests that need a module graph and DOM of their own: they load a lazy part for the first time
 * (the Markdown renderer), read React's act environment as it starts, assert an empty document, expect a
 * first live stream (no earlier read to resume from), or answer the push modules' browser calls with
 * test/fake-push-device.ts (jsdom has no service worker or PushManager), which a shared module graph would
 * have loaded unanswered for an earlier file.
 */
const FILES_NEEDING_FRESH_MODULES = [
  'src/app/require-auth.test.tsx',
  'src/lib/mutate-then.test.tsx',
  'src/components/common/rich-text.test.tsx',
  'src/app/realtime-connection.test.tsx',
  'src/app/layout/sign-out-push.test.tsx',
  'src/app/dashboard/components/push-prompt.test.tsx',
  'src/features/notifications/components/notification-settings.test.tsx',
];

/**
 * How the web project isolates its test files. The full runs give every file a fresh module graph and DOM, so
 * a leak between files cannot hide there. The quick loop (TEST_QUICK=1) loads React, the router and MSW once per
 * worker for every other file, then runs the files above isolated in a second pass (TEST_WEB_FRESH=1).
 */
function testIsolation() {
  if (!process.env.TEST_QUICK) return { isolate: true };
  if (process.env.TEST_WEB_FRESH) return { isolate: true, include: FILES_NEEDING_FRESH_MODULES };
  return { isolate: false, exclude: [...configDefaults.exclude, ...FILES_NEEDING_FRESH_MODULES] };
}

/**
 * The installable app: the web app manifest and the service worker (src/sw.ts), built with Workbox's
 * injectManifest, which hands the worker the list of files to precache. Precached: the app shell (index.html,
 * which every navigation falls back to offline), the theme script, the icons and every built asset but source
 * maps. The prerendered pages are written after this step and are not precached: offline, the shell starts the
 * app, which renders any page. The page registers the worker itself after load (main.tsx, app/service-worker.ts),
 * so nothing is injected into index.html but the manifest's link.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Teachloop',
    short_name: 'Teachloop',
    description: 'Learn by teaching: challenges, teach-backs and peer reviews with XP, streaks and badges.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    // The header's surface and the page's background (styles/index.css); index.html's theme-color metas add
    // the dark ones, which a manifest cannot hold.
    theme_color: '#ffffff',
    background_color: '#f7f7fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  injectManifest: {
    globPatterns: ['index.html', 'theme-init.js', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css,woff2}'],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pwa],
  resolve: {
    alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [],
    // The KaTeX plugin keeps a copy of KaTeX of its own in the lockfile; one copy is enough.
    dedupe: ['katex'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are written for error reporting but never linked from the bundles; the server refuses
    // to serve *.map (apps/server/src/plugins/spa.ts).
    sourcemap: 'hidden',
    modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
    // Read by scripts/check-bundle-size.ts (each route's first-load JS) and scripts/prerender.ts.
    manifest: true,
    rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: VENDOR_GROUPS } } },
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
    // Above the Testing Library wait (6 s, src/test/setup.ts), so a slow first page load on a busy CI machine
    // fails as the assertion it is, not as a timeout.
    testTimeout: 20_000,
    ...testIsolation(),
  },
}));
