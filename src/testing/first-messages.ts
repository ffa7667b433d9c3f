/** Each field's first message from a schema's failed parse, by path: what a form shows beside it. */
export function firstMessages(result: {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
