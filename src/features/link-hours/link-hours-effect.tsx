import { useMemo } from 'react';
import type { Meeting } from '@/api/meetings/schemas';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import { weeklyHours } from '@/domain/slot-effect/facts';
import { SaveEffect, type SaveStatus } from '@/components/slot-effect/save-effect';
import type { Week } from '@/lib/time/periods';

/** The effect of replacing this link's hours with those shown (sent in its hosts' zone). */
export function LinkHoursEffect({ meeting, week, status }: { meeting: Meeting; week: Week; status: SaveStatus }) {
  const source = useMemo(() => ({ links: [meeting] }), [meeting]);
  const change = useMemo((): EffectChange => (_, link) => ({ hours: weeklyHours(week, link.rules.zone) }), [week]);
  return <SaveEffect source={source} change={change} edited={week} status={status} />;
}
