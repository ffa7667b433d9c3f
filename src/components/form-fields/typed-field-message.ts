import type { KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';

type Read = { ok: true } | { ok: false; message: string };

/**
 * What the typed date and time fields say under themselves: an example in the admin's own form, and
 * once the field is left or confirmed with Enter, what its text cannot be read as, in its own words,
 * over any error the form gives it. Before that the admin is still typing and is not interrupted.
 */
export function useTypedFieldMessage(opts: {
  text: string;
  read: Read;
  like: string;
  description?: string;
  error?: ReactNode;
}) {
  const [checked, setChecked] = useState(false);
  const { text, read, like, description, error } = opts;
  return {
    description: description ? `${description}; like ${like}` : `Like ${like}`,
    error: (checked && text.trim() && !read.ok ? read.message : null) ?? error,
    /** The field was left: from now on what cannot be read is said. */
    check: () => setChecked(true),
    /** The value was set from outside (Back, a cleared filter): nothing typed to judge yet. */
    uncheck: () => setChecked(false),
    checkOnEnter: (e: KeyboardEvent) => {
      if (e.key === 'Enter') setChecked(true);
    },
  };
}
