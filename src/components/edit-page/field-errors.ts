import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@/api/errors';

/**
 * Puts the workspace's field messages on the form fields they concern (`fields` maps the body's
 * field names to the form's) and focuses the first. Returns the messages that concern no field.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: ApiError,
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  fields: Partial<Record<string, Path<T>>>,
): string[] {
  const elsewhere: string[] = [];
  let first: Path<T> | null = null;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields[name];
    if (!field) {
      elsewhere.push(...messages);
      continue;
    }
    form.setError(field, { type: 'server', message: messages.join(' ') });
    first ??= field;
  }
  if (first) form.setFocus(first);
  return elsewhere;
}
