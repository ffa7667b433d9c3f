import { isEmail } from '@/lib/search-params';

/**
 * The emails the vendor's availability list can be asked about: its `emails[]` are addresses
 * (format: email), and a request naming one that is not is refused whole (400), so the other
 * members in it would not be read either. Trimmed; anything else is left out.
 */
export const askableEmails = (emails: readonly (string | null | undefined)[]): string[] =>
  emails.flatMap((e) => {
    const trimmed = e?.trim() ?? '';
    return isEmail(trimmed) ? [trimmed] : [];
  });
