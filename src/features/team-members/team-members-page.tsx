import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ADDING_NOT_OFFERED } from './adding-words';
import { HostedLinksLink } from './hosted-links-link';
import { useConnection } from '@/api/connection';
import { useKnownCapability } from '@/api/capabilities';
import { isApiError } from '@/api/errors';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/data-table/states';
import { QueryState } from '@/components/query-state/query-state';
import { useUrlState } from '@/components/data-table/use-url-state';
import { SearchField } from '@/components/form-fields/search-field';
import { StateBadge } from '@/components/state-badge';
import { useNow } from '@/components/use-now';
import { localTimeIn } from '@/lib/format-details';
import { readOneOf, readString, writeSearch } from '@/lib/search-params';
import { rolesOf } from './member-form';
import { memberName } from '@/domain/members/member-name';

interface MembersSearch {
  q: string;
  role: string;
  active: 'all' | 'active' | 'inactive';
}
const parse = (p: URLSearchParams): MembersSearch => ({
  q: readString(p, 'q'),
  role: readString(p, 'role'),
  active: readOneOf(p, 'active', ['all', 'active', 'inactive'] as const, 'all'),
});
const serialize = (s: MembersSearch) => writeSearch({ q: s.q, role: s.role, active: s.active }, { active: 'all' });

function OpenById() {
  const [, navigate] = useLocation();
  const [id, setId] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (id.trim()) navigate(`/team-members/${encodeURIComponent(id.trim())}`);
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Team member id"
          value={id}
          onChange={(e) => setId(e.currentTarget.value)}
          required
          style={{ flex: '1 1 20rem' }}
        />
        <Button type="submit">Open</Button>
      </Group>
    </form>
  );
}

export function TeamMembersPage() {
  const connection = useConnection();
  const [search, setSearch] = useUrlState(parse, serialize);
  const options = teamMembersQuery(connection);
  const query = useQuery(options);
  const now = useNow();
  const members = query.data?.team_members ?? [];
  const roles = rolesOf(members);
  const needle = search.q.toLowerCase();
  const rows = members.filter(
    (m) =>
      (!needle || `${memberName(m)} ${m.email ?? ''}`.toLowerCase().includes(needle)) &&
      (!search.role || m.organization_role === search.role) &&
      (search.active === 'all' || (search.active === 'active') === (m.active !== false)),
  );
  const columns = [
    {
      key: 'name',
      header: 'Name',
      cell: (m: TeamMember) => (
        <Anchor
          component={Link}
          href={`/team-members/${encodeURIComponent(m.id)}`}
          fw={600}
          underline="hover"
          className="break-anywhere tap-line"
        >
          {memberName(m)}
        </Anchor>
      ),
      style: { minWidth: 200 },
    },
    {
      key: 'email',
      header: 'Email',
      cell: (m: TeamMember) => (
        <Stack gap={2} align="flex-start">
          <span className="break-anywhere">{m.email ?? '—'}</span>
          <HostedLinksLink email={m.email} name={memberName(m)} />
        </Stack>
      ),
      // Wide enough for most addresses on one line: squeezed on a phone, they broke every few letters.
      style: { minWidth: 220 },
    },
    { key: 'role', header: 'Role', cell: (m: TeamMember) => m.organization_role ?? '—' },
    {
      key: 'zone',
      header: 'Time zone (local time now)',
      cell: (m: TeamMember) =>
        m.time_zone ? `${m.time_zone} (${localTimeIn(m.time_zone, now) ?? 'unknown zone'})` : '—',
    },
    {
      key: 'active',
      header: 'Active',
      cell: (m: TeamMember) => (
        <StateBadge color={m.active === false ? 'gray' : 'teal'} off={m.active === false}>
          {m.active === false ? 'Inactive' : 'Active'}
        </StateBadge>
      ),
    },
  ];

  const adding = useKnownCapability('addMembers');
  const notAvailable = query.isError && isApiError(query.error) && query.error.kind === 'not_found';
  return (
    <Stack gap="md">
      <title>Team members · Slotboard</title>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>Team members</Title>
          <Text c="dimmed">Open a member to change their name, email, time zone, role or active state.</Text>
        </div>
        {adding === 'no' ? (
          <Text size="sm" maw={360}>
            {ADDING_NOT_OFFERED}
          </Text>
        ) : (
          <Button component={Link} href="/team-members/new">
            Add members
          </Button>
        )}
      </Group>
      {notAvailable ? (
        <Stack>
          <EmptyState title="This workspace does not offer its team member list">
            The list call answered “not found”. You can still open a member by id.
          </EmptyState>
          <OpenById />
        </Stack>
      ) : query.isError && !query.data ? (
        <QueryState read={query} queryKey={options.queryKey} what="the team members" />
      ) : (
        <>
          <Group align="flex-start" gap="md" wrap="wrap" role="search" aria-label="Filter team members">
            <SearchField
              label="Name or email"
              value={search.q}
              onSettled={(q) => setSearch({ ...search, q })}
              delay={150}
            />
            <NativeSelect
              label="Role"
              data={[{ value: '', label: 'Every role' }, ...roles.map((r) => ({ value: r, label: r }))]}
              value={search.role}
              onChange={(e) => setSearch({ ...search, role: e.currentTarget.value })}
            />
            <NativeSelect
              label="Active"
              data={[
                { value: 'all', label: 'Active and inactive' },
                { value: 'active', label: 'Active only' },
                { value: 'inactive', label: 'Inactive only' },
              ]}
              value={search.active}
              onChange={(e) => setSearch({ ...search, active: e.currentTarget.value as MembersSearch['active'] })}
            />
          </Group>
          <QueryState read={query} queryKey={options.queryKey} what="the team members" waiting={null} />
          {query.data && rows.length === 0 ? (
            <EmptyState
              title="No team member matches"
              action={
                <Button variant="default" onClick={() => setSearch({ q: '', role: '', active: 'all' })}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <>
              <DataTable
                label="Team members table"
                caption="Team members"
                columns={columns}
                rows={query.data ? rows : undefined}
                rowKey={(m) => m.id}
                minWidth={760}
              />
              {query.data && (
                <Text size="sm" aria-live="polite">
                  {rows.length} of {members.length} members
                </Text>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
