import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Autocomplete, Button, Group, Loader, Modal, Paper, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { meetingKeys } from '@/api/meetings/queries';
import { teamMemberKeys, teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember, TeamMemberUpdate } from '@/api/team-members/schemas';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import { useNow } from '@/components/use-now';
import { useUnsavedGuard } from '@/components/use-unsaved-guard';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';
import { localTimeIn } from '@/lib/format';
import { changes, memberSchema, rolesOf, saveLabel, valuesOf, type MemberValues } from './member-form';

const isValues = (v: unknown): v is MemberValues =>
  typeof v === 'object' && v !== null && ['first_name', 'last_name', 'email', 'time_zone', 'organization_role'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

const fullName = (m: TeamMember | null, values: MemberValues) =>
  [values.first_name, values.last_name].filter(Boolean).join(' ') || m?.email || 'this member';

function MemberForm({ id, member, roles }: { id: string; member: TeamMember | null; roles: string[] }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const known = member !== null;
  const draftKey = `member.${connection.scope}.${id}`;
  const [initial, setInitial] = useState(() => valuesOf(member));
  const [restored] = useState(() => loadDraft(window.localStorage, draftKey, isValues));
  const form = useForm<MemberValues>({ resolver: zodResolver(memberSchema(known)), defaultValues: restored?.value ?? initial, mode: 'onTouched' });
  const values = useWatch({ control: form.control }) as MemberValues;
  const { body, fields } = changes(initial, values);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [gone, setGone] = useState(false);
  useUnsavedGuard(fields.length > 0);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: v }) => {
          if (changes(initial, v as MemberValues).fields.length) saveDraft(window.localStorage, draftKey, v);
          else clearDraft(window.localStorage, draftKey);
        },
      }),
    [form, draftKey, initial],
  );

  const save = useMutation({
    mutationFn: (update: TeamMemberUpdate) => connection.client.teamMembers.update(id, update),
    onSuccess: ({ team_member }) => {
      queryClient.setQueryData(teamMemberKeys.list(connection.scope), (old: { team_members: TeamMember[] } | undefined) =>
        old ? { ...old, team_members: old.team_members.map((m) => (m.id === team_member.id ? team_member : m)) } : old,
      );
      // Hosts on scheduling links carry the member's name and email.
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.scope) });
      const next = valuesOf(team_member);
      setInitial(next);
      form.reset(next);
      clearDraft(window.localStorage, draftKey);
      notifications.show({ color: 'green', title: 'Team member saved', message: `${fullName(team_member, next)} is up to date.` });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.kind === 'not_found') setGone(true);
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (field in initial) form.setError(field as keyof MemberValues, { message: messages.join(' ') });
      }
    },
  });

  const submit = form.handleSubmit(() => {
    if (!fields.length) return;
    if (body.active === false && !confirmDeactivate) {
      setConfirmDeactivate(true);
      return;
    }
    setConfirmDeactivate(false);
    save.mutate(body);
  });

  const zone = values.time_zone;
  const localNow = zone ? localTimeIn(zone, now) : null;
  const error = save.error && isApiError(save.error) ? save.error : null;
  const name = fullName(member, initial);

  return (
    <Stack gap="md" maw={760}>
      <title>{`${name} · Team members · Slotboard`}</title>
      <Anchor component={Link} href="/team-members" size="sm">
        ← Team members
      </Anchor>
      <Title order={1} className="break-anywhere">
        {known ? name : `Team member ${id}`}
      </Title>
      {!known && (
        <Alert color="blue" variant="light" title="Opened by id">
          This workspace does not list its members, so the current values are unknown. Only the fields you fill in are sent.
        </Alert>
      )}
      {restored && (
        <Alert color="blue" title="Draft restored" withCloseButton closeButtonLabel="Dismiss">
          These are the changes you had not saved before the page was reloaded.
        </Alert>
      )}
      {gone && (
        <Alert color="red" title="This member no longer exists" role="alert">
          The workspace has no team member with this id any more. <Anchor component={Link} href="/team-members">Back to the team members</Anchor>
        </Alert>
      )}
      {error?.kind === 'unauthorized' && (
        <Alert color="red" title="The workspace refused the API key" role="alert">
          {error.message} <Anchor component={Link} href="/settings">Open Settings</Anchor>
        </Alert>
      )}
      {error && !gone && error.kind !== 'unauthorized' && (
        <Alert color="red" title="Not saved" role="alert">
          {error.message} Everything you typed is still here.
        </Alert>
      )}
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Paper withBorder p="md">
          <Stack gap="md">
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label="First name" required={known} error={form.formState.errors.first_name?.message} {...registerGuarded(form.register, 'first_name')} />
              <TextInput label="Last name" error={form.formState.errors.last_name?.message} {...registerGuarded(form.register, 'last_name')} />
            </Group>
            <TextInput label="Email" required={known} type="email" autoComplete="off" error={form.formState.errors.email?.message} {...registerGuarded(form.register, 'email')} />
            <Controller
              control={form.control}
              name="time_zone"
              render={({ field, fieldState }) => (
                <TimeZoneSelect
                  label="Time zone"
                  value={field.value}
                  onChange={field.onChange}
                  now={now}
                  error={fieldState.error?.message}
                  description={localNow ? `Local time there now: ${localNow}` : 'Choose the zone the member works in.'}
                />
              )}
            />
            <Controller
              control={form.control}
              name="organization_role"
              render={({ field, fieldState }) => (
                <Autocomplete
                  label="Organization role"
                  description="Roles are case sensitive: “Admin” is not “admin”. Pick a role used in this workspace or type another."
                  data={roles}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  required={known}
                />
              )}
            />
            <Controller
              control={form.control}
              name="active"
              render={({ field }) =>
                known ? (
                  <Switch
                    label="Active"
                    description="An inactive member cannot use the workspace."
                    checked={field.value === 'active'}
                    onChange={(e) => field.onChange(e.currentTarget.checked ? 'active' : 'inactive')}
                  />
                ) : (
                  <Radio.Group label="Active" value={field.value} onChange={field.onChange}>
                    <Group mt="xs">
                      <Radio value="keep" label="Leave as it is" />
                      <Radio value="active" label="Active" />
                      <Radio value="inactive" label="Inactive" />
                    </Group>
                  </Radio.Group>
                )
              }
            />
            <Group>
              <Button type="submit" disabled={!fields.length} loading={save.isPending}>
                {saveLabel(fields)}
              </Button>
              {fields.length > 0 && (
                <Button variant="subtle" color="gray" onClick={() => form.reset(initial)}>
                  Discard changes
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      </form>
      <Modal opened={confirmDeactivate} onClose={() => setConfirmDeactivate(false)} title={`Deactivate ${name}?`} centered>
        <Text>
          {name} will no longer be able to use the workspace and will not be offered as a host for new bookings. Bookings already made stay.
          You can make them active again at any time.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmDeactivate(false)}>
            Keep active
          </Button>
          <Button color="red.9" onClick={() => void submit()}>
            Deactivate
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

export function MemberEditPage({ id }: { id: string }) {
  const connection = useConnection();
  const list = useQuery(teamMembersQuery(connection));
  if (list.isPending) {
    return (
      <Group py="xl" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading the member…</Text>
      </Group>
    );
  }
  const noList = list.isError && isApiError(list.error) && list.error.kind === 'not_found';
  if (list.isError && !noList) {
    return (
      <Alert color="red" title="Could not load the team members" role="alert">
        {list.error.message}{' '}
        <Button size="xs" variant="default" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const members = list.data?.team_members ?? [];
  const member = members.find((m) => m.id === id) ?? null;
  if (!noList && !member) {
    return (
      <Stack>
        <title>Team member not found · Slotboard</title>
        <Title order={1}>Team member not found</Title>
        <Text>This workspace has no team member with the id {id}.</Text>
        <Anchor component={Link} href="/team-members">
          Back to the team members
        </Anchor>
      </Stack>
    );
  }
  const roles = rolesOf(members);
  return <MemberForm key={`${id}-${member ? 'known' : 'by-id'}`} id={id} member={member} roles={roles} />;
}
