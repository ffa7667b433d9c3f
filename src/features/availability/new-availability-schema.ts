import { z } from 'zod';

export const newAvailabilitySchema = z.object({
  email: z.string().trim().min(1, 'Enter the email of the team member who gets this availability.').email('This is not an email address.'),
  name: z.string().trim().min(1, 'Give the availability a name, for example “Winter hours”.').max(120, 'Keep the name under 120 characters.'),
  timeZone: z.string().min(1, 'Choose the time zone the hours are given in.'),
  version: z.enum(['v2', 'v1']),
});
export type NewAvailabilityValues = z.infer<typeof newAvailabilitySchema>;
