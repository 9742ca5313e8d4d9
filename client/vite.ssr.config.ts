import { mergeConfig } from 'vite';
import base from './vite.config';

/**
 * The server-rendering bundle: the same app (plugins, aliases, /media versions) built for Node from
 * src/entry-server.tsx into dist-ssr/, every dependency included, so the server image needs no
 * client packages at run time. CSS imports are dropped here: the browser build ships the styles.
 */
export default mergeConfig(base, {
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
