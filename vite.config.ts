import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './src/pwa/manifest.ts';

/** Style modules: a chunk holding one is never copied into others. */
const STYLE_MODULE = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

export default defineConfig({
  plugins: [
    // The router plugin must transform route files before react() sees them (docs/architecture.md#tooling-notes).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      // Tests live beside the routes they test; they are not routes.
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page decides when a waiting worker takes over (UpdatePrompt), so no form is lost to a reload.
      registerType: 'prompt',
      // src/pwa/register-sw.ts registers the worker itself through workbox-window.
      injectRegister: false,
      manifest: webAppManifest,
      // The glob below already precaches the icons, and the plugin always adds manifest.webmanifest
      // itself; listing either twice would only duplicate precache entries.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,woff2}'],
      },
      // The dev server runs without a service worker: a stale precache would hide code changes.
      devOptions: { enabled: false },
    }),
  ],
  worker: { format: 'es' },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  // The server serves dist/ and may cache the content-hashed dist/assets/ forever; sw.js sits at the root.
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Small chunks that several routes share are copied into the chunks that use them (one module
    // state all the same, kept by the bundler's runtime): a signed-in page fetched some 140 files,
    // most under 1 KiB, each a request and a compile task on a slow phone; now about 40. Style
    // chunks stay files, as the CSS plugin would emit a copy per chunk (docs/architecture.md#first-load).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: STYLE_MODULE } } },
    },
    // Only the app's own start (src/start-app.tsx, loaded by the login page) has its chunks preloaded.
    // A route's chunks are fetched by its import itself: on a warm start the service worker serves
    // them, and a <link rel=modulepreload> per chunk cost a long task of its own (docs/architecture.md#first-load).
    modulePreload: { resolveDependencies: (file, deps) => (/(^|\/)start-app-[\w-]+\.js$/.test(file) ? deps : []) },
  },
});
