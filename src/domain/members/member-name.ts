// How the dashboard names a team member, on every screen and in Activity: one rule, so a member
// whose name is only spaces is not blank in one place and their email in another.

/** The fields a name is made of: a TeamMember, the member form's values, or part of either. */
export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** Said for a member with no name and no email. */
export const UNNAMED_MEMBER = 'Unnamed member';

/** First and last name, either alone, trimmed; empty when neither has a letter to show. */
export const memberFullName = (m: NameParts | null | undefined): string =>
  [m?.first_name, m?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** The member's name, else their email, else "Unnamed member". */
export const memberName = (m: NameParts | null | undefined): string =>
  memberFullName(m) || m?.email?.trim() || UNNAMED_MEMBER;
