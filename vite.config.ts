import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { messageAreas } from './scripts/message-areas';
import { precompressAssets } from './scripts/precompress-assets';
import { storefrontChunks } from './scripts/storefront-chunks';

const PREACT_IN_THE_BROWSER = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ isSsrBuild }) => ({
  // the browser gets the Slovak texts per area, imported by the modules that name them (decision 0093)
  plugins: [messageAreas(), tailwindcss(), reactRouter(), precompressAssets()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      ...(isSsrBuild ? [] : PREACT_IN_THE_BROWSER),
    ],
  },
  ssr: {
    // server-only native or wasm packages stay external to the SSR bundle
    external: ['@electric-sql/pglite', 'postgres', 'sharp', '@node-rs/argon2', 'nodemailer'],
  },
  // the browser build groups the small modules of every storefront page into one chunk (decision 0040)
  build: { assetsInlineLimit: 0, rollupOptions: isSsrBuild ? {} : { output: { manualChunks: storefrontChunks() } } },
}));
