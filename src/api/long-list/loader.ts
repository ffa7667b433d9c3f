import { moduleLoader } from '@/lib/module-loader';

/**
 * The long-list engine, fetched on its first use and kept. A second `import()` of a module already
 * in does not settle at once: Chromium settles it after a task, behind any timer or message already
 * queued, so a read started while React had a render queued went out only after that render (the
 * team board's availability reads waited 250–300 ms behind two renders of the member list). A kept
 * module's promise is settled: the read goes out in the task that asks for it.
 */
export const longList = moduleLoader(() => import('./index'));
