import { z } from 'zod/mini';
import { sideStore } from '@/lib/side-store';
import { readStored, reportDropped, writeStored } from '@/lib/storage';
import { timestampSchema } from '@/lib/time/schemas';
import { count, nonEmpty } from './meaning';

// The bulk runs of this browser, one header each (what, how many, when); their rows are entries of
// the activity log with the run's id. Activity shows a run as one line opening to its rows. Bounded
// like the log, read entry by entry through a schema checked for meaning.

export const RUNS_KEY = 'slotboard.activity.runs';
export const RUNS_LIMIT = 200;
const WHAT = 'the bulk runs in the activity log of this browser';

export const RUN_KINDS = ['holidays', 'link-hours', 'revert', 'link-changes', 'departure'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

const runSchema = z.object({
  id: nonEmpty,
  at: timestampSchema,
  workspaceId: nonEmpty,
  workspaceLabel: z.string(),
  kind: z.enum(RUN_KINDS),
  title: nonEmpty,
  total: count,
  /** The run this one reverts. */
  revertOf: z.optional(nonEmpty),
});
export type RunEntry = z.infer<typeof runSchema>;

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

function load(): RunEntry[] {
  const store = storage();
  const raw = store && readStored(store, RUNS_KEY, z.array(z.unknown()), { what: WHAT });
  if (!store || !raw) return [];
  const runs = raw.flatMap((item) => {
    const parsed = runSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (runs.length < raw.length) {
    writeStored(store, RUNS_KEY, runs);
    const n = raw.length - runs.length;
    reportDropped({
      key: RUNS_KEY,
      what: `${n} unreadable ${n === 1 ? 'run' : 'runs'} of ${WHAT.replace('the bulk runs in ', '')}`,
    });
  }
  return runs;
}

// Another tab's runs show here too.
const runs = sideStore(load, {
  write: (value) => {
    const store = storage();
    if (store) writeStored(store, RUNS_KEY, value);
  },
  sharedKey: RUNS_KEY,
});

/** Newest first; the same array until something changes. */
export const readRuns = (): RunEntry[] => runs.get();

/** Records a run when it is first applied; a run already recorded (a resume) is left as it is. */
export function recordRun(run: Omit<RunEntry, 'at'>, at: Date = new Date()) {
  const known = readRuns();
  if (known.some((r) => r.id === run.id)) return;
  runs.set([{ ...run, at: at.toISOString() }, ...known].slice(0, RUNS_LIMIT));
}

export const subscribeRuns = (listener: () => void): (() => void) => runs.subscribe(listener);

/** For tests: forget what was read, as a reload would. */
export const forgetRunsCache = () => runs.forget();
