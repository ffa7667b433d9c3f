import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCapability, useRememberCapability } from '@/api/capabilities';
import { capabilityKeys } from '@/api/capability-store';
import { listVersion, useConnection } from '@/api/connection';
import { firstInvalidField, nextTask } from '@/components/edit-page/invalid-fields';
import { useDraft } from '@/domain/drafts/use-draft';
import type { CellMinutes } from '@/components/weekly-grid/grid-model';
import { pushUndo, undoStackOf, type UndoStack } from '@/components/weekly-grid/undo-stack';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { fingerprint } from '@/lib/drafts';
import { weekdays9to5 } from '@/lib/time/periods';
import { browserZone } from '@/lib/time/zones';
import { linkHoursActions, rowsFor } from './actions';
import { readTarget } from '@/domain/links/link-targets';
import { draftKey, draftSchema } from './draft';
import { useTargets } from './use-targets';
import { weekText } from './week-text';

const RUN_KIND = 'link-hours';

/** How the hours will be read: in the admin's zone (v2) or in each link's hosts' zone (§4.3). */
export type ZoneMode = 'chosen' | 'chosen-if-offered' | 'hosts';

/** The weekly-hours screen: which links, the hours painted once, the zone, the preview and the run. */
export function useBulkHours() {
  const connection = useConnection();
  const { workspaceId, client } = connection;
  const version = listVersion(connection);
  const [target] = useState(() => readTarget(workspaceId));
  const targets = useTargets(target);
  // The hours are drafted for the links picked then: picked anew, the old draft is offered, not restored.
  const draft = useDraft(draftKey(workspaceId), draftSchema, { basis: fingerprint(target) });
  const [undoStack, setUndoStack] = useState<UndoStack>(() =>
    undoStackOf(draft.restored?.value.week ?? weekdays9to5()),
  );
  const [timeZone, setTimeZoneState] = useState(() => draft.restored?.value.timeZone ?? browserZone());
  const [cellMinutes, setCellMinutes] = useState<CellMinutes>(30);
  const [blocked, setBlocked] = useState(false);
  const fields = useRef<HTMLDivElement | null>(null);
  const invalidFromEditor = useRef(false);

  const capability = useCapability('linkHoursTimeZone', 'v2');
  const remember = useRememberCapability();
  // "v1 only" in Settings is the admin's word that this workspace's v2 is not to be used.
  const zoneMode: ZoneMode =
    version === 'v1' || capability === 'no' ? 'hosts' : capability === 'yes' ? 'chosen' : 'chosen-if-offered';
  const queryClient = useQueryClient();

  const actions = useMemo(
    () =>
      linkHoursActions({
        client,
        listVersion: version,
        workspace: { id: workspaceId, label: connection.active.label },
        // Read at send time from the cache, where the first answer of this run puts it.
        zoneCapability: {
          isMissing: () =>
            queryClient.getQueryData(capabilityKeys.one(workspaceId, 'linkHoursTimeZone', 'v2')) === 'no',
          learn: (answer) => remember('linkHoursTimeZone', 'v2', answer),
        },
      }),
    [client, version, workspaceId, connection.active.label, remember, queryClient],
  );
  const bulk = useBulkRun({ workspaceId, kind: RUN_KIND, workspaceLabel: connection.active.label, actions });

  // A draft for other links stays stored until the admin has chosen what to do with it.
  const saveDraft = (stack: UndoStack, zone: string) => {
    if (!draft.stale) draft.save({ week: stack.present, timeZone: zone });
  };
  const summary = weekText(undoStack.present);
  const links = targets.status === 'ready' ? targets.links : [];

  return {
    target,
    targets,
    links,
    draft,
    /** Hours drafted for other picked links: used for these, or dropped. */
    useStale: () => {
      const stale = draft.stale?.value;
      if (!stale) return;
      setUndoStack((s) => pushUndo(s, stale.week));
      setTimeZoneState(stale.timeZone);
      draft.save(stale);
      draft.settleStale();
    },
    dropStale: () => {
      draft.clear();
      draft.settleStale();
    },
    undoStack,
    onUndoStackChange: (next: UndoStack) => {
      setUndoStack(next);
      saveDraft(next, timeZone);
    },
    typedDraftKey: `${draftKey(workspaceId)}.typed`,
    cellMinutes,
    setCellMinutes,
    timeZone,
    setTimeZone: (zone: string) => {
      setTimeZoneState(zone);
      saveDraft(undoStack, zone);
    },
    zoneMode,
    summary,
    bindFields: (el: HTMLDivElement | null) => {
      fields.current = el;
    },
    onValidityChange: (invalid: boolean) => {
      invalidFromEditor.current = invalid;
      if (!invalid) setBlocked(false);
    },
    blocked,
    bulk,
    /**
     * Prepares the run's report, which is the preview: each row holds exactly what it will send, and
     * nothing is sent before the admin applies it. Nothing is prepared while a typed range shows a message.
     */
    preview: async () => {
      await nextTask();
      const field = firstInvalidField(fields.current);
      if (field || invalidFromEditor.current) {
        setBlocked(true);
        field?.focus();
        return;
      }
      setBlocked(false);
      const rows = rowsFor(links, undoStack.present, { via: zoneMode === 'hosts' ? 'v1' : 'v2', timeZone });
      bulk.prepare(`Weekly hours of ${rows.length === 1 ? '1 link' : `${rows.length} links`}: ${summary}`, rows);
    },
  };
}

export type BulkHours = ReturnType<typeof useBulkHours>;
