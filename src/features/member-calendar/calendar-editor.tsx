import { Anchor, Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AvailabilityVersion } from '@/api/availabilities/requests';
import type { Availability } from '@/api/availabilities/schemas';
import { DifferenceView } from '@/components/availability-diff/difference-view';
import { StaleDraftPanel } from '@/components/availability-diff/stale-draft-panel';
import { AvailabilityEffect } from '@/components/availability-edit/availability-effect';
import { ConflictPanel } from '@/components/availability-edit/conflict-panel';
import { NoLongerExists, NoLongerExistsWords, ReadBackNotice } from '@/components/availability-edit/notices';
import { useAvailabilityEdit } from '@/components/availability-edit/use-availability-edit';
import { SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { EditPage } from '@/components/edit-page/edit-page';
import type { Snapshot } from '@/domain/availability-diff/diff';
import type { CalendarSearch } from '@/domain/calendar/calendar-url';
import { weekStart } from '@/lib/display-prefs';
import { calendarDate } from '@/lib/time/display';
import { addDays, utcToZoned } from '@/lib/time/wall-clock';
import { browserZone } from '@/lib/time/zones';
import { BookingsList } from './bookings-list';
import { CalendarGrid } from './calendar-grid';
import {
  asAvailability,
  calendarColumns,
  shownDates,
  STEP,
  type CalendarCell,
  type CalendarColumn,
} from './calendar-model';
import { CalendarNav } from './calendar-nav';
import { EditControls } from './edit-controls';
import { selectedRange, useCalendarEdits } from './use-calendar-edits';
import { useMemberBookings } from './use-member-bookings';
import classes from './member-calendar.module.css';

export interface CalendarMember {
  id: string;
  name: string;
  email: string;
  zone: string | null;
}

interface Props {
  availability: Availability;
  version: AvailabilityVersion;
  member: CalendarMember;
  search: CalendarSearch;
  setSearch: (next: CalendarSearch, options?: { replace?: boolean }) => void;
}

const EIGHT_AM = 8 * 60;

type ClockAt = Pick<CalendarCell, 'minutes' | 'repeat'>;
const clockAt = (c: CalendarCell): ClockAt => ({ minutes: c.minutes, repeat: c.repeat });
/** The row showing a clock time; on a date the clocks skip it, the first row after. */
function rowAt(column: CalendarColumn, at: ClockAt): number {
  const exact = column.cells.findIndex((c) => c.minutes === at.minutes && c.repeat === at.repeat);
  if (exact >= 0) return exact;
  const after = column.cells.findIndex((c) => c.minutes >= at.minutes);
  return after >= 0 ? after : column.cells.length - 1;
}

/** A member's real dates over the hours being edited, edited where they are looked at, saved by the edit kit. */
export function CalendarEditor({ availability, version, member, search, setSearch }: Props) {
  const memberZone = member.zone;
  const page = useAvailabilityEdit({ availability, version, memberZone });

  const phone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const zone = search.zone || memberZone || browserZone();
  const edits = useCalendarEdits(page, { today: page.today, shown: zone, memberZone });
  const today = utcToZoned(page.now, zone).date;
  const date = search.date || today;
  const view = search.view ?? (phone ? 'day' : 'week');
  const firstDay = weekStart();
  const dates = shownDates(view, date, firstDay);
  const bookings = useMemberBookings(member.email, dates, zone);
  // The editor builds its hours anew each render: the columns are worked out again only when they change.
  const yoursKey = JSON.stringify(page.yours);
  const columns = useMemo(
    () =>
      calendarColumns(
        asAvailability(availability, JSON.parse(yoursKey) as Snapshot),
        memberZone,
        zone,
        shownDates(view, date, firstDay),
        view,
        bookings.shown,
        firstDay,
      ),
    [availability, yoursKey, memberZone, zone, date, view, firstDay, bookings.shown],
  );

  const col = Math.max(0, dates.indexOf(date));
  const column = columns[col]!;
  // The selection is kept as clock times, not rows: a clock-change day has more or fewer rows before
  // a time, and going to another date keeps the times selected. Until a cell is picked: 8:00 AM.
  const [picked, setPicked] = useState<{ anchor: ClockAt; row: ClockAt } | null>(null);
  const anchorAt = picked?.anchor ?? { minutes: EIGHT_AM, repeat: 0 };
  const selection = { col, anchor: rowAt(column, anchorAt), row: rowAt(column, picked?.row ?? anchorAt) };
  // The selection as the pointer left it, read when a drag ends (before React draws it).
  const current = useRef(selection);
  const range = selectedRange(column, selection);
  const startsOpen = column.cells[selection.anchor]?.open ?? false;

  const go = (next: Partial<CalendarSearch>, replace = false) => setSearch({ ...search, ...next }, { replace });
  const select = (next: { col: number; anchor: number; row: number }) => {
    current.current = next;
    const cells = columns[next.col]!.cells;
    setPicked({ anchor: clockAt(cells[next.anchor]!), row: clockAt(cells[next.row]!) });
    if (next.col !== col) go({ date: dates[next.col]! }, true);
  };

  /** A drag from an edge of a stretch of hours moves that edge; any other drag paints the opposite of where it began. */
  const applyDrag = () => {
    const s = current.current;
    const c = columns[s.col]!;
    const from = c.cells[s.anchor];
    const to = c.cells[s.row];
    const sel = selectedRange(c, s);
    if (!from || !to || !sel) return;
    const stretch = c.hours.ranges.find((r) => r.start <= from.minutes && r.end > from.minutes);
    if (from.open && stretch && s.anchor !== s.row) {
      if (from.minutes === stretch.start)
        return edits.resize(c.date, stretch, { start: Math.min(to.minutes, stretch.end - STEP), end: stretch.end });
      if (from.minutes + STEP === stretch.end)
        return edits.resize(c.date, stretch, {
          start: stretch.start,
          end: Math.max(to.minutes + STEP, stretch.start + STEP),
        });
    }
    edits.paint(c.date, sel, !from.open);
  };

  const who = member.name;
  const span =
    view === 'day'
      ? `on ${calendarDate(date, { weekday: true })}`
      : `from ${calendarDate(dates[0]!, { weekday: true })} to ${calendarDate(dates[6]!, { weekday: true })}`;
  return (
    <EditPage
      title={`${who}’s calendar · Slotboard`}
      back={{ href: `/team-members/${encodeURIComponent(member.id)}`, label: who }}
      heading={`${who}’s calendar`}
      intro={
        <>
          <Text c="dimmed">
            The hours of “{availability.name || 'Availability'}”
            {availability.default ? ', their default availability,' : ''} on real dates, in {zone}
            {zone === memberZone ? ' (their own zone)' : ''}.{' '}
            <Anchor component={Link} href={`/availabilities/${encodeURIComponent(availability.id)}`}>
              Edit it as a weekly grid
            </Anchor>
          </Text>
          {page.gone && <NoLongerExists />}
        </>
      }
      dirty={page.dirty}
      save={page.save}
      draft={page.draft}
      onDiscardDraft={page.discardDraft}
      stale={
        page.draft.stale ? (
          <StaleDraftPanel
            base={page.draft.stale.value.base}
            now={page.loaded}
            draft={page.draft.stale.value.yours}
            savedAt={page.draft.stale.savedAt}
            memberZone={memberZone}
            today={page.today}
            onMerge={page.mergeStale}
            onDrop={page.dropStale}
            onUseMine={page.useStale}
          />
        ) : null
      }
      outcome={{
        onCheckAgain: page.checkAgain,
        onSendAgain: page.sendAgain,
        words: { what: 'The changes', done: 'saved', resendLabel: 'Save again', notFound: <NoLongerExistsWords /> },
      }}
      onSubmit={page.submit}
      formLabel={`Edit ${who}’s calendar`}
      actions={
        <Button type="submit" loading={page.save.busy} aria-keyshortcuts={SAVE_SHORTCUT}>
          Save changes
        </Button>
      }
    >
      <div className={classes.controls}>
        <CalendarNav
          date={date}
          today={today}
          view={view}
          zone={zone}
          memberZone={memberZone}
          dates={dates}
          now={page.now}
          onDate={(d) => go({ date: d })}
          onView={(v) => go({ view: v })}
          onZone={(z) => go({ zone: z === memberZone ? '' : z })}
        />
        <EditControls
          edits={edits}
          date={date}
          range={range}
          startsOpen={startsOpen}
          otherZone={
            memberZone && zone !== memberZone
              ? `Shown in ${zone}: an edit here is saved in ${who}’s own zone, ${memberZone}, as the same moments, which may fall on other dates there.`
              : null
          }
        />
      </div>
      <CalendarGrid
        columns={columns}
        view={view}
        zone={zone}
        today={today}
        selection={selection}
        label={`${who}’s hours ${span}, in ${zone}`}
        describedBy="calendar-keys"
        onPoint={(c, r, extend) => select({ col: c, anchor: extend ? current.current.anchor : r, row: r })}
        onDragEnd={applyDrag}
        onSwipe={(days) => go({ date: addDays(date, days) })}
        onKey={(k) => {
          if (k.kind === 'move')
            return select({ col: k.to.col, anchor: k.extend ? selection.anchor : k.to.row, row: k.to.row });
          if (k.kind === 'date') return go({ date: addDays(date, k.days) }, Math.abs(k.days) === 1);
          if (k.kind === 'undo') return edits.undo();
          if (k.kind === 'redo') return edits.redo();
          if (k.kind === 'clear') return edits.clear(date);
          if (range) edits.paint(date, range, !startsOpen);
        }}
      />
      <Text size="xs" c="dimmed" id="calendar-keys">
        Arrow keys move between times and dates, Shift with Up or Down selects more, Enter or Space makes the selection
        available (or unavailable when it starts on available time), Delete clears the date, Page Up and Page Down go a
        week back or on, Ctrl+Z undoes. A drag paints; a drag from the first or last half hour of some hours moves that
        edge.
      </Text>
      <BookingsList bookings={bookings} zone={zone} name={who} span={span} />
      <DifferenceView
        followsEdits
        title="What saving will change"
        note={
          memberZone
            ? `Read from the request that saving sends, in the member’s zone, ${memberZone}, where the workspace keeps the hours.`
            : ''
        }
        diff={page.diff}
        today={page.today}
        empty="No changes yet: paint hours on the calendar above."
      />
      {availability.default && availability.user?.email && (
        <AvailabilityEffect
          email={availability.user.email}
          name={who}
          yours={page.yours}
          memberZone={memberZone}
          status={page.save.state.status}
        />
      )}
      {page.conflict && (
        <ConflictPanel
          base={page.base}
          yours={page.yours}
          theirs={page.conflict.theirs}
          today={page.today}
          busy={page.save.busy}
          version={version}
          onReapply={page.reapplyOnTheirs}
          onOverwrite={page.overwrite}
        />
      )}
      {page.problem && (
        <Text size="sm" role="alert">
          {page.problem}
        </Text>
      )}
      {page.readBack && <ReadBackNotice readBack={page.readBack} />}
    </EditPage>
  );
}
