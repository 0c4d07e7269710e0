import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The spec's primary dark blue (docs/product.md#constants-and-code-tables): BRAND_COLOR in src/theme.ts and index.html's theme-color.
 * Repeated here because the Vite config must not load Mantine; the icons (tools/make-icons.mjs) use it too.
 */
export const THEME_COLOR = '#153a8f';

/**
 * The web app manifest. Chromium deems the app installable with a name, start_url, a standalone
 * display, and 192 + 512 px icons; the maskable icon keeps its mark inside the safe zone.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Voyage Corporate Travel',
  short_name: 'Voyage',
  description: 'Book and manage corporate travel: flights, insurance, trips and expenses, online or offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
