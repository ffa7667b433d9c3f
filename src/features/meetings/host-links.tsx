import { Anchor, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { LinkHost } from '@/domain/links/link-hosts';
import { calendarHref } from '@/domain/calendar/calendar-url';

// Links on a line of their own, not in a sentence: each at least 24 px tall to tap.
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** Each host named, with their member page and calendar when the member list knows them. */
export function HostLinks({ hosts }: { hosts: readonly LinkHost[] }) {
  const connection = useConnection();
  const members = useQuery({ ...teamMembersQuery(connection), retry: false });
  if (hosts.length === 0) return <Text c="dimmed">No hosts listed.</Text>;
  const byEmail = new Map(
    (members.data?.team_members ?? []).flatMap((m) => (m.email ? [[m.email.trim().toLowerCase(), m] as const] : [])),
  );
  return (
    <List spacing="xs" aria-label="Hosts of this link">
      {hosts.map((h) => {
        const member = h.email ? byEmail.get(h.email.trim().toLowerCase()) : undefined;
        const label = h.name || h.email || 'Unnamed host';
        return (
          <List.Item key={`${h.email}-${h.name}`}>
            <Group gap="sm" wrap="wrap">
              {member ? (
                <Anchor component={Link} href={`/team-members/${encodeURIComponent(member.id)}`} style={TARGET}>
                  {label}
                </Anchor>
              ) : (
                <span>{label}</span>
              )}
              {h.email && h.name && <Text span c="dimmed" size="sm">{`<${h.email}>`}</Text>}
              {member && (
                <Anchor
                  component={Link}
                  href={calendarHref(member.id)}
                  size="sm"
                  aria-label={`${label}’s calendar`}
                  style={TARGET}
                >
                  Calendar
                </Anchor>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
