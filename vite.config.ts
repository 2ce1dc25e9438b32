import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { messageAreas } from './scripts/message-areas';
import { precompressAssets } from './scripts/precompress-assets';
import { storefrontChunks } from './scripts/storefront-chunks';

export default defineConfig(({ isSsrBuild }) => ({
  // the browser gets the Slovak texts per area, imported by the modules that name them (decision 0093)
  plugins: [messageAreas(), tailwindcss(), reactRouter(), precompressAssets()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  ssr: {
    // server-only native or wasm packages stay external to the SSR bundle
    external: ['@electric-sql/pglite', 'postgres', 'sharp', '@node-rs/argon2', 'nodemailer'],
  },
  // the browser build groups the small modules of every storefront page into one chunk (decision 0040)
  build: { assetsInlineLimit: 0, rollupOptions: isSsrBuild ? {} : { output: { manualChunks: storefrontChunks() } } },
}));
