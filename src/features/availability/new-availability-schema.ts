import { z } from 'zod';

export const newAvailabilitySchema = z.object({
  email: z.string().trim().min(1, 'Enter the email of the team member who gets this availability.').email('This is not an email address.'),
  name: z.string().trim().min(1, 'Give the availability a name, for example “Winter hours”.').max(120, 'Keep the name under 120 characters.'),
  // Empty: the hours are read in the member's zone when known, else this browser's.
  timeZone: z.string(),
  version: z.enum(['v2', 'v1']),
});
export type NewAvailabilityValues = z.infer<typeof newAvailabilitySchema>;
