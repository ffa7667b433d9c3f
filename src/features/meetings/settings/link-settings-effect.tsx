import { useMemo, useState } from 'react';
import type { Meeting, MeetingUpdate } from '@/api/meetings/schemas';
import { SaveEffect, type SaveStatus } from '@/components/slot-effect/save-effect';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import { meetingAfter } from './link-settings-form';

const noHostChange: EffectChange = () => null;

/** The effect on the link's bookable times of the settings the body sends (hosts, kind, duration, step). */
export function LinkSettingsEffect({
  meeting,
  body,
  status,
}: {
  meeting: Meeting;
  body: MeetingUpdate;
  status: SaveStatus;
}) {
  // The body is parsed again on every draw: the preview starts again only when what it sends for
  // the times, or the link, changed.
  const key = JSON.stringify([meeting, body.hosts, body.kind, body.duration, body.start_time_increment]);
  const [kept, setKept] = useState({ key, meeting, body });
  if (kept.key !== key) setKept({ key, meeting, body });
  const stable = kept.key === key ? kept : { key, meeting, body };
  const source = useMemo(
    () => ({
      links: [stable.meeting],
      becomes: new Map([[stable.meeting.sid, meetingAfter(stable.meeting, stable.body)]]),
    }),
    [stable.meeting, stable.body],
  );
  return <SaveEffect source={source} change={noHostChange} edited={stable.body} status={status} />;
}
