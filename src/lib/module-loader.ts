/**
 * A module of code loaded once and kept, for code asked for before React is evaluated (the app's
 * start) and rendered later. A failed load is asked for again on the next `load()`: one failure at
 * the start (a deploy replacing the files, a dropped connection) is not final.
 */
export interface ModuleLoader<T> {
  /** The module once it is in, for a render that must not wait a task for a settled promise. */
  readonly module: T | null;
  load(): Promise<T>;
}

export function moduleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get module() {
      return module;
    },
    load: () =>
      (loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
