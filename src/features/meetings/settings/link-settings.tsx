import {
  Alert,
  Button,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Meeting } from '@/api/meetings/schemas';
import { meetingKinds } from '@/api/meetings/schemas';
import { useAnnounceChange } from '@/components/announcer/use-announce-change';
import { SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { EditPage } from '@/components/edit-page/edit-page';
import { StaleDraftFields } from '@/components/edit-page/stale-draft-fields';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { HostFilter } from '@/components/host-filter/host-filter';
import { hostName } from '@/domain/members/host-suggestions';
import { useKnownPeople } from '@/domain/members/use-known-people';
import { kindLabel } from '@/lib/format';
import { FIELD_LABELS, TIMES_FIELDS, changeLines, placeTexts, saveLabel, slugProblem } from './link-settings-form';
import { LinkSettingsEffect } from './link-settings-effect';
import { useLinkSettings } from './use-link-settings';

/** "What saving will change": one line per field of the body that will be sent. */
function PendingChange({ lines }: { lines: { field: string; line: string }[] }) {
  const id = useId();
  // It follows the edits: a Tab stop of its own, and each change of what it lists is said.
  useAnnounceChange(
    `What saving will change: ${lines.length === 0 ? 'No changes yet.' : `${lines.length} ${lines.length === 1 ? 'change' : 'changes'}`}`,
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} tabIndex={0}>
      <Title order={2} size="h4" id={id} mb="xs">
        What saving will change
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed">No changes yet.</Text>
      ) : (
        <List spacing={4}>
          {lines.map((l) => (
            <List.Item key={l.field}>{l.line}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

interface Props {
  meeting: Meeting;
  /** Under the heading: the link's state and where else to go. */
  intro: ReactNode;
  /** Below the fields: what the page shows but does not edit here. */
  after: ReactNode;
  /** Why the settings cannot be changed here now, when the page knows a reason the workspace does not. */
  readOnly?: { title: string; text: ReactNode } | null;
}

/** A link's settings edited in place on its page, through the edit kit. */
export function LinkSettings({ meeting, intro, after, readOnly = null }: Props) {
  const edit = useLinkSettings(meeting);
  const { form, fields, save, initial } = edit;
  const people = useKnownPeople(true);
  const { errors } = form.formState;
  const slug = form.watch('slug');
  const slugError =
    errors.slug?.message ?? (slug.trim() !== initial.slug.trim() ? (slugProblem(slug.trim()) ?? undefined) : undefined);
  const name = initial.name || initial.slug || meeting.sid;
  const lines = edit.pending ? changeLines(initial, edit.pending.body, (e) => hostName(e, people)) : [];
  const texts = placeTexts(meeting);

  if (edit.missing || readOnly) {
    return (
      <EditPage
        title={`${name} · Slotboard`}
        back={{ href: '/meetings', label: 'Scheduling links' }}
        heading={name}
        intro={
          <>
            {intro}
            <Alert color="gray" variant="light" title={readOnly?.title ?? 'Settings are read only here'}>
              {readOnly?.text ??
                'This workspace does not take changes to a link’s settings through its API, so they can only be changed in NeetoCal.'}
            </Alert>
          </>
        }
        dirty={false}
        save={save}
        draft={{ restored: null, dismiss: () => undefined }}
        outcome={{
          onSendAgain: edit.sendAgain,
          words: { what: 'The changes', done: 'saved', resendLabel: 'Save again' },
        }}
        actions={null}
        after={after}
      >
        {null}
      </EditPage>
    );
  }

  return (
    <EditPage
      title={`${name} · Slotboard`}
      back={{ href: '/meetings', label: 'Scheduling links' }}
      heading={name}
      intro={intro}
      dirty={fields.length > 0}
      save={save}
      draft={edit.draft}
      onDiscardDraft={edit.discard}
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
        words: { what: 'The link’s settings', done: 'saved', resendLabel: 'Save again' },
      }}
      onSubmit={edit.submit}
      formLabel="Link settings"
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
      after={after}
    >
      <Paper withBorder p="md" component="section" aria-label="Settings">
        <Stack gap="md">
          <Title order={2} size="h4">
            Settings
          </Title>
          <TextInput
            label={FIELD_LABELS.name}
            required
            error={errors.name?.message}
            {...registerGuarded(form.register, 'name')}
          />
          <TextInput
            label={FIELD_LABELS.slug}
            required
            description="The link’s address: lower-case letters, digits and hyphens."
            error={slugError}
            autoComplete="off"
            spellCheck={false}
            {...registerGuarded(form.register, 'slug')}
          />
          <Textarea
            label={FIELD_LABELS.description}
            rows={3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="hosts"
            render={({ field, fieldState }) => (
              <HostFilter
                label={FIELD_LABELS.hosts}
                description="Type a name or an email and choose. A link keeps at least one host."
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  void form.trigger('hosts');
                }}
                people={people}
                required
                error={fieldState.error?.message}
                inputRef={field.ref}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={FIELD_LABELS.kind}
              error={errors.kind?.message}
              data={[
                ...(initial.kind ? [] : [{ value: '', label: 'Not readable: leave as it is' }]),
                ...meetingKinds.map((k) => ({ value: k, label: kindLabel(k) })),
              ]}
              {...form.register('kind')}
            />
            <TextInput
              label={FIELD_LABELS.duration}
              inputMode="numeric"
              description="1 to 1440"
              error={errors.duration?.message}
              {...registerGuarded(form.register, 'duration')}
            />
            <TextInput
              label={FIELD_LABELS.start_time_increment}
              inputMode="numeric"
              description="1 to 1440"
              error={errors.start_time_increment?.message}
              {...registerGuarded(form.register, 'start_time_increment')}
            />
          </SimpleGrid>
          {texts.map((f) => (
            <TextInput
              key={f}
              label={FIELD_LABELS[f]}
              error={errors[f]?.message}
              {...registerGuarded(form.register, f)}
            />
          ))}
        </Stack>
      </Paper>
      <PendingChange lines={lines} />
      {edit.pending && edit.pending.fields.some((f) => TIMES_FIELDS.includes(f)) && (
        <LinkSettingsEffect meeting={meeting} body={edit.pending.body} status={save.state.status} />
      )}
    </EditPage>
  );
}
