import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { useConnection } from '@/api/connection';
import { availabilityKeys } from '@/api/availabilities/queries';
import { teamMemberKeys } from '@/api/team-members/queries';
import { QueryState } from '@/components/query-state/query-state';
import { EmptyState } from '@/components/data-table/states';
import { loadDraft, saveDraft } from '@/lib/drafts';
import { countOf, plainNumber } from '@/lib/format';
import { browserZone } from '@/lib/time/zones';
import { stretchEnd } from '@/domain/calendar/free-at';
import { filterMembers, zonesOf, type BoardMember } from './board-model';
import type { BoardUrl } from './board-url';
import { BoardFilters, BoardMembersFilter, BoardViewZone } from './board-filters';
import { BoardList } from './board-list';
import { NotAskedNotice, ReadsFailedNotice } from './board-notices';
import { CoverageRow } from './coverage-row';
import { FindATime } from './find-a-time';
import { HolidaysSection } from './holidays-section';
import {
  pickedRows,
  selectDefaults,
  selectShown,
  shownState,
  toggle,
  unselectShown,
  type Picked,
  type Selection,
} from './selection';
import { place, shownDates, timelineAxis, type MemberState } from './timeline-model';
import type { BoardData } from './use-board-data';
import { WeekPicker } from './week-picker';

const picksKey = (workspaceId: string) => `holiday-picks.${workspaceId}`;
// The form and the filters do not change as members' availabilities land: drawn once, not once a
// group (the board's first rows wait for whatever is drawn before them).
const Holidays = memo(HolidaysSection);
const Filters = memo(BoardFilters);
const ViewZone = memo(BoardViewZone);
const MembersFilter = memo(BoardMembersFilter);
const NONE: Picked[] = [];

interface Props {
  data: BoardData;
  filter: BoardUrl;
  onFilter: (next: BoardUrl) => void;
  today: string;
  /** The first date shown (the day, in the day view), and that of this week (today). */
  start: string;
  current: string;
}

// Picked availability ids: never empty, and no more than a board can show.
const picksSchema = z.array(z.string().check(z.minLength(1))).check(z.maxLength(20_000));
const NOTICE = { variant: 'light', color: 'yellow', role: 'group' } as const; // drawn on load: not alerts

