import type { FieldErrors } from '@/api/errors';
import type { Override } from '@/lib/time/overrides';
import { WEEKDAYS, type Week } from '@/lib/time/periods';

/** Server messages for "overrides.N…", by the date of the Nth override sent. */
export function overrideErrorsFrom(fieldErrors: FieldErrors, overrides: Override[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const m = /^overrides\.(\d+)/.exec(field);
    const date = m ? overrides[Number(m[1])]?.date : undefined;
    if (date) out[date] = [out[date], ...messages].filter(Boolean).join(' ');
  }
  return out;
}

/** Server messages for "periods.N.field", placed on the day and range the Nth sent period came from. */
export function periodErrorsFrom(fieldErrors: FieldErrors, week: Week): Record<string, string> {
  const order = WEEKDAYS.flatMap((d) => week[d].map((_, i) => `${d}.${i}`));
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const m = /^periods\.(\d+)/.exec(field);
    const at = m ? order[Number(m[1])] : undefined;
    if (at) out[at] = messages.join(' ');
  }
  return out;
}
