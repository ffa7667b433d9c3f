import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { useConnection } from '@/api/connection';
import { QueryErrorState } from '@/components/data-table/query-states';
import { EmptyState } from '@/components/data-table/states';
import { loadDraft, saveDraft } from '@/lib/drafts';
import { filterMembers, zonesOf, type BoardFilter } from './board-model';
import { BoardFilters } from './board-filters';
import { BoardList } from './board-list';
import { HolidaysSection } from './holidays-section';
import { pickedRows, selectDefaults, selectShown, shownState, toggle, unselectShown, type Selection } from './selection';
import type { BoardData } from './use-board-data';

const picksKey = (workspaceId: string) => `holiday-picks.${workspaceId}`;
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

interface Props {
  data: BoardData;
  filter: BoardFilter;
  onFilter: (next: BoardFilter) => void;
  today: string;
}

/** Filters, the picks for a bulk change, and the members' rows. */
export function BoardView({ data, filter, onFilter, today }: Props) {
  const { workspaceId } = useConnection();
  const [selection, setSelectionState] = useState<Selection>(() => new Set(loadDraft(window.localStorage, picksKey(workspaceId), z.array(z.string()))?.value ?? []));
  const [withoutDefault, setWithoutDefault] = useState<string[]>([]);
  const setSelection = useCallback(
    (next: Selection) => {
      setSelectionState(next);
      saveDraft(window.localStorage, picksKey(workspaceId), [...next]);
    },
    [workspaceId],
  );
  const shown = useMemo(() => filterMembers(data.members, filter), [data.members, filter]);
  const zones = useMemo(() => zonesOf(data.members), [data.members]);
  const { rows: picked, hidden } = useMemo(() => pickedRows(selection, data.members, shown), [selection, data.members, shown]);
  const onToggle = useCallback((id: string) => setSelectionState((s) => {
    const next = toggle(s, id);
    saveDraft(window.localStorage, picksKey(workspaceId), [...next]);
    return next;
  }), [workspaceId]);

  if (data.membersQuery.isError)
    return <QueryErrorState error={data.membersQuery.error} failedAt={data.membersQuery.errorUpdatedAt} onRetry={data.retry} retrying={data.membersQuery.isFetching} />;
  if (data.membersQuery.isPending)
    return (
      <Group>
        <Loader size="sm" aria-label="Reading the team" />
        <Text size="sm">Reading the team…</Text>
      </Group>
    );

  const state = shownState(selection, shown);
  const loading = data.loadingEmails.size > 0 && data.failedGroups === 0;
  return (
    <Stack gap="md">
      <HolidaysSection picked={picked} today={today} />
      <BoardFilters filter={filter} zones={zones} onChange={onFilter} />
      {data.failedGroups > 0 && (
        <QueryErrorState error={data.firstError} failedAt={data.failedAt} onRetry={data.retry} retrying={false} />
      )}
      {data.unasked > 0 && (
        <Alert variant="light" color="yellow" title="The workspace sent more than was asked">
          It sent {count(data.unasked, 'availability', 'availabilities')} of members the board did not ask for; they are left out.
        </Alert>
      )}
      {data.capped && (
        <Alert variant="light" color="yellow" title="Not every availability is shown">
          The workspace kept saying there were more pages; Slotboard stopped reading to stay responsive.
        </Alert>
      )}
      <Group gap="md" wrap="wrap">
        <Checkbox
          label="Select all shown"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={shown.length === 0}
          onChange={() => setSelection(state === 'all' ? unselectShown(selection, shown) : selectShown(selection, shown))}
        />
        <Button
          variant="default"
          size="xs"
          // A long label: on a phone it wraps onto two lines instead of being cut.
          h="auto"
          mih={30}
          py={4}
          styles={{ label: { whiteSpace: 'normal' } }}
          disabled={shown.length === 0 || loading}
          onClick={() => {
            const next = selectDefaults(selection, shown);
            setSelection(next.selection);
            setWithoutDefault(next.withoutDefault.map((m) => m.name));
          }}
        >
          Pick the default availability of the {count(shown.length, 'member', 'members')} shown
        </Button>
        <Button variant="subtle" size="xs" disabled={selection.size === 0} onClick={() => setSelection(new Set())}>
          Clear the picks
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {count(picked.length, 'availability', 'availabilities')} picked{hidden > 0 ? ` (${hidden} hidden by the filter)` : ''}
          {loading ? ` · reading availabilities, ${count(data.loadingEmails.size, 'member', 'members')} to go` : ''}
        </Text>
      </Group>
      {withoutDefault.length > 0 && (
        <Alert variant="light" color="yellow" title={`${count(withoutDefault.length, 'member has', 'members have')} no single default availability`} withCloseButton closeButtonLabel="Hide this notice" onClose={() => setWithoutDefault([])}>
          Nothing was picked for {withoutDefault.slice(0, 8).join(', ')}
          {withoutDefault.length > 8 ? ` and ${withoutDefault.length - 8} more` : ''}. Pick their availabilities one by one if they need the change.
        </Alert>
      )}
      <Text size="sm">{count(shown.length, 'member', 'members')} shown of {data.members.length.toLocaleString('en-US')}</Text>
      {shown.length === 0 ? (
        <EmptyState title="No team member matches these filters" action={<Button variant="default" onClick={() => onFilter({ ...filter, q: '', zone: '' })}>Clear filters</Button>} />
      ) : (
        <BoardList members={shown} loadingEmails={data.loadingEmails} view={filter.view} today={today} selection={selection} onToggle={onToggle} />
      )}
    </Stack>
  );
}
