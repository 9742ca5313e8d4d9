import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mediaVersions } from './scripts/media-versions.mjs';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), mediaVersions()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/sandbox': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser with module scripts and a share worth serving supports <link rel=modulepreload> or
    // ignores it harmlessly; the polyfill would sit in the first load of every page (issue #14 budget).
    modulePreload: { polyfill: false },
  },
});
