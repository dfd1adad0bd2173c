import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './scripts/pwa-manifest';
import { assertDeployableFirebaseEnv } from './src/shared/config/env';
import { contentIndex } from './scripts/content-index/plugin';
import { APP_SHELL, prerender } from './scripts/prerender/plugin';
import { PRERENDERED_ROUTES } from './src/app/prerendered-routes';

// Where `npm run dev` sends /api requests: the functions server started by scripts/dev.mjs.
const functionsOrigin = process.env.POCKET_AP_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:8889';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A production build fails closed without a Firebase project, unless made for the local emulator
  // (docs/decisions.md#production-fails-closed). The .env file counts, as it does for the app.
  if (command === 'build') assertDeployableFirebaseEnv({ ...loadEnv(mode, process.cwd(), 'VITE_FIREBASE_'), ...process.env });
  return {
    // Plugin order matters: the router plugin must run before react.
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      contentIndex(),
      VitePWA({
        registerType: 'prompt', // never reload by itself: a student may be mid-exam
        injectRegister: false, // registered lazily by features/offline after first paint
        manifest,
        includeAssets: ['icons/*.png'],
        workbox: {
          globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,pdf,ttf,woff2}'],
          // Firestore (about 130 KB gzip) only works online and only for a signed-in student: fetched when sync
          // starts, never precached for every visitor (docs/architecture.md#sync).
          globIgnores: ['**/firestore-client-*.js'],
          // Prerendered pages are precached as <path>.html and served for /<path> (Workbox's cleanURLs); any other
          // navigation gets the app shell.
          navigateFallback: `/${APP_SHELL}`,
          navigateFallbackDenylist: [/^\/api\//, /^\/exams\//],
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          cleanupOutdatedCaches: true,
          // Take control of the page that installed the first version, so a student who goes offline right after
          // their first visit can still open other screens. Updates still wait for the Reload prompt (no skipWaiting).
          clientsClaim: true,
        },
        devOptions: { enabled: false },
      }),
      prerender(PRERENDERED_ROUTES),
    ],
    server: {
      port: 5173,
      strictPort: true,
      proxy: { '/api': { target: functionsOrigin, changeOrigin: true } },
    },
    build: {
      target: 'es2022',
      copyPublicDir: !isSsrBuild,
      sourcemap: false,
      manifest: true, // read by scripts/check-budgets.mjs
      // React and TanStack Router as one chunk: left alone, Rolldown cut them into six files of the first load
      // (docs/decisions.md#react-and-the-router-in-one-chunk).
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }] } } },
    },
  };
});
