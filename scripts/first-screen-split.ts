import type { Plugin } from 'vite';

// The first screen's files (decision 0020): the entry imports React's renderer and the
// app dynamically, to evaluate each in a task of its own (src/main.tsx). This plugin names those
// files in the page, so the browser asks for them at once, and fails the build when the entry's
// own modules would pull them in statically.

/**
 * Modules of an entry chunk that belong in the later files: React, its renderer, Mantine, or the app
 * file itself. A module graph is evaluated in one task, so any of them in the entry would quietly
 * make the start one long task again. Style sheets do not count: they come with the entry on purpose.
 */
export function laterModules(moduleIds: readonly string[], appModule: string): string[] {
  return moduleIds.filter(
    (id) =>
      id === appModule ||
      (/[\\/]node_modules[\\/](react|react-dom|@mantine[\\/]core)[\\/]/.test(id) && !id.endsWith('.css')),
  );
}

interface BundleChunk {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  viteMetadata?: { importedCss: Set<string> };
}

/** The page's links for the named chunks: a module preload for each, and their style sheets. */
export function preloadTags(bundle: Record<string, BundleChunk>, eager: readonly string[]) {
  const tags = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !eager.includes(chunk.name ?? '')) continue;
    tags.push({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
      injectTo: 'head' as const,
    });
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      tags.push({
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
        injectTo: 'head' as const,
      });
  }
  return tags;
}

export function firstScreenSplit(eager: readonly string[], appModule: string): Plugin {
  return {
    name: 'slotboard-first-screen-split',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const later = laterModules(chunk.moduleIds, appModule);
        if (later.length > 0)
          this.error(
            `The entry imports ${later.slice(0, 3).join(', ')} statically; import it from src/app/app.tsx instead (src/main.tsx).`,
          );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        ctx.bundle ? preloadTags(ctx.bundle as unknown as Record<string, BundleChunk>, eager) : undefined,
    },
  };
}
