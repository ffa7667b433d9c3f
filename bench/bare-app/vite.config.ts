import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the bench's bare table app (bench/run.ts serves it under /bench/bare/).
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench/bare/',
  plugins: [react()],
  build: { target: 'es2022', emptyOutDir: true },
});
