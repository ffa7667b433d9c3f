import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { NewAvailability } from '@/api/availabilities/mutations';
import type { TeamMember } from '@/api/team-members/schemas';
import { useKnownPeople } from '@/domain/members/use-known-people';
import { registerGuarded } from '@/components/form-fields/blur-guard';
import { HostFilter } from '@/components/host-filter/host-filter';
import { TimeZoneSelect } from '@/components/time-zone-select/time-zone-select';
import type { NewAvailabilityValues } from './new-availability-schema';
import { memberName } from '@/domain/members/member-name';

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
  const people = useKnownPeople(true);
  const { field: email } = useController({ control: form.control, name: 'email' });
  const { errors } = form.formState;
  return (
    <Paper withBorder p="md">
      {/* One column on a phone: two halves of 390 px cut the email and the zone. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {/* The links page's host picker: the arrow keys open it, and it finds members by name as well as email. */}
        <HostFilter
          single
          required
          label="Team member email"
          description="Type a name or an email and choose."
          value={email.value ? [email.value] : []}
          people={people}
          onChange={(emails) => email.onChange(emails[0] ?? '')}
          error={errors.email?.message}
          inputRef={email.ref}
        />
        <TextInput label="Name" required error={errors.name?.message} {...registerGuarded(form.register, 'name')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <TimeZoneSelect
          label="Hours are given in"
          value={zone}
          onChange={(z) => form.setValue('timeZone', z, { shouldDirty: true })}
          description={
            member?.time_zone
              ? `${memberName(member)} is in ${member.time_zone}.`
              : 'The member’s zone when known, else this browser’s.'
          }
          error={errors.timeZone?.message}
          now={now}
        />
      </SimpleGrid>
    </Paper>
  );
}
