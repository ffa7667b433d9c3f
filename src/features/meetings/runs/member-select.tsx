import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '@/api/connection';
import { teamMembersQuery } from '@/api/team-members/queries';
import { memberName } from '@/domain/members/member-name';

/** The workspace's active members with an email, to choose one by name (the vendor takes hosts as emails). */
export function useMemberChoices(except?: string) {
  const connection = useConnection();
  const members = useQuery(teamMembersQuery(connection));
  const data = (members.data?.team_members ?? [])
    .filter((m) => m.active !== false && m.email?.trim() && m.email.trim().toLowerCase() !== except)
    .map((m) => ({ value: m.email!.trim().toLowerCase(), label: `${memberName(m)} (${m.email!.trim()})` }));
  return { data, members };
}

export function MemberSelect({
  label,
  value,
  onChange,
  choices,
  placeholder,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (email: string | null) => void;
  choices: { value: string; label: string }[];
  placeholder?: string;
  error?: string | null;
}) {
  return (
    <Select
      label={label}
      data={choices}
      value={value}
      onChange={onChange}
      searchable
      clearable
      placeholder={placeholder ?? 'Type a name or an email'}
      nothingFoundMessage="No active member matches"
      error={error ?? undefined}
      maw={420}
    />
  );
}
