import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { availabilityQuery, memberAvailabilitiesQuery } from '@/api/availabilities/queries';
import { useConnection } from '@/api/connection';
import { teamMembersQuery } from '@/api/team-members/queries';
import { useUrlState } from '@/components/data-table/use-url-state';
import { QueryState } from '@/components/query-state/query-state';
import { parseCalendarSearch, serializeCalendarSearch } from '@/domain/calendar/calendar-url';
import { coveringAvailability } from '@/domain/calendar/covering';
import { memberName } from '@/domain/members/member-name';
import { CalendarEditor } from './calendar-editor';
import { BackLink } from '@/components/back-link';

/** A member's calendar: the member, the availability their hours come from, then the calendar over it. */
export function MemberCalendarPage({ id }: { id: string }) {
  const connection = useConnection();
  const version = connection.active.apiVersion === 'v1' ? 'v1' : 'v2';
  const [search, setSearch] = useUrlState(parseCalendarSearch, serializeCalendarSearch);
  const membersOptions = teamMembersQuery(connection);
  const members = useQuery(membersOptions);
  const member = members.data?.team_members.find((m) => m.id === id);
  const email = member?.email?.trim() ?? '';
  const listOptions = memberAvailabilitiesQuery(connection, email);
  const list = useQuery(listOptions);
  const covering = list.data ? coveringAvailability({ availabilities: list.data.availabilities }) : null;
  const detailOptions = availabilityQuery(connection, covering?.id ?? '', version);
  const detail = useQuery({ ...detailOptions, retry: false });

  const wrap = (body: React.ReactNode) => (
    <Stack gap="md">
      <title>Calendar · Slotboard</title>
      <BackLink to="/availabilities">Team availability</BackLink>
      {body}
    </Stack>
  );
  if (!members.data) return wrap(<QueryState read={members} queryKey={membersOptions.queryKey} what="the team" />);
  if (!member)
    return wrap(
      <Alert color="orange" title="No such team member">
        The workspace lists no team member with the id {id}.
      </Alert>,
    );
  const name = memberName(member);
  if (!email) return wrap(<Text>{name} has no email address, so their availability cannot be asked for.</Text>);
  if (!list.data)
    return wrap(<QueryState read={list} queryKey={listOptions.queryKey} what={`${name}’s availability`} />);
  if (!covering)
    return wrap(
      <Stack gap="xs">
        <Text>
          {list.data.availabilities.length === 0
            ? `${name} has no availability yet.`
            : `${name} has ${list.data.availabilities.length} availabilities and none is the default, so no calendar can say which hours are theirs. Open one:`}
        </Text>
        <List size="sm">
          {list.data.availabilities.map((a) => (
            <List.Item key={a.id}>
              <Anchor component={Link} href={`/availabilities/${encodeURIComponent(a.id)}`}>
                {a.name || a.id}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>,
    );
  if (!detail.data || detail.error)
    return wrap(<QueryState read={detail} queryKey={detailOptions.queryKey} what={`${name}’s availability`} />);
  return (
    <CalendarEditor
      key={`${connection.workspaceId}.${detail.data.id}`}
      availability={detail.data}
      version={version}
      member={{ id: member.id, name, email, zone: member.time_zone?.trim() || null }}
      search={search}
      setSearch={setSearch}
    />
  );
}
