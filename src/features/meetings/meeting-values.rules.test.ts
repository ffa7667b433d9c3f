import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { unreadable } from '@/lib/believable';
import { bufferText, durationText, hostsText, meetingDurations, placeText, statusText } from './meeting-values';

const parse = (extra: Record<string, unknown>) => meetingSchema.parse({ id: '1', sid: 'a', ...extra });

describe('the durations a link offers', () => {
  it('are read from its list, then its possible durations, then its single duration, shortest first and each once', () => {
    expect(
      meetingDurations(
        parse({
          durations: [{ duration: 120 }, { duration: 15 }, { duration: 60 }, { duration: 15 }],
          durations_possible: [5],
          duration: 7,
        }),
      ),
    ).toEqual([15, 60, 120]);
    expect(meetingDurations(parse({ durations_possible: [90, 9, 30], duration: 7 }))).toEqual([9, 30, 90]);
    expect(meetingDurations(parse({ duration: 45 }))).toEqual([45]);
  });

  it('skip an entry of the list that carries no number', () => {
    expect(meetingDurations(parse({ durations: [{ id: 'x' }, { duration: 30 }] }))).toEqual([30]);
    expect(meetingDurations(parse({ durations: [{ id: 'x' }], duration: 20 }))).toEqual([20]);
  });

  it('are none at all, shown as a dash, when the link sends none', () => {
    expect(meetingDurations(parse({}))).toEqual([]);
    expect(durationText(parse({}))).toBe('—');
  });
});

describe('the hosts of a link, in one cell', () => {
  it('are named, by email when a host has no name, and a host with neither is left out', () => {
    expect(
      hostsText(
        parse({
          hosts: [{ name: 'Ana', email: 'ana@example.com' }, { email: 'ben@example.com' }, {}, { name: 'Cleo' }],
        }),
      ),
    ).toBe('Ana, ben@example.com, Cleo');
  });

  it('are a dash when there is nobody to name', () => {
    expect(hostsText(parse({ hosts: [] }))).toBe('—');
    expect(hostsText(parse({ hosts: [{ name: '', email: '' }] }))).toBe('—');
  });
});

describe('the status and buffers of a link', () => {
  it('says Disabled only for a disabled link', () => {
    expect(statusText(parse({ disabled: true }))).toBe('Disabled');
    expect(statusText(parse({ disabled: false }))).toBe('Enabled');
    expect(statusText(parse({}))).toBe('Enabled');
  });

  it('shows a dash when neither buffer was sent, and a missing one as 0 beside the other', () => {
    expect(bufferText(parse({}))).toBe('—');
    expect(bufferText(parse({ after_buffer_time: 5 }))).toBe('0 / 5 min');
    expect(bufferText(parse({ before_buffer_time: -1 }))).toEqual(unreadable('-1 before, none after (min)'));
  });

  it('shows a single place without a count', () => {
    expect(placeText(parse({ spots: [{ spot: 'zoom' }] }))).toBe('Zoom');
  });
});
