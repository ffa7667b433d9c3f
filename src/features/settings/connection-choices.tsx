import { Radio, Stack } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { ApiVersionPreference, ConnectionMode } from '@/lib/workspaces';
import type { WorkspaceFormInput, WorkspaceFormOutput } from './workspace-schema';

// How a workspace is reached and which of its features are asked for: the form's two choices, in
// the words the stale-draft comparison (settings-draft.ts) shows them by too.

interface Choice {
  label: string;
  description: string;
}

export const MODE_CHOICES: Record<ConnectionMode, Choice> = {
  server: {
    label: 'Through the Slotboard server',
    description: 'Works with every workspace: the server passes the calls on.',
  },
  direct: {
    label: 'Directly from this browser',
    description: 'Only for workspaces that accept calls from other websites.',
  },
};

export const VERSION_CHOICES: Record<ApiVersionPreference, Choice> = {
  latest: {
    label: 'Newest available',
    description: 'Buffers on scheduling links and hours given in any time zone, where the workspace has them.',
  },
  v1: {
    label: 'Compatibility mode',
    description: 'For an older workspace that does not offer the newest features yet.',
  },
};

const radios = (choices: Record<string, Choice>) => (
  <Stack gap="xs" mt="xs">
    {Object.entries(choices).map(([value, { label, description }]) => (
      <Radio key={value} value={value} label={label} description={description} />
    ))}
  </Stack>
);

export function ConnectionChoices({
  control,
  modeError,
}: {
  control: Control<WorkspaceFormInput, unknown, WorkspaceFormOutput>;
  modeError?: string;
}) {
  return (
    <>
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <Radio.Group label="Connection" value={field.value} onChange={(v) => field.onChange(v)} error={modeError}>
            {radios(MODE_CHOICES)}
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="apiVersion"
        render={({ field }) => (
          <Radio.Group label="Workspace features" value={field.value} onChange={(v) => field.onChange(v)}>
            {radios(VERSION_CHOICES)}
          </Radio.Group>
        )}
      />
    </>
  );
}
