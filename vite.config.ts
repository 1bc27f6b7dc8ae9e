import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer is built into dist/renderer and served by Electron's app:// protocol or by the
// browser-mode HTTP server. Relative asset paths work under both.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
