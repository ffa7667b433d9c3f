import { displayClock } from '@/lib/time/clock';
import { normalize, WEEKDAY_LABELS, WEEKDAYS, type Week } from '@/lib/time/periods';

const short = (day: (typeof WEEKDAYS)[number]) => WEEKDAY_LABELS[day].slice(0, 3);

/**
 * The week in one line for the preview, days with the same hours run together:
 * "Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM". An empty week says what it does to a link.
 */
export function weekText(week: Week): string {
  const days = WEEKDAYS.map((day) => ({
    day,
    text: normalize(week[day])
      .map((r) => `${displayClock(r.start)}–${displayClock(r.end)}`)
      .join(', '),
  }));
  const groups: { from: number; to: number; text: string }[] = [];
  days.forEach(({ text }, i) => {
    // Every day opens a group or joins the last one, so the last group always ends on the day before.
    const last = groups.at(-1);
    if (last && last.text === text) last.to = i;
    else groups.push({ from: i, to: i, text });
  });
  const parts = groups
    .filter((g) => g.text !== '')
    .map((g) => {
      const span = g.from === g.to ? short(WEEKDAYS[g.from]!) : `${short(WEEKDAYS[g.from]!)}–${short(WEEKDAYS[g.to]!)}`;
      return `${span} ${g.text}`;
    });
  return parts.length ? parts.join('; ') : 'no hours at all (nobody can book these links)';
}
