import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer files (decision 0020). Left to itself the bundler splits out every module that two
        // screens share: the first screen waited on 16 files and the team board on 28, six at a time,
        // with the board's reads queued behind them. Everything the entry imports statically is one
        // chunk; the Mantine components of the later screens are another, loaded with the first of
        // them and cached for the rest.
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: 2 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
