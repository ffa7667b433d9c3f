import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { MEETING_CSV_COLUMNS } from './meeting-csv';
import { placeText } from './meeting-values';

const csvPlace = (m: ReturnType<typeof meetingSchema.parse>) => MEETING_CSV_COLUMNS.find((c) => c.header === 'Place')!.value(m);

describe('the place of a link', () => {
  it('is the same in the table and the CSV, from the list of spots when there is one', () => {
    const m = meetingSchema.parse({ id: '1', sid: 'a', spot: 'jitsi', spots: [{ spot: 'zoom' }, { spot: 'in_person' }] });
    expect(placeText(m)).toBe('Zoom +1');
    expect(csvPlace(m)).toBe('Zoom; In person');
  });
  it('falls back to the single spot in both', () => {
    const m = meetingSchema.parse({ id: '1', sid: 'a', spot: 'phone_call', spots: [] });
    expect(placeText(m)).toBe('Phone call');
    expect(csvPlace(m)).toBe('Phone call');
  });
});
