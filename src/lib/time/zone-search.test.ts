import { describe, expect, it } from 'vitest';
import { searchZones, zoneEntry, zoneIndex } from './zone-search';

const index = zoneIndex(Date.UTC(2026, 0, 15));
const first = (q: string) => searchZones(index, q)[0]?.value;
const found = (q: string) => searchZones(index, q).map((z) => z.value);

describe('zoneIndex', () => {
  it('holds every IANA zone the runtime knows, with current names', () => {
    expect(index.length).toBeGreaterThan(400);
    const values = index.map((z) => z.value);
    for (const zone of [
      'America/Sao_Paulo',
      'America/Argentina/Buenos_Aires',
      'America/Santiago',
      'America/Halifax',
      'America/Caracas',
      'Asia/Vladivostok',
      'Asia/Kolkata',
      'Europe/Kyiv',
      'UTC',
    ]) {
      expect(values).toContain(zone);
    }
    expect(values).not.toContain('Asia/Calcutta');
  });
});

describe('searchZones', () => {
  it('finds countries by name', () => {
    expect(first('India')).toBe('Asia/Kolkata');
    expect(first('brazil')).toBe('America/Sao_Paulo');
    expect(first('UK')).toBe('Europe/London');
    expect(first('United Kingdom')).toBe('Europe/London');
    expect(first('Argentina')).toBe('America/Argentina/Buenos_Aires');
    expect(found('Russia')).toContain('Asia/Vladivostok');
  });

  it('finds common names and abbreviations, the zone meant most often first', () => {
    expect(first('EST')).toBe('America/New_York');
    expect(first('eastern')).toBe('America/New_York');
    expect(first('IST')).toBe('Asia/Kolkata');
    expect(found('IST')).toContain('Europe/Dublin');
    expect(first('PST')).toBe('America/Los_Angeles');
    expect(first('Pacific')).toBe('America/Los_Angeles');
    expect(first('CET')).toBe('Europe/Paris');
    expect(found('Central European')).toContain('Europe/Berlin');
    expect(first('JST')).toBe('Asia/Tokyo');
  });

  it('finds cities with or without accents and spaces', () => {
    expect(first('São Paulo')).toBe('America/Sao_Paulo');
    expect(first('sao paulo')).toBe('America/Sao_Paulo');
    expect(first('buenos')).toBe('America/Argentina/Buenos_Aires');
    expect(first('Halifax')).toBe('America/Halifax');
    expect(first('caracas')).toBe('America/Caracas');
    expect(first('Vladivostok')).toBe('Asia/Vladivostok');
    expect(first('Kolkata')).toBe('Asia/Kolkata');
    expect(first('new york')).toBe('America/New_York');
  });

  it('finds nothing for text no zone has', () => {
    expect(found('Atlantis')).toEqual([]);
  });
});

describe('zoneEntry', () => {
  it('writes every zone exactly as zoneIndex lists it', () => {
    const now = Date.UTC(2026, 6, 1, 12);
    const index = zoneIndex(now);
    expect(index.length).toBeGreaterThan(400);
    for (const entry of index) expect(zoneEntry(entry.value, now)).toEqual(entry);
  });

  it('knows nothing of a zone the runtime does not know', () => {
    expect(zoneEntry('Mars/Olympus_Mons', Date.UTC(2026, 6, 1))).toBeNull();
  });
});
