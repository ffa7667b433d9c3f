import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath } from 'vite';
import { compileHints } from './scripts/compile-hints';
import { firstScreenSplit } from './scripts/first-screen-split';

// Module ids use forward slashes on every system.
const appModule = normalizePath(fileURLToPath(new URL('./src/app/app.tsx', import.meta.url)));

export default defineConfig({
  plugins: [react(), firstScreenSplit(['react', 'first-screen'], appModule), compileHints()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer files (decision 0020). Left to itself the bundler splits out every module that two
        // screens share: the first screen waited on 16 files and the team board on 28, six at a time,
        // with the board's reads queued behind them. The first screen is three files (and the bundler's small runtime), each evaluated
        // in its own task (src/main.tsx): what the entry imports statically (the workspace, the API
        // client, the landing request), React's renderer, and the app with its first screen. The
        // Mantine components of the later screens are another, loaded with the first of them and
        // cached for the rest.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The app file and, through the group's default, everything it imports that no group above took.
            { name: 'first-screen', test: (id) => id === appModule, priority: 2 },
            // With them the app's own date and time fields, which several later screens share: in a file of
            // their own they were one more name in the first screen's list of files to preload.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]|src[\\/](components[\\/]form-fields[\\/](date|time)-field\.tsx|lib[\\/]time[\\/]typed-date\.ts)$/,
              priority: 1,
            },
            // A link's page: its settings, durations, places and one-off links are one file, not one per
            // module (each file a link page waits on is also a name in the first screen's list of them);
            // the new-link screen, which opens a link's page once it is made, rides along.
            {
              name: 'link-page',
              test: /src[\\/](features[\\/]meetings[\\/](settings|new-link)|api[\\/](link-options|new-links))[\\/]/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
