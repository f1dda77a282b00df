import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Brotli and gzip copies of the scripts and styles beside them, served as they are (@fastify/static preCompressed):
  // a phone on a slow network gets a third of the bytes, and no request pays for compressing.
  plugins: [react(), tailwindcss(), compression({ include: /\.(js|css|svg)$/, threshold: 1024, logLevel: 'silent' })],
  resolve: {
    alias: {
      '@presently/proto': fileURLToPath(new URL('../proto/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // The shared contract's modules only define what they export, so a page bundles just the modules it uses: the
    // landing page takes the plain lists and limits, and the schemas (zod) come with the parts that check (lib/schemas.ts).
    rollupOptions: { treeshake: { moduleSideEffects: (id) => !id.includes('/proto/src/') } },
  },
  // `npm start` serves the API on 3000; the dev server forwards to it.
  server: { proxy: { '/api': 'http://localhost:3000', '/pictures': 'http://localhost:3000' } },
});
