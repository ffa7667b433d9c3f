// What each editable field of a team member is called: its label on the form (and beside a stale
// draft), and the word for it in a sentence ("Save role", "Priya: role saved") and in Activity
// ("Role: Member → Admin"). One table, so the three never name a field differently.

export type MemberField = 'first_name' | 'last_name' | 'email' | 'time_zone' | 'organization_role' | 'active';

export const MEMBER_FIELDS: Record<MemberField, { label: string; word: string }> = {
  first_name: { label: 'First name', word: 'first name' },
  last_name: { label: 'Last name', word: 'last name' },
  email: { label: 'Email', word: 'email' },
  time_zone: { label: 'Time zone', word: 'time zone' },
  organization_role: { label: 'Organization role', word: 'role' },
  active: { label: 'Active', word: 'active' },
};

/** The word of each field at the start of a line, as Activity lists a change: "Role", "Time zone". */
export const MEMBER_CHANGE_WORDS: Record<MemberField, string> = Object.fromEntries(
  Object.entries(MEMBER_FIELDS).map(([field, { word }]) => [field, word[0]!.toUpperCase() + word.slice(1)]),
) as Record<MemberField, string>;
