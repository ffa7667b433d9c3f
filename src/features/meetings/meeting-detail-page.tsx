import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { QueryState, Waiting } from '@/components/query-state/query-state';
import { DetailList, DetailSection } from '@/components/detail-list';
import { CopyableId } from '@/components/copyable-id';
import { Shown } from '@/components/not-readable';
import { StateBadge } from '@/components/state-badge';
import { countOf, plainNumber, spotLabel } from '@/lib/format';
import { providerLabel, shownDateTime, shownFee, shownMinutes } from '@/lib/format-details';
import { noticeText, rangeText, yesNo } from './meeting-rules';
import { meetingDurations } from './meeting-values';
import type { Meeting } from '@/api/meetings/schemas';
import { useMeeting } from '@/api/meetings/use-meeting';
import { useLinkHosts, type LinkHosts } from '@/domain/links/link-hosts';
import { LinkDurations } from './settings/link-durations';
import { LinkPlaces } from './settings/link-places';
import { LinkSettings } from './settings/link-settings';
import { HostLinks } from './host-links';
import { OneOffLink } from './settings/one-off-link';

export function MeetingDetailPage({ sid }: { sid: string }) {
  const { meeting, read, queryKey, progress } = useMeeting(sid);
  const linkHosts = useLinkHosts(meeting);

  if (read.data === undefined || read.error) {
    return (
      <QueryState
        read={read}
        queryKey={queryKey}
        what="the link"
        progress={progress?.loaded}
        waiting={
          <Waiting>
            {progress
              ? progress.total === null
                ? `Looking through ${countOf(progress.loaded, 'link', 'links')}…`
                : `Looking through ${plainNumber(progress.loaded)} of ${countOf(progress.total, 'link', 'links')}…`
              : 'Loading the link…'}
          </Waiting>
        }
      />
    );
  }
  if (!meeting) {
    return (
      <Stack>
        <title>Link not found · Slotboard</title>
        <Title order={1}>Scheduling link not found</Title>
        <Text>
          This workspace has no scheduling link at this address. It may have been deleted, or the address belongs to
          another workspace.
        </Text>
        <Anchor component={Link} href="/meetings">
          Back to the scheduling links
        </Anchor>
      </Stack>
    );
  }

  const durations = meetingDurations(meeting);
  const defaultDuration = meeting.durations.find((d) => d.is_default)?.duration ?? meeting.duration;
  const intro = (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Group gap="xs">
        <StateBadge color={meeting.disabled ? 'gray' : 'teal'} off={meeting.disabled === true}>
          {meeting.disabled ? 'Disabled: accepts no bookings' : 'Enabled'}
        </StateBadge>
        {meeting.is_template && (
          <Badge variant="outline" color="gray" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
            Template
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        {/* With the slug, the month is asked for while the link is read again (the spec reads a link only from its list). */}
        <Button component={Link} href={slotsHref(meeting)} variant="default">
          See bookable times
        </Button>
        <Button component={Link} href={`/meetings/${encodeURIComponent(meeting.sid)}/availability`}>
          Edit this link&apos;s availability
        </Button>
      </Group>
    </Group>
  );
  const after = (
    <>
      <OneOffLink sid={meeting.sid} linkName={meeting.name || meeting.slug || meeting.sid} />
      <LinkDurations sid={meeting.sid} linkName={meeting.name || meeting.slug || meeting.sid} />
      <LinkPlaces sid={meeting.sid} linkName={meeting.name || meeting.slug || meeting.sid} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title="About this link">
          <DetailList
            items={[
              ['Link ID', meeting.sid && <CopyableId value={meeting.sid} what="link ID" />],
              [
                'Hosts',
                meeting.hostsUnlisted && (linkHosts.loading || linkHosts.unknown !== null) ? (
                  <Text c="dimmed">Not known: the workspace’s answer names no hosts.</Text>
                ) : (
                  <HostLinks hosts={meeting.hostsUnlisted ? linkHosts.hosts : meeting.hosts} />
                ),
              ],
              [
                'Locked time zone',
                meeting.locked_time_zone
                  ? `${meeting.locked_time_zone} (times are shown in it to every booker)`
                  : 'Not locked: bookers see their own time zone',
              ],
              ['Created', shownDateTime(meeting.created_at)],
              ['Updated', shownDateTime(meeting.updated_at)],
            ]}
          />
        </DetailSection>
        <DetailSection title="Durations and places">
          <DetailList
            items={[
              [
                'Durations',
                durations.length
                  ? durations.map((d, i) => (
                      <span key={d}>
                        {i > 0 && ', '}
                        <Shown value={shownMinutes(d)} />
                        {d === defaultDuration && ' (default)'}
                      </span>
                    ))
                  : null,
              ],
              ['Booker chooses duration', yesNo(meeting.is_multiple_durations_allowed)],
              ...meeting.spots.map((s, i): [string, string] => [
                `Place ${i + 1}${s.is_default ? ' (default)' : ''}`,
                [spotLabel(s.spot), s.in_person_location, s.phone_call_number, s.custom_text]
                  .filter(Boolean)
                  .join(': '),
              ]),
              ...(meeting.spots.length === 0
                ? [
                    [
                      'Place',
                      [
                        spotLabel(meeting.spot),
                        meeting.spot_in_person_location,
                        meeting.spot_phone_call_number,
                        meeting.spot_custom_text,
                      ]
                        .filter(Boolean)
                        .join(': '),
                    ] as [string, string],
                  ]
                : []),
              ['Booker chooses place', yesNo(meeting.is_multiple_spots_allowed)],
            ]}
          />
        </DetailSection>
        <DetailSection title="Fees">
          {meeting.fees.length === 0 ? (
            <Text>Free</Text>
          ) : (
            <Stack gap="sm">
              {meeting.fees.map((fee, i) => (
                <DetailList
                  key={fee.id ?? i}
                  items={[
                    ['Amount', shownFee(fee)],
                    ['Shown to bookers as', fee.display_amount],
                    ['Payment provider', providerLabel(fee.payment_provider)],
                    ['Fee type', fee.kind],
                    ['Tax', fee.is_tax_enabled == null ? null : fee.is_tax_enabled ? 'Charged' : 'Not charged'],
                    [
                      'Tips',
                      fee.is_tip_enabled == null
                        ? null
                        : fee.is_tip_enabled
                          ? `Accepted${fee.is_tax_applicable_on_tip ? ', taxed' : ''}`
                          : 'Not accepted',
                    ],
                    ['Conditional pricing', yesNo(meeting.conditional_pricing_enabled)],
                    [
                      'Original price',
                      meeting.original_price_enabled && meeting.original_price != null && fee.currency
                        ? shownFee({ amount: meeting.original_price, currency: fee.currency })
                        : 'Not shown',
                    ],
                  ]}
                />
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title="Booking rules">
          <DetailList
            items={[
              ['How far ahead', rangeText(meeting)],
              ['Notice to book', noticeText(meeting.lead_time, 'book')],
              [
                'Start times every',
                meeting.start_time_increment == null ? null : shownMinutes(meeting.start_time_increment),
              ],
              ['Buffer before', meeting.before_buffer_time == null ? null : shownMinutes(meeting.before_buffer_time)],
              ['Buffer after', meeting.after_buffer_time == null ? null : shownMinutes(meeting.after_buffer_time)],
              ['Notice to reschedule', noticeText(meeting.rescheduling_lead_time, 'reschedule')],
              ['Notice to cancel', noticeText(meeting.cancellation_lead_time, 'cancel')],
              ['Bookers may change bookings', yesNo(meeting.booking_modification_allowed)],
              ['Pre-booking', yesNo(meeting.pre_booking_allowed)],
              ['Email reminders', yesNo(meeting.is_email_reminders_enabled)],
              ['SMS reminders', yesNo(meeting.is_sms_reminders_enabled)],
            ]}
          />
        </DetailSection>
        <DetailSection title="Policies and notices">
          <DetailList
            items={[
              ['Cancellation policy', meeting.cancellation_policy],
              ['Too late to cancel', meeting.cancellation_too_late_notice],
              ['Too late to reschedule', meeting.rescheduling_too_late_notice],
            ]}
          />
        </DetailSection>
      </SimpleGrid>
    </>
  );
  // The vendor replaces a link's hosts with those sent on every change: a link whose answer names
  // none is edited only once they are learned, and from them.
  const learned = meeting.hostsUnlisted === true;
  const hostsKnown = !learned || (!linkHosts.loading && linkHosts.unknown === null && linkHosts.hosts.length > 0);
  return (
    <Stack gap="md" maw={1100}>
      <LinkSettings
        key={`${meeting.sid}:${hostsKnown ? 'hosts' : 'no-hosts'}`}
        meeting={learned && hostsKnown ? { ...meeting, hosts: linkHosts.hosts } : meeting}
        intro={
          <>
            {intro}
            {learned && hostsKnown && (
              <Text size="sm" c="dimmed">
                Hosts found by asking the links list for each member.
              </Text>
            )}
          </>
        }
        readOnly={
          hostsKnown
            ? null
            : {
                title: linkHosts.loading ? 'Finding this link’s hosts' : 'This link’s hosts are not known',
                text: `${unlistedHostsText(linkHosts)} The workspace replaces a link’s hosts with those sent on every change, so its settings can be changed here once its hosts are known.`,
              }
        }
        after={after}
      />
    </Stack>
  );
}

/** The link's month of bookable times; its slug in the address (read by the slots screen) when it has one. */
function slotsHref(meeting: Meeting): string {
  const slug = meeting.slug?.trim();
  return `/meetings/${encodeURIComponent(meeting.sid)}/slots${slug ? `?slug=${encodeURIComponent(slug)}` : ''}`;
}

function unlistedHostsText(h: LinkHosts): string {
  if (h.loading) return 'This link’s answer names no hosts: asking the links list for each member…';
  if (h.unknown === 'unfiltered')
    return 'This link’s answer names no hosts, and the links list gave every member the same links, so its hosts cannot be told.';
  if (h.unknown === 'too_many')
    return 'This link’s answer names no hosts, and the workspace has too many members to ask the links list for each.';
  if (h.unknown) return 'This link’s answer names no hosts, and the links list could not be read for each member.';
  return 'This link’s answer names no hosts, and no member’s links list holds it.';
}
