import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { HostedLinksLink } from './hosted-links-link';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { EditPage } from '@/components/edit-page/edit-page';
import { StaleDraftFields } from '@/components/edit-page/stale-draft-fields';
import { QueryState } from '@/components/query-state/query-state';
import { useNow } from '@/components/use-now';
import { calendarHref } from '@/domain/calendar/calendar-url';
import { memberName } from '@/domain/members/member-name';
import { DeactivateDialog } from './deactivate-dialog';
import { MemberFields } from './member-fields';
import { rolesOf, saveLabel } from './member-form';
import { useMemberEdit } from './use-member-edit';

function MemberForm({ id, member, roles }: { id: string; member: TeamMember | null; roles: string[] }) {
  const now = useNow(30_000);
  const edit = useMemberEdit(id, member);
  const { form, known, fields, save } = edit;
  const name = memberName(edit.initial);
  return (
    <Box maw={760}>
      <EditPage
        title={`${name} · Team members · Slotboard`}
        back={{ href: '/team-members', label: 'Team members' }}
        heading={known ? name : `Team member ${id}`}
        intro={
          known ? (
            <Group gap="lg">
              <HostedLinksLink email={edit.initial.email} name={name} size="md" />
              <Anchor component={Link} href={calendarHref(id)} size="md" className="tap-line">
                {name}’s calendar
              </Anchor>
            </Group>
          ) : (
            <Alert color="blue" variant="light" title="Opened by id">
              This workspace does not list its members, so the current values are unknown. Only the fields you fill in
              are sent.
            </Alert>
          )
        }
        dirty={fields.length > 0}
        save={save}
        draft={edit.draft}
        stale={
          edit.staleFields ? (
            <StaleDraftFields
              fields={edit.staleFields}
              onMerge={edit.mergeStale}
              onKeepTheirs={edit.dropStale}
              onApplyMine={edit.applyStale}
            />
          ) : null
        }
        keepFieldsWhileStale
        outcome={{
          onCheckAgain: () => void save.checkAgain(),
          onSendAgain: edit.sendAgain,
          words: {
            what: 'The changes',
            done: 'saved',
            resendLabel: 'Save again',
            notFound: (
              <>
                This member no longer exists: the workspace has no team member with this id any more.{' '}
                <Anchor component={Link} href="/team-members">
                  Back to the team members
                </Anchor>
              </>
            ),
          },
        }}
        onSubmit={edit.submit}
        actions={
          <>
            <Button type="submit" disabled={!fields.length} loading={save.busy} aria-keyshortcuts={SAVE_SHORTCUT}>
              {saveLabel(fields)}
            </Button>
            {fields.length > 0 && (
              <Button variant="subtle" color="gray" onClick={edit.discard}>
                Discard changes
              </Button>
            )}
          </>
        }
        after={
          <>
            {/* Below the fields: a rare job, kept off the way from the heading to the first field. */}
            {known && edit.initial.email && (
              <Anchor
                component={Link}
                href={`/team-members/${encodeURIComponent(id)}/departure`}
                size="md"
                className="tap-line"
              >
                {name} is leaving: hand over their links
              </Anchor>
            )}
            <DeactivateDialog
              name={name}
              opened={edit.confirming}
              onKeep={edit.keepActive}
              onConfirm={edit.confirmDeactivate}
              busy={save.busy}
            />
          </>
        }
      >
        <Paper withBorder p="md">
          <MemberFields form={form} known={known} roles={roles} now={now} />
        </Paper>
      </EditPage>
    </Box>
  );
}

export function MemberEditPage({ id }: { id: string }) {
  const connection = useConnection();
  const options = teamMembersQuery(connection);
  const list = useQuery(options);
  const noList = list.isError && isApiError(list.error) && list.error.kind === 'not_found';
  if (!noList && (list.data === undefined || list.isError)) {
    return <QueryState read={list} queryKey={options.queryKey} what="the member" />;
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
  return <MemberForm key={`${id}-${member ? 'known' : 'by-id'}`} id={id} member={member} roles={rolesOf(members)} />;
}
