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
    // A lazy chunk's own imports are not preloaded with it: the list of every chunk's imports sat in
    // the first load of every page (1.7 KB gzipped with the admin's and issue #15/#16's pages), while a
    // page's first load gets its chunk and imports as <link rel=modulepreload> from the server
    // (server/src/http/ssr.ts, from the manifest). A later navigation fetches a page's imports after
    // its chunk. Lazy chunks' CSS is still loaded with them.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    // The app's code is imported after the first paint (src/main.tsx), as its own entry, so the modules
    // it shares with the pages became a dozen files of a few hundred bytes each. Every page loads
    // these at once, whatever it is: two files instead, fewer requests and fewer bytes of imports.
    rolldownOptions: {
      output: {
        // Issue #32: hydration calls most of React's chunk at once. Compiled lazily, each function was parsed
        // a second time on the main thread when first called (~20 ms of a phone's main thread on /contestants);
        // V8's compile hint compiles the file while it streams in, off the main thread. Added after
        // minification, which would drop it; other engines ignore the comment.
        postBanner: (chunk) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            {
              // The entry's one import (it loads the app with import()): alone, or it joins a group above
              // and the entry's static imports pull that group (React, 84 KB) in before the first paint.
              name: 'preload-helper',
              test: /preload-helper/,
            },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|rolldown.runtime|[\\/]client[\\/]src[\\/]react-set-up\.ts$/,
            },
            {
              // Issue #32: the season's dates on /, /competitions, /faq, /registration and /contestants. Five
              // files of 0.2-1 KB each cost a request and about 1 KB of headers apiece (121.4 KB on /, over
              // DESIGN §8's 120): one file instead.
              name: 'season',
              test: /[\\/]client[\\/]src[\\/](components[\\/]season[\\/][^\\/]+|api[\\/]season)\.tsx?$|[\\/]common[\\/]src[\\/]content[\\/](zoned-format|finale-calendar)\.ts$/,
            },
            {
              name: 'shell',
              test: /[\\/]client[\\/]src[\\/](api[\\/](http|candidates)|lib[\\/]notify|components[\\/](carousel[\\/]line-icon|section-heading|responsive-image))\.tsx?$|[\\/]common[\\/]src[\\/](constants|content[\\/]payment-paths)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
