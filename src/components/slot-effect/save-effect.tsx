import { useState, type ReactNode } from 'react';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import { SlotEffect } from './slot-effect';
import type { Owner } from '@/domain/slot-effect/summary';
import type { EffectSource } from '@/domain/slot-effect/use-slot-effect';

export type SaveStatus = 'idle' | 'sending' | 'saved' | 'refused' | 'uncertain' | 'blocked';

interface Props {
  source: EffectSource;
  change: EffectChange;
  /** What the save would send, by identity: an edit after a save starts a new preview. */
  edited: unknown;
  status: SaveStatus;
  owners?: readonly Owner[];
}

/** The effect of an edit page's save: before it the estimate, once it is sent the read-back. */
export function SaveEffect({ source, change, edited, status, owners }: Props): ReactNode {
  const [round, setRound] = useState({ n: 0, edited, sent: false, status });
  // Sent once the save is under way, or has just ended (a render may never see it under way).
  const began = status !== round.status && (status === 'sending' || status === 'saved' || status === 'uncertain');
  if (began && !round.sent) setRound({ ...round, sent: true, status });
  else if (status !== round.status) setRound({ ...round, status });
  else if (edited !== round.edited && status !== 'sending')
    setRound(round.sent ? { n: round.n + 1, edited, sent: false, status } : { ...round, edited });
  const phase = !round.sent && !began ? 'before' : status === 'sending' ? 'running' : 'after';
  return <SlotEffect key={round.n} source={source} change={change} owners={owners} phase={phase} />;
}
