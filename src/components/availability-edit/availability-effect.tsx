import { useMemo } from 'react';
import type { Snapshot } from '@/domain/availability-diff/diff';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import { weeklyHours } from '@/domain/slot-effect/facts';
import { SaveEffect, type SaveStatus } from '@/components/slot-effect/save-effect';

interface Props {
  email: string;
  name: string;
  /** What saving leaves the availability holding, in the member's zone. */
  yours: Snapshot;
  memberZone: string | null;
  status: SaveStatus;
}

/**
 * The effect of saving a member's default availability on every link they host: its weekly hours
 * where a link has none of its own, and its date overrides on every link.
 */
export function AvailabilityEffect({ email, name, yours, memberZone, status }: Props) {
  const me = email.toLowerCase();
  // Drawn anew each render: its content, not its identity, says whether the admin edited.
  const key = JSON.stringify(yours);
  const edited = useMemo(() => JSON.parse(key) as Snapshot, [key]);
  const source = useMemo(() => ({ hosts: [me] }), [me]);
  const owners = useMemo(() => [{ email: me, name }], [me, name]);
  const change = useMemo((): EffectChange => {
    const overrides = new Map(edited.dates.map((d) => [d.date, d.ranges]));
    return (host, link) => {
      if (host !== me) return null;
      const zone = memberZone ?? link.hosts.find((h) => h.email === me)?.zone ?? link.rules.zone;
      return { ...(link.ownHours ? {} : { hours: weeklyHours(edited.week, zone) }), overrides: () => overrides };
    };
  }, [edited, me, memberZone]);
  return <SaveEffect source={source} change={change} edited={edited} status={status} owners={owners} />;
}
