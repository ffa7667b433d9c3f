import { Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { isUnreadable } from '@/lib/believable';
import { shownMinutes } from '@/lib/format-details';
import type { useNewLink } from './use-new-link';

const minutes = (n: number) => {
  const shown = shownMinutes(n);
  return isUnreadable(shown) ? `not readable (${n} min sent)` : shown;
};

/** Where a new link starts: from scratch, or from a template the workspace lists (the unreadable ones named). */
export function TemplateField({ page }: { page: ReturnType<typeof useNewLink> }) {
  const { templates, form, template } = page;
  const { unreadable } = templates;
  const error = form.formState.errors.templateId?.message;
  return (
    <Paper withBorder p="md" component="section" aria-label="Start from">
      <Stack gap="xs">
        {templates.missing ? (
          <Text size="sm">
            This workspace does not list its templates through its API, so new links start from scratch here.
          </Text>
        ) : (
          <NativeSelect
            label="Start from"
            description={
              template
                ? `Everything the template sets is copied; what you enter below takes its place.${
                    template.duration == null ? '' : ` Its duration: ${minutes(template.duration)}.`
                  }`
                : 'A template copies its settings to the new link.'
            }
            error={error}
            rightSection={templates.loading ? <Loader size="xs" aria-label="Loading the templates" /> : undefined}
            value={page.values.templateId}
            onChange={(e) => page.pickTemplate(e.currentTarget.value)}
            data={[
              { value: '', label: 'From scratch' },
              ...templates.usable.map((t) => ({
                value: t.id,
                label: `Template: ${t.name?.trim() || `${t.slug || t.sid} (name not readable)`}`,
              })),
            ]}
          />
        )}
        {templates.failed && (
          <Text size="sm" role="status">
            The workspace’s templates could not be read, so this link starts from scratch.
          </Text>
        )}
        {unreadable.length > 0 && (
          <Text size="sm" c="dimmed">
            Not readable: {unreadable.map((name) => (name ? `“${name}”` : 'a template without a name')).join(', ')}. The
            workspace sent {unreadable.length === 1 ? 'this template' : 'these templates'} without the id a link is made
            from.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
