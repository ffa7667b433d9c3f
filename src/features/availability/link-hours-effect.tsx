import { useMemo, useState } from 'react';
import type { Meeting } from '@/api/meetings/schemas';
import type { EffectChange } from '@/components/slot-effect/estimate';
import { weeklyHours } from '@/components/slot-effect/facts';
import { SlotEffect } from '@/components/slot-effect/slot-effect';
import type { Week } from '@/lib/time/periods';

type Status = 'idle' | 'sending' | 'saved' | 'refused' | 'uncertain' | 'blocked';

/**
 * The effect of replacing this link's hours with those shown (sent in its hosts' zone): its next
 * four weeks now and after, then, once saved, read back. An edit after a save starts a new preview.
 */
export function LinkHoursEffect({ meeting, week, status }: { meeting: Meeting; week: Week; status: Status }) {
  const [round, setRound] = useState({ n: 0, week, sent: false });
  if (status === 'sending' && !round.sent) setRound({ ...round, sent: true });
  else if (week !== round.week && status !== 'sending') setRound(round.sent ? { n: round.n + 1, week, sent: false } : { ...round, week });
  const source = useMemo(() => ({ links: [meeting] }), [meeting]);
  const change = useMemo((): EffectChange => (_, link) => ({ hours: weeklyHours(week, link.rules.zone) }), [week]);
  const phase = !round.sent ? 'before' : status === 'sending' ? 'running' : 'after';
  return <SlotEffect key={round.n} source={source} change={change} phase={phase} />;
}
