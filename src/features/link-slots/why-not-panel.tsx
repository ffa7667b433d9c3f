import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Meeting } from '@/api/meetings/schemas';
import { announce } from '@/components/announcer/announce';
import { TimeField } from '@/components/form-fields/time-field';
import { QueryState } from '@/components/query-state/query-state';
import type { SlotTime } from '@/api/slots/month';
import type { TeamMember } from '@/api/team-members/schemas';
import { readTypedTime } from '@/lib/time/clock';
import { calendarDate, timeOfDay } from '@/lib/time/display';
import { wallTime } from '@/lib/time/wall-clock';
import { useWhyNotReads } from './use-why-not';
import { compareWithWorkspace, reasonSource, whyNot, type Reason } from '@/domain/why-not/why-not';

interface PanelProps {
  meeting: Meeting;
  members: readonly TeamMember[];
  date: string;
  zone: string;
  h12: boolean;
  now: number;
  /** The workspace's own times on that date. */
  times: readonly SlotTime[];
}

/** A time picked on the picked day, and why the workspace does or does not offer it. */
export function WhyNotPanel({ meeting, members, date, zone, h12, now, times }: PanelProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number | null>(null);
  const day = calendarDate(date, { weekday: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readTypedTime(text, { h12 });
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError(null);
    setMinutes(read.minutes);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="why-not-title">
      <Title order={3} size="h5" id="why-not-title" mb="xs">
        Why is a time bookable or not?
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TimeField
            label={`Time on ${day} (${zone})`}
            value={text}
            onChange={setText}
            error={error}
            style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
          />
          <Button type="submit" variant="default">
            Explain
          </Button>
        </Group>
      </form>
      {minutes !== null && (
        <Explanation
          meeting={meeting}
          members={members}
          date={date}
          zone={zone}
          h12={h12}
          now={now}
          times={times}
          minutes={minutes}
        />
      )}
    </Paper>
  );
}

function ReasonItem({ reason, sid }: { reason: Reason; sid: string }) {
  const source = reasonSource(reason, sid);
  return (
    <List.Item>
      {reason.text}
      {source && (
        <>
          {' '}
          (
          <Anchor component={Link} href={source.href}>
            {source.text}
          </Anchor>
          )
        </>
      )}
    </List.Item>
  );
}

const TONE = { bookable: 'green', 'not-bookable': 'gray', disagree: 'orange', unsure: 'yellow' } as const;
const HEADLINE = {
  bookable: 'Bookable',
  'not-bookable': 'Not bookable',
  disagree: 'Slotboard and the workspace disagree',
  unsure: 'Not everything could be checked',
} as const;

/** Says the answer through the status region when it is drawn, and again when it changes. */
function Said({ words }: { words: string }) {
  useEffect(() => announce(words), [words]);
  return null;
}

function Explanation({ meeting, members, date, zone, h12, now, times, minutes }: PanelProps & { minutes: number }) {
  const reads = useWhyNotReads(meeting, members, date, zone, true);
  const when = `${timeOfDay(minutes, { h12 })} on ${calendarDate(date, { weekday: true })}`;
  const wall = wallTime(date, minutes, zone);
  if (!wall.exists)
    return (
      <Text mt="sm">{`The clocks in ${zone} skip ${timeOfDay(minutes, { h12 })} on ${calendarDate(date)}: no one can book it.`}</Text>
    );
  const state = (
    <QueryState read={reads.read} queryKey={{ each: reads.keys }} what={`the hosts' hours and bookings for ${when}`} />
  );
  if (reads.read.data === undefined) return state;
  const why = whyNot(wall.ms, reads.link, reads.hosts, now, { h12, zone });
  const slot = times.find((t) => t.at === wall.ms) ?? null;
  const agreement = compareWithWorkspace(why, slot, reads.link.kind);
  const several = why.hosts.length > 1;
  return (
    <Stack gap="xs" mt="sm">
      <Said words={`${when}: ${HEADLINE[agreement.tone]}. ${agreement.text}`} />
      <Title order={4} size="h6">
        {when}
      </Title>
      {state}
      {/* Said once, by the status region: not an alert of its own as well. */}
      <Alert color={TONE[agreement.tone]} variant="light" title={HEADLINE[agreement.tone]} role="group">
        {agreement.text}
      </Alert>
      {why.link.length > 0 && (
        <List aria-label="Reasons from the link's rules" spacing={4}>
          {why.link.map((r) => (
            <ReasonItem key={r.text} reason={r} sid={meeting.sid} />
          ))}
        </List>
      )}
      {why.hosts.map((h) => (
        <div key={h.name}>
          {several && <Text fw={600}>{h.name}</Text>}
          {h.reasons.length === 0 ? (
            <Text size="sm">{`${h.name} is free at this time, as far as Slotboard can read.`}</Text>
          ) : (
            <List aria-label={`Reasons for ${h.name}`} spacing={4}>
              {h.reasons.map((r) => (
                <ReasonItem key={r.text} reason={r} sid={meeting.sid} />
              ))}
            </List>
          )}
        </div>
      ))}
      {reads.failed.map((f) => (
        <Text key={f.name + f.what} size="sm" c="orange.9">{`Could not read ${f.name}'s ${f.what}.`}</Text>
      ))}
      {reads.capped.length > 0 && (
        <Text
          size="sm"
          c="dimmed"
        >{`Checked the 300 most recent bookings of ${reads.capped.join(', ')}; older ones were not read.`}</Text>
      )}
    </Stack>
  );
}
