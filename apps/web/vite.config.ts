import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.RAWAT_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': api } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
