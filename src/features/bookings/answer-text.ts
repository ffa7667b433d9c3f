/**
 * A booking form's answer as a person reads it. The workspace sends any JSON there (a checkbox
 * group's list, an object), and nothing of it is trusted to convert itself: an object whose
 * `toString` is not a function makes `String(value)` throw, and a plain one reads "[object Object]".
 * Lists read as their items joined; objects as their JSON; nothing as "".
 */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map(answerText)
      .filter((item) => item !== '')
      .join(', ');
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // Not JSON after all (a cycle, a bigint): never a crash over one answer.
    return '';
  }
}
