import { Box, Button, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '@/api/connection';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { EditPage } from '@/components/edit-page/edit-page';
import { QueryState } from '@/components/query-state/query-state';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { ADDING_NOT_OFFERED } from './adding-words';
import { CopyHours } from './copy-hours';
import { rolesOf } from './member-form';
import { addLabel, countToSend, roleChoices } from './new-members-form';
import { AddressChecks, AddressOutcomes, checksSummary } from './new-members-lists';
import { useNewMembers } from './use-new-members';
import { BackLink } from '@/components/back-link';

const TITLE = 'Add members · Team members · Slotboard';
const BACK = { href: '/team-members', label: 'Team members' };

function NewMembersForm({ members }: { members: readonly TeamMember[] }) {
  const edit = useNewMembers(members);
  const { form, save, checks } = edit;
  const count = countToSend(checks);
  const { errors } = form.formState;
  if (edit.missing)
    return (
      <Stack gap="md">
        <title>{TITLE}</title>
        <BackLink to={BACK.href}>{BACK.label}</BackLink>
        <Title order={1}>Add members</Title>
        <Text>{ADDING_NOT_OFFERED}</Text>
      </Stack>
    );
  return (
    <Box maw={760}>
      <EditPage
        title={TITLE}
        back={BACK}
        heading="Add members"
        intro={
          <Text c="dimmed">
            Each address becomes a member of the workspace with the role chosen. The workspace sends each one an
            invitation.
          </Text>
        }
        dirty={edit.values.addresses.trim() !== ''}
        save={save}
        draft={edit.draft}
        onDiscardDraft={edit.discardDraft}
        outcome={{
          onCheckAgain: () => void save.checkAgain(),
          onSendAgain: edit.sendAgain,
          words: {
            what: 'The new members',
            done: 'added',
            resendLabel: 'Send again',
            notSeen: {
              title: 'Not every address shows in the member list',
              text: 'Reading the member list back, some addresses are not there yet. Check again in a moment before sending them again.',
            },
          },
        }}
        onSubmit={edit.submit}
        formLabel="New members"
        actions={
          <Button type="submit" loading={save.busy} aria-keyshortcuts={SAVE_SHORTCUT}>
            {addLabel(count)}
          </Button>
        }
      >
        <Paper withBorder p="md">
          <Stack gap="md">
            <Textarea
              label="Addresses"
              description={
                checksSummary(checks) ??
                'Paste or type addresses, separated by commas, spaces or new lines. “Name <address>” works too.'
              }
              rows={5}
              spellCheck={false}
              autoComplete="off"
              error={errors.addresses?.message}
              {...registerGuarded(form.register, 'addresses')}
            />
            <AddressChecks checks={checks} />
            <NativeSelect
              label="Role"
              description="Every new member gets this role; it can be changed per member later."
              data={roleChoices(rolesOf([...members]))}
              error={errors.role?.message}
              {...form.register('role')}
            />
          </Stack>
        </Paper>
        {edit.outcomes && <AddressOutcomes outcomes={edit.outcomes} />}
      </EditPage>
      <Box mt="lg">
        <CopyHours added={edit.added} members={members} />
      </Box>
    </Box>
  );
}

/** The "Add members" screen: the members are read first, to name who already is one. */
export function NewMembersPage() {
  const connection = useConnection();
  const options = teamMembersQuery(connection);
  const list = useQuery(options);
  if (list.data === undefined || (list.isError && !list.data))
    return <QueryState read={list} queryKey={options.queryKey} what="the team members" />;
  return <NewMembersForm members={list.data.team_members} />;
}
