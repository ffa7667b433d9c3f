// Words for what a write changes: "Role: Member → Admin; Active: yes → no". Only fields whose value
// before was read are described as a change; the rest say what was set.

const show = (value: unknown): string => {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined || value === '') return '(none)';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
};

export function describeChange(labels: Record<string, string>, after: Record<string, unknown>, before?: Record<string, unknown>): string {
  return Object.entries(after)
    .map(([field, value]) => {
      const label = labels[field] ?? field;
      return before && field in before ? `${label}: ${show(before[field])} → ${show(value)}` : `${label}: ${show(value)}`;
    })
    .join('; ');
}
