import { describe, expect, it } from 'vitest';
import { weekdays9to5 } from '@/lib/time/periods';
import { draftKey, draftSchema } from './draft';

describe('the bulk hours draft', () => {
  it('is kept under a key of its own for each workspace', () => {
    expect(draftKey('w1')).toBe('bulk-hours.w1');
    expect(draftKey('w2')).not.toBe(draftKey('w1'));
  });

  it('reads back a painted week with a zone this browser knows', () => {
    const draft = { week: weekdays9to5(), timeZone: 'Europe/Paris' };
    expect(draftSchema.safeParse(draft)).toMatchObject({ success: true, data: draft });
  });

  it('is not read back with a zone this browser does not know, nor without its week', () => {
    expect(draftSchema.safeParse({ week: weekdays9to5(), timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(draftSchema.safeParse({ timeZone: 'Europe/Paris' }).success).toBe(false);
    expect(draftSchema.safeParse({ week: weekdays9to5() }).success).toBe(false);
  });
});
