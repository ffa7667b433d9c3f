import { Autocomplete, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import { MEMBER_FIELDS } from '@/domain/members/member-fields';
import { localTimeIn } from '@/lib/format-details';
import type { MemberChange, MemberValues } from './member-form';

/** The member's fields. Opened by id (member unknown), "Active" offers to leave it as it is. */
export function MemberFields({
  form,
  known,
  roles,
  now,
}: {
  form: UseFormReturn<MemberValues, unknown, MemberChange>;
  known: boolean;
  roles: string[];
  now: number;
}) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={MEMBER_FIELDS.first_name.label}
          required={known}
          error={errors.first_name?.message}
          {...registerGuarded(form.register, 'first_name')}
        />
        <TextInput
          label={MEMBER_FIELDS.last_name.label}
          error={errors.last_name?.message}
          {...registerGuarded(form.register, 'last_name')}
        />
      </SimpleGrid>
      <TextInput
        label={MEMBER_FIELDS.email.label}
        required={known}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...registerGuarded(form.register, 'email')}
      />
      <Controller
        control={form.control}
        name="time_zone"
        render={({ field, fieldState }) => {
          const localNow = field.value ? localTimeIn(field.value, now) : null;
          return (
            <TimeZoneSelect
              label={MEMBER_FIELDS.time_zone.label}
              value={field.value}
              onChange={field.onChange}
              now={now}
              error={fieldState.error?.message}
              description={localNow ? `Local time there now: ${localNow}` : 'Choose the zone the member works in.'}
            />
          );
        }}
      />
      <Controller
        control={form.control}
        name="organization_role"
        render={({ field, fieldState }) => (
          <Autocomplete
            ref={field.ref}
            label={MEMBER_FIELDS.organization_role.label}
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
              label={MEMBER_FIELDS.active.label}
              description="An inactive member cannot use the workspace."
              checked={field.value === 'active'}
              onChange={(e) => field.onChange(e.currentTarget.checked ? 'active' : 'inactive')}
            />
          ) : (
            <Radio.Group label={MEMBER_FIELDS.active.label} value={field.value} onChange={field.onChange}>
              <Group mt="xs">
                <Radio value="keep" label="Leave as it is" />
                <Radio value="active" label="Active" />
                <Radio value="inactive" label="Inactive" />
              </Group>
            </Radio.Group>
          )
        }
      />
    </Stack>
  );
}
