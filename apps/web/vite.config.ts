import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { hindiFonts } from './fonts/hindi-fonts.ts';

// Every page needs React and React Router: one file instead of ten saves a phone nine requests.
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
// The shop's own small modules that nearly every page loads (session, prices, icons, SEO helpers, the consent
// switch whose banner and tags load only when needed). A group takes in everything its modules import, so only
// the shared modules that never import zod are named: one schema module here put all of zod (22 KB compressed)
// on every page, and one Hindi catalog put Hindi texts on English pages...
const SHARED_BY_EVERY_PAGE =
  /[\\/](packages[\\/]shared[\\/]src[\\/](i18n|money|pricing|brand|limits|ad-tags|text|orders)\.ts$|app[\\/](lib[\\/]|i18n[\\/](?!messages[\\/])|components[\\/]|features[\\/](cart[\\/](cart-actions|cart-button|index)|search[\\/](search-button|index)|consent[\\/](index|consent-slots|conversions|consent-store|consent-choice)\.)))/;
// ...but not the heavier pieces only some pages use: the carousel library, dialogs, forms, their schemas and zod
// (the WhatsApp boxes: only the pages that pay, the drawer and the account show them; they read only the zod-free
// wording module, consent-wording.ts, never the barrel, whose consents module holds a schema).
const USED_BY_SOME_PAGES =
  /(carousel|dialog|product-card|forms|form-errors|field|zod-jitless|use-embla|whatsapp-boxes)\.tsx?$/;
// The back office's own code and schemas stay in its route chunks, never in a file every shopper loads.
const BACK_OFFICE_ONLY =
  /[\\/](packages[\\/]shared[\\/]src[\\/]admin|app[\\/](features|routes)[\\/]admin)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [hindiFonts(), tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./app/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  // Modules some pages load only on demand: listed so `npm run dev` bundles them at start instead of finding
  // them on the first page view and reloading it.
  optimizeDeps: {
    include: [
      'embla-carousel',
      'react-toastify',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod/v4',
      'yet-another-react-lightbox',
      'yet-another-react-lightbox/plugins/fullscreen',
      'yet-another-react-lightbox/plugins/zoom',
    ],
  },
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 20 },
                {
                  name: 'shop',
                  test: (id) =>
                    SHARED_BY_EVERY_PAGE.test(id) &&
                    !USED_BY_SOME_PAGES.test(id) &&
                    !BACK_OFFICE_ONLY.test(id),
                  priority: 10,
                },
              ],
            },
          },
        },
  },
}));
