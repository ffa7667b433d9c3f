import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import type { Meeting } from '@/api/meetings/schemas';
import { useMeeting } from '@/api/meetings/use-meeting';
import { nextBookable, readSlotMonth } from '@/api/slots/month';
import { useSlotMonth } from '@/api/slots/use-slot-month';
import { teamMembersQuery } from '@/api/team-members/queries';
import { QueryState } from '@/components/query-state/query-state';
import { useDisplayPrefs } from '@/components/display-prefs';
import { useUrlState } from '@/components/data-table/use-url-state';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import { useNow } from '@/components/use-now';
import { browserLocale, uses12h, weekStart } from '@/lib/display-prefs';
import { countOf } from '@/lib/format';
import { calendarDate, timeOfDay } from '@/lib/time/display';
import { browserZone } from '@/lib/time/zones';
import { SlotMonthGrid } from './slot-month';
import { WhyNotPanel } from './why-not-panel';
import { monthIn, monthKey, parseSlotView, serializeSlotView, shiftMonth, type SlotView } from './slot-state';
import { monthTitle } from '@/lib/time/day-names';
import { memberName } from '@/domain/members/member-name';
import { BackLink } from '@/components/back-link';

/** A long name and zone wrap on a phone rather than being cut off. */
const WRAPPING = { h: 'auto', py: 6, styles: { label: { whiteSpace: 'normal' as const, lineHeight: 1.35 } } };

/** A link's bookable times for a month, as the workspace offers them to bookers, in a zone the admin picks. */
export function LinkSlotsPage({ sid }: { sid: string }) {
  const { meeting, read, queryKey } = useMeeting(sid);
  const now = useNow(60_000);
  const [view, setView] = useUrlState(parseSlotView, serializeSlotView);
  const zone = view.zone ?? browserZone();
  const month = view.month ?? monthIn(zone, now);
  // The month is asked for beside the link, not after it: with the slug the address came with until
  // the link is in (a list already in the cache gives it at once), then with the link's own.
  const slug = meeting ? meeting.slug?.trim() || null : view.slug;
  const slots = useSlotMonth(slug ? { slug, timeZone: zone, ...month } : null, { listedSlug: meeting !== undefined });
  if (read.data === undefined || read.error) return <QueryState read={read} queryKey={queryKey} what="the link" />;
  if (!meeting) {
    return (
      <Stack>
        <title>Link not found · Slotboard</title>
        <Title order={1}>Scheduling link not found</Title>
        <Text>This workspace has no scheduling link at this address.</Text>
        <Anchor component={Link} href="/meetings">
          Back to the scheduling links
        </Anchor>
      </Stack>
    );
  }
  return (
    <LinkSlots
      meeting={meeting}
      view={view}
      setView={setView}
      now={now}
      zone={zone}
      month={month}
      slug={slug}
      slots={slots}
    />
  );
}

interface LinkSlotsProps {
  meeting: Meeting;
  view: SlotView;
  setView: (view: SlotView) => void;
  now: number;
  zone: string;
  month: { year: number; month: number };
  slug: string | null;
  slots: ReturnType<typeof useSlotMonth>;
}

