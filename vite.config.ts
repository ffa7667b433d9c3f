import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Puts the first screen's lazily imported files in the page itself, so the browser asks for them at
 * once: the entry imports React's renderer and the app dynamically, to evaluate each in a task of
 * its own (src/main.tsx), and would otherwise ask for them only once it has run.
 */
function preloadFirstScreen(eager: string[], appModule: string): Plugin {
  return {
    name: 'slotboard-preload-first-screen',
    // A module graph is evaluated in one task: a static import of React's renderer, Mantine or the
    // app from the entry's modules would quietly make the start one long task again.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const later = chunk.moduleIds.filter((id) => id === appModule || (/node_modules[\\/](react-dom|@mantine)[\\/]/.test(id) && !id.endsWith('.css')));
        if (later.length > 0) this.error(`The entry imports ${later.slice(0, 3).join(', ')} statically; import it from src/app/app.tsx instead (src/main.tsx).`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const tags = [];
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type !== 'chunk' || !eager.includes(chunk.name)) continue;
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const });
          for (const css of chunk.viteMetadata?.importedCss ?? []) tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' as const });
        }
        return tags;
      },
    },
  };
}

const appModule = fileURLToPath(new URL('./src/app/app.tsx', import.meta.url));

export default defineConfig({
  plugins: [react(), preloadFirstScreen(['react', 'first-screen'], appModule)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer files (decision 0020). Left to itself the bundler splits out every module that two
        // screens share: the first screen waited on 16 files and the team board on 28, six at a time,
        // with the board's reads queued behind them. The first screen is three files, each evaluated
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
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
