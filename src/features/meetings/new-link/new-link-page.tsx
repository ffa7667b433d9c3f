import {
  Anchor,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import { meetingKinds, spotKinds, type SpotKind } from '@/api/meetings/schemas';
import { ActionBar, SAVE_SHORTCUT } from '@/components/edit-page/action-bar';
import { DraftRestored } from '@/components/edit-page/notices';
import { SaveOutcome, type SaveOutcomeWords } from '@/components/edit-page/save-outcome';
import { UnsavedGuard } from '@/components/edit-page/unsaved-guard';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { HostFilter } from '@/components/host-filter/host-filter';
import { useKnownPeople } from '@/domain/members/use-known-people';
import type { SaveState } from '@/domain/saves/save-rules';
import { kindLabel, spotLabel } from '@/lib/format';
import { PLACE_TEXT, slugToSend } from './new-link-form';
import { TemplateField } from './template-field';
import { useNewLink } from './use-new-link';

/** What the outcome of an unclear create says: the links list was searched for the slug sent. */
function createWords(slug: string, state: SaveState): SaveOutcomeWords {
  // Without an answer in time, the create may still be on its way: not finding it settles less.
  const late = state.status === 'uncertain' && (state.error.kind === 'timeout' || state.error.kind === 'network');
  return {
    what: 'The link',
    done: 'created',
    resendLabel: 'Create again',
    notSeen: late
      ? {
          title: 'Not found yet: it has not been created',
          text: `No link of the workspace has the slug “${slug}” yet. A late create may still arrive: check again in a moment, or create it again.`,
        }
      : {
          title: 'Not found: it was not created',
          text: `No link of the workspace has the slug “${slug}”. You can create it again.`,
        },
  };
}

const BACK = (
  <Anchor component={Link} href="/meetings">
    Back to the scheduling links
  </Anchor>
);

/** A new scheduling link, from scratch or from one of the workspace's templates. */
export function NewLinkPage() {
  const page = useNewLink();
  const { form, values, save } = page;
  const { bindFields, bindAlert, busy } = save;
  const people = useKnownPeople(true);
  const { errors } = form.formState;
  const text = PLACE_TEXT[values.place as SpotKind];
  const derived = slugToSend({ name: values.name, slug: '' });

  if (page.missing)
    return (
      <Stack gap="md" maw={760}>
        <title>New link · Slotboard</title>
        <Title order={1}>New scheduling link</Title>
        <Text>This workspace does not take new links through its API, so they can only be created in NeetoCal.</Text>
        {BACK}
      </Stack>
    );

  return (
    <Stack gap="md" maw={760}>
      <title>New link · Slotboard</title>
      <UnsavedGuard dirty={page.dirty && save.state.status !== 'saved'} />
      <div>
        {BACK}
        <Title order={1} mt="xs">
          New scheduling link
        </Title>
        <Text c="dimmed">From scratch, or from one of the workspace’s templates.</Text>
      </div>
      {page.draft.restored && <DraftRestored onDismiss={page.draft.dismiss} onDiscard={page.discardDraft} />}
      <form
        ref={bindFields}
        noValidate
        aria-label="New link"
        onSubmit={(e) => {
          e.preventDefault();
          page.submit();
        }}
      >
        <Stack gap="md">
          <TemplateField page={page} />
          <Paper withBorder p="md" component="section" aria-label="The link">
            <Stack gap="md">
              <TextInput
                label="Name"
                required
                error={errors.name?.message}
                {...registerGuarded(form.register, 'name')}
              />
              <TextInput
                label="Slug"
                description={
                  derived
                    ? `The link’s address. Leave empty to use “${derived}”.`
                    : 'The link’s address: lower-case letters, digits and hyphens.'
                }
                error={errors.slug?.message}
                autoComplete="off"
                spellCheck={false}
                {...registerGuarded(form.register, 'slug')}
              />
              {/* A box of its own: the field grows along its parent's main axis, which in a column is its height. */}
              <div>
                <Controller
                  control={form.control}
                  name="hosts"
                  render={({ field, fieldState }) => (
                    <HostFilter
                      label="Hosts"
                      description="Type a name or an email and choose. A link needs at least one host."
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
              </div>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Duration (minutes)"
                  inputMode="numeric"
                  description="1 to 1440"
                  required
                  error={errors.duration?.message}
                  {...registerGuarded(form.register, 'duration')}
                />
                <NativeSelect
                  label="Kind"
                  error={errors.kind?.message}
                  data={[
                    ...(values.kind ? [] : [{ value: '', label: 'As the template has it' }]),
                    ...meetingKinds.map((k) => ({ value: k, label: kindLabel(k) })),
                  ]}
                  {...form.register('kind')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NativeSelect
                  label="Place"
                  required
                  error={errors.place?.message}
                  data={[
                    ...(values.place
                      ? []
                      : [{ value: '', label: page.template ? 'As the template has it' : 'Choose' }]),
                    ...spotKinds.map((s) => ({ value: s, label: spotLabel(s) })),
                  ]}
                  {...form.register('place')}
                />
                {text && (
                  <TextInput
                    label={text.label}
                    required={text.required}
                    error={errors.placeText?.message}
                    {...registerGuarded(form.register, 'placeText')}
                  />
                )}
              </SimpleGrid>
              <Textarea label="Description" rows={3} {...form.register('description')} />
            </Stack>
          </Paper>
          <SaveOutcome
            state={save.state}
            busy={busy}
            bindAlert={bindAlert}
            onSendAgain={page.createAgain}
            onCheckAgain={page.checkAgain}
            words={createWords(slugToSend(values), save.state)}
          />
          <ActionBar label="Create">
            <Button type="submit" loading={busy} aria-keyshortcuts={SAVE_SHORTCUT}>
              Create link
            </Button>
          </ActionBar>
        </Stack>
      </form>
    </Stack>
  );
}