function LinkSlots({ meeting, view, setView, now, zone, month, slug, slots }: LinkSlotsProps) {
  const connection = useConnection();
  const prefs = useDisplayPrefs();
  const [picked, setPicked] = useState<string | null>(null);
  const own = browserZone();
  const name = meeting.name || meeting.slug || meeting.sid;
  const { offered, query, queryKey, askAgain } = slots;
  const members = useQuery({ ...teamMembersQuery(connection), retry: false });
  const hostEmails = new Set(meeting.hosts.map((h) => h.email?.toLowerCase()).filter(Boolean));
  const hostZones = [
    ...new Map(
      (members.data?.team_members ?? [])
        .filter((m) => hostEmails.has(m.email?.toLowerCase()) && m.time_zone)
        .map((m) => [m.time_zone!, memberName(m)]),
    ).entries(),
  ];
  const locale = browserLocale();
  const title = monthTitle(month.year, month.month, { locale });
  const h12 = uses12h(prefs);
  const goTo = (by: number) => {
    const next = shiftMonth(month, by);
    if (!next) return;
    setPicked(null);
    setView({ ...view, month: next });
  };
  const reading = query.data ? readSlotMonth(query.data, { timeZone: zone, ...month }) : null;
  const next = reading?.ok ? nextBookable(reading.month, now) : null;

  let body;
  if (!slug) body = <Text>This link has no slug, so the workspace cannot be asked for its bookable times.</Text>;
  else if (offered === 'no')
    body = (
      <Alert color="gray" variant="light" title="Not offered by this workspace">
        <Text size="sm">
          This workspace does not let Slotboard read a link's bookable times, so they cannot be shown here.
        </Text>
        <Button size="compact-sm" variant="subtle" mt="xs" onClick={askAgain}>
          Ask the workspace again
        </Button>
      </Alert>
    );
  // Waiting, slow, stopped or failed: the QueryState above draws it.
  else if (query.data === undefined || query.isError) body = null;
  else if (reading && !reading.ok)
    body = (
      <Alert color="orange" variant="light" title="Bookable times could not be read">
        {reading.problem} Nothing from this answer is shown.
      </Alert>
    );
  else if (reading?.ok)
    body = (
      <Stack gap="sm">
        <Text aria-live="polite">
          {reading.month.total === 0
            ? `No bookable times in ${title}.`
            : `${countOf(reading.month.total, 'bookable time', 'bookable times')} in ${title}.`}{' '}
          {next
            ? `Next bookable: ${calendarDate(next.date, { weekday: true })}, ${timeOfDay(next.time.start, { h12 })}.`
            : reading.month.total > 0
              ? 'None left from now on in this month.'
              : ''}
        </Text>
        <SlotMonthGrid
          year={month.year}
          month={month.month}
          slots={reading.month}
          firstDay={weekStart(prefs)}
          h12={h12}
          picked={picked}
          onPick={setPicked}
          onMonth={(year, to) => goTo((year - month.year) * 12 + (to - month.month))}
          title={title}
          beside={
            picked && (
              <WhyNotPanel
                key={`${picked}|${zone}`}
                meeting={meeting}
                members={members.data?.team_members ?? []}
                date={picked}
                zone={zone}
                h12={h12}
                now={now}
                times={reading.month.days.get(picked) ?? []}
              />
            )
          }
        />
      </Stack>
    );

  // null is the admin's own zone, which the view keeps as no zone at all.
  const shortcuts: { zone: string | null; label: string }[] = [
    ...(zone !== own ? [{ zone: null, label: `My time zone (${own})` }] : []),
    ...hostZones
      .filter(([z]) => z !== zone && z !== own)
      .map(([z, who]) => ({ zone: z, label: `${who}'s time zone (${z})` })),
  ];
  return (
    <Stack gap="md" maw={1100}>
      <title>{`Bookable times · ${name} · Slotboard`}</title>
      <BackLink to={`/meetings/${encodeURIComponent(meeting.sid)}`}>{name}</BackLink>
      <Title order={1} className="break-anywhere">
        Bookable times: {name}
      </Title>
      <Text c="dimmed" size="sm">
        The times a booker is offered, as the workspace works them out from the hosts' hours, date overrides, bookings,
        buffers and the link's rules.
      </Text>
      <div style={{ maxWidth: '32rem' }}>
        <TimeZoneSelect label="Show times in" value={zone} now={now} onChange={(z) => setView({ ...view, zone: z })} />
      </div>
      {shortcuts.length > 0 && (
        // One column on a phone, even columns beyond: buttons of unequal names read as a list, not a heap.
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" role="group" aria-label="Time zone shortcuts">
          {shortcuts.map((s) => (
            <Button
              key={s.zone ?? 'own'}
              variant="default"
              fullWidth
              {...WRAPPING}
              onClick={() => setView({ ...view, zone: s.zone })}
            >
              {s.label}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm" wrap="wrap" align="center">
        <Button variant="default" onClick={() => goTo(-1)} disabled={!shiftMonth(month, -1)}>
          Previous month
        </Button>
        <Title
          order={2}
          size="h3"
          aria-live="polite"
          miw="10rem"
          ta="center"
          id="slot-month-title"
          data-month={monthKey(month)}
        >
          {title}
        </Title>
        <Button variant="default" onClick={() => goTo(1)} disabled={!shiftMonth(month, 1)}>
          Next month
        </Button>
      </Group>
      {slug && offered !== 'no' && (
        <QueryState read={query} queryKey={queryKey} what={`the bookable times for ${title}`} />
      )}
      {body}
    </Stack>
  );
}
