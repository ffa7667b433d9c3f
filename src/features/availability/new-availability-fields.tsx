import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { NewAvailability } from '@/api/availabilities/mutations';
import type { TeamMember } from '@/api/team-members/schemas';
import { useKnownEmails } from '@/api/use-known-emails';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import type { NewAvailabilityValues } from './new-availability-schema';

/** Who gets the availability, its name and the zone the hours are given in (the API version is the workspace's, from Settings). */
export function NewAvailabilityFields({
  form,
  member,
  zone,
  now,
}: {
  form: UseFormReturn<NewAvailabilityValues, unknown, NewAvailability>;
  member: TeamMember | undefined;
  zone: string;
  now: number;
}) {
  const suggestions = useKnownEmails(true);
  const { errors } = form.formState;
  return (
    <Paper withBorder p="md">
      {/* One column on a phone: two halves of 390 px cut the email and the zone. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Team member email" required list="member-emails" autoComplete="off" error={errors.email?.message} {...registerGuarded(form.register, 'email')} />
        <TextInput label="Name" required error={errors.name?.message} {...registerGuarded(form.register, 'name')} />
      </SimpleGrid>
      <datalist id="member-emails">
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <TimeZoneSelect
          label="Hours are given in"
          value={zone}
          onChange={(z) => form.setValue('timeZone', z, { shouldDirty: true })}
          description={member?.time_zone ? `${member.first_name ?? 'The member'} is in ${member.time_zone}.` : 'The member’s zone when known, else this browser’s.'}
          error={errors.timeZone?.message}
          now={now}
        />
      </SimpleGrid>
    </Paper>
  );
}