/** Filters, the picks for a bulk change, and the members' rows. */
export function BoardView({ data, filter, onFilter, today, start, current }: Props) {
  const { workspaceId } = useConnection();
  const [selection, setSelectionState] = useState<Selection>(
    () => new Set(loadDraft(window.localStorage, picksKey(workspaceId), picksSchema)?.value ?? []),
  );
  const [withoutDefault, setWithoutDefault] = useState<string[]>([]);
  const setSelection = useCallback(
    (next: Selection) => {
      setSelectionState(next);
      saveDraft(window.localStorage, picksKey(workspaceId), [...next]);
    },
    [workspaceId],
  );
  const clearPicks = useCallback(() => setSelection(new Set()), [setSelection]);
  const shown = useMemo(() => filterMembers(data.members, filter), [data.members, filter]);
  // The timeline is one axis: drawn in one zone, the chosen one or this browser's.
  const zone = filter.view || browserZone();
  const dates = useMemo(() => shownDates(filter.span, start), [filter.span, start]);
  const axis = useMemo(() => timelineAxis(dates, zone), [dates, zone]);
  const { on, at, for: minutes } = filter.find;
  const band = useMemo(() => {
    const index = dates.indexOf(on || dates[0]!);
    if (!at || index < 0) return null;
    const from = Number(at.slice(0, 2)) * 60 + Number(at.slice(3));
    const to = stretchEnd({ date: dates[index]!, start: from, minutes, zone });
    return place(axis, index, { start: from, end: Math.max(to, from + 1) });
  }, [dates, axis, on, at, minutes, zone]);
  const timeline = useMemo(() => ({ zone, span: filter.span, axis, band }), [zone, filter.span, axis, band]);
  const { loadingEmails, failedEmails } = data;
  const notAskedIds = useMemo(() => new Set(data.notAsked.map((m) => m.id)), [data.notAsked]);
  const zoneList = zonesOf(data.members).join('\n');
  const zones = useMemo(() => (zoneList ? zoneList.split('\n') : []), [zoneList]);
  const people = useMemo(
    () => data.members.map((m) => ({ email: m.email.toLowerCase(), name: m.name })),
    [data.members],
  );
  const { rows: picked, hidden } = useMemo(
    () => (selection.size === 0 ? { rows: NONE, hidden: 0 } : pickedRows(selection, data.members, shown)),
    [selection, data.members, shown],
  );
  // The screen hands a new onFilter each time it draws; the filters get one that stays the same.
  const latest = useRef(onFilter);
  const latestFilter = useRef(filter);
  useLayoutEffect(() => {
    latest.current = onFilter;
    latestFilter.current = filter;
  });
  const changeFilter = useCallback((next: BoardUrl) => latest.current(next), []);
  const pickHour = useCallback(
    (pick: { on: string; at: string }) =>
      latest.current({ ...latestFilter.current, find: { ...latestFilter.current.find, ...pick } }),
    [],
  );
  const stateOf = useCallback(
    (m: BoardMember): MemberState => {
      const email = m.email.toLowerCase();
      if (notAskedIds.has(m.id)) return 'not-asked';
      if (failedEmails.has(email)) return 'failed';
      return loadingEmails.has(email) ? 'reading' : 'read';
    },
    [notAskedIds, failedEmails, loadingEmails],
  );
  const onToggle = useCallback(
    (id: string) =>
      setSelectionState((s) => {
        const next = toggle(s, id);
        saveDraft(window.localStorage, picksKey(workspaceId), [...next]);
        return next;
      }),
    [workspaceId],
  );

  const membersState = (
    <QueryState read={data.membersQuery} queryKey={teamMemberKeys.list(workspaceId)} what="the team" />
  );
  if (data.membersQuery.isError) return membersState;

  const state = shownState(selection, shown);
  const loading = data.loadingEmails.size > 0;
  // The form and the filters are drawn while the team is read, not after: the member list then
  // draws only the rows. While some members could not be read the preview gets no picks (it
  // would run over a board it has not read); the notice above it says why.
  const chrome = (
    <>
      {data.readsFailed && (
        <ReadsFailedNotice failedMembers={data.unreadMembers} onRetry={data.retry} retrying={data.retrying} />
      )}
      <Filters filter={filter} zones={zones} onChange={changeFilter} />
    </>
  );
  // In the order of the job: who (filters, then picks), what dates, then the week on the board.
  const holidays = (
    <>
      <Holidays picked={data.readsFailed ? NONE : picked} today={today} onStartNew={clearPicks} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <ViewZone filter={filter} zones={zones} onChange={changeFilter} />
        <WeekPicker
          span={filter.span}
          start={start}
          current={current}
          onDate={(week) => changeFilter({ ...filter, week })}
          onSpan={(span) => changeFilter({ ...filter, span })}
        />
      </Group>
      <MembersFilter filter={filter} people={people} onChange={changeFilter} />
    </>
  );
  if (data.membersQuery.isPending)
    return (
      <Stack gap="md">
        {chrome}
        {holidays}
        {membersState}
      </Stack>
    );
  return (
    <Stack gap="md">
      {chrome}
      {data.failedGroups > 0 && (
        // The members' availabilities, read in groups: the first failure speaks for them all.
        <QueryState
          read={{
            data: data.members,
            error: data.firstError,
            errorUpdatedAt: data.failedAt,
            isFetching: data.retrying,
            refetch: data.retry,
          }}
          queryKey={availabilityKeys.lists(workspaceId)}
          what="the team's availabilities"
        />
      )}
      {data.notAsked.length > 0 && <NotAskedNotice notAsked={data.notAsked} />}
      {data.unasked > 0 && (
        <Alert {...NOTICE} title="The workspace sent more than was asked">
          It sent {countOf(data.unasked, 'availability', 'availabilities')} of members the board did not ask for; they
          are left out.
        </Alert>
      )}
      {data.capped && (
        <Alert {...NOTICE} title="Not every availability is shown">
          The workspace kept saying there were more pages; Slotboard stopped reading to stay responsive.
        </Alert>
      )}
      <Group gap="md" wrap="wrap">
        <Checkbox
          label="Select all shown"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={shown.length === 0}
          onChange={() =>
            setSelection(state === 'all' ? unselectShown(selection, shown) : selectShown(selection, shown))
          }
        />
        <Button
          variant="default"
          size="sm"
          // A long label: on a phone it wraps onto two lines of the page's own size instead of being cut.
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35 } }}
          disabled={shown.length === 0 || loading || data.readsFailed}
          aria-describedby={data.readsFailed ? 'board-reads-failed-reason' : undefined}
          onClick={() => {
            // Members not asked about have no availabilities to choose from: the notice names them.
            const next = selectDefaults(
              selection,
              shown.filter((m) => !notAskedIds.has(m.id)),
            );
            setSelection(next.selection);
            setWithoutDefault(next.withoutDefault.map((m) => m.name));
          }}
        >
          Pick the default availability of the {countOf(shown.length, 'member', 'members')} shown
        </Button>
        <Button variant="subtle" size="xs" disabled={selection.size === 0} onClick={() => setSelection(new Set())}>
          Clear the picks
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {countOf(picked.length, 'availability', 'availabilities')} picked
          {hidden > 0 ? ` (${hidden} hidden by the filter)` : ''}
          {loading ? ` · reading availabilities, ${countOf(data.loadingEmails.size, 'member', 'members')} to go` : ''}
          {data.readsFailed ? ` · picking defaults waits until every member’s availabilities are read` : ''}
        </Text>
      </Group>
      {withoutDefault.length > 0 && (
        <Alert
          {...NOTICE}
          title={`${countOf(withoutDefault.length, 'member has', 'members have')} no single default availability`}
          withCloseButton
          closeButtonLabel="Hide this notice"
          onClose={() => setWithoutDefault([])}
        >
          Nothing was picked for {withoutDefault.slice(0, 8).join(', ')}
          {withoutDefault.length > 8 ? ` and ${withoutDefault.length - 8} more` : ''}. Pick their availabilities one by
          one if they need the change.
        </Alert>
      )}
      {holidays}
      <Text size="sm">
        {countOf(shown.length, 'member', 'members')} shown of {plainNumber(data.members.length)}
      </Text>
      {shown.length === 0 ? (
        <EmptyState
          title="No team member matches these filters"
          action={
            <Button variant="default" onClick={() => onFilter({ ...filter, q: '', zone: '', hosts: [] })}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <>
          <FindATime
            members={shown}
            stateOf={stateOf}
            zone={zone}
            find={filter.find}
            day={dates.includes(today) ? today : dates[0]!}
            shows={(date) => dates.includes(date)}
            onFind={(find) => changeFilter({ ...filter, find })}
            onShow={(week) => changeFilter({ ...filter, week })}
          />
          <CoverageRow members={shown} zone={zone} axis={axis} band={band} onPick={pickHour} />
          <BoardList
            members={shown}
            loadingEmails={data.loadingEmails}
            failedEmails={data.failedEmails}
            notAsked={notAskedIds}
            shown={timeline}
            today={today}
            selection={selection}
            onToggle={onToggle}
            onRetry={data.retry}
            onDate={(week) => changeFilter({ ...filter, week })}
          />
        </>
      )}
    </Stack>
  );
}
