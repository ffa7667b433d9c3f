import { describe, expect, it } from 'vitest';
import { searchZones, zoneEntry, zoneIndex, fold, type ZoneEntry } from './zone-search';

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

  it('finds a zone by its old name, under its current one, once', () => {
    expect(found('Calcutta')).toEqual(['Asia/Kolkata']);
    expect(first('Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(first('kiev')).toBe('Europe/Kyiv');
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

// Small made-up zones, so each ranking rule is seen on its own.
const zone = (value: string, offset: number, city: string, names: [string, number][] = []): ZoneEntry => ({
  value,
  label: value,
  group: value.split('/')[0]!,
  offset,
  city,
  names: names.map(([text, order]) => ({ text, order })),
  country: null,
});
const ranked = (entries: ZoneEntry[], typed: string) => searchZones(entries, typed).map((z) => z.value);

describe('fold: what is typed and what is searched are compared the same way', () => {
  it('drops accents and case, reads underscores, slashes and repeated spaces as one space, trims', () => {
    expect(fold('  São__Paulo ')).toBe('sao paulo');
    expect(fold('America//New_York')).toBe('america new york');
    expect(fold('new   york')).toBe('new york');
  });
});

describe('searchZones ranking', () => {
  it('puts a city named exactly as typed before one whose name only starts with it', () => {
    const entries = [zone('X/York_Town', -300, 'york town'), zone('X/York', 0, 'york')];
    expect(ranked(entries, 'York')).toEqual(['X/York', 'X/York_Town']);
  });

  it('puts a city starting with the text before one with a later word starting with it', () => {
    const entries = [zone('X/New_Yorkton', -500, 'new yorkton'), zone('X/Yorkton', 0, 'yorkton')];
    expect(ranked(entries, 'york')).toEqual(['X/Yorkton', 'X/New_Yorkton']);
  });

  it('puts a later word of a city before a name that only starts with the text', () => {
    const entries = [zone('X/Shire', -500, 'shire', [['yorkshire', 0]]), zone('X/New_Yorkton', 0, 'new yorkton')];
    expect(ranked(entries, 'York')).toEqual(['X/New_Yorkton', 'X/Shire']);
  });

  it('among names that start with the text, the zone meant most often comes first', () => {
    const entries = [
      zone('X/Second', -600, 'second', [['yorkshire', 1]]),
      zone('X/First', 0, 'first', [['yorkshire', 0]]),
    ];
    expect(ranked(entries, 'yorks')).toEqual(['X/First', 'X/Second']);
  });

  it('a name that starts with the text beats a match anywhere in the id', () => {
    // "yorksh" starts no word of Oldyorkshire: only its id holds it, and a name starting with it wins.
    const entries = [zone('X/Oldyorkshire', -600, 'oldyorkshire'), zone('X/Moor', 0, 'moor', [['yorkshire', 0]])];
    expect(ranked(entries, 'yorksh')).toEqual(['X/Moor', 'X/Oldyorkshire']);
    expect(ranked(entries, 'orksh')).toEqual(['X/Oldyorkshire', 'X/Moor']);
  });

  it('ranks a zone by its best match, whatever else it matches', () => {
    // "york" is an exact name of both; First's city only starts with it, which must not lower it.
    const entries = [zone('X/Second', -600, 'second', [['york', 1]]), zone('X/First', 0, 'yorkville', [['york', 0]])];
    expect(ranked(entries, 'york')).toEqual(['X/First', 'X/Second']);
  });

  it('finds any part of the id, then any part of a name, and nothing else', () => {
    const entries = [
      zone('X/Moor', -600, 'moor', [['big yorkshire', 0]]),
      zone('X/Old_Yorkshire', 0, 'old yorkshire'),
      zone('X/Dale', 0, 'dale'),
    ];
    expect(ranked(entries, 'orksh')).toEqual(['X/Old_Yorkshire', 'X/Moor']);
    expect(ranked(entries, 'atlantis')).toEqual([]);
  });

  it('orders equally good matches by offset, west first, then by id', () => {
    const entries = [
      zone('X/C', -60, 'c', [['york', 0]]),
      zone('X/B', -300, 'b', [['york', 0]]),
      zone('X/A2', -600, 'a2', [['york', 0]]),
      zone('X/A1', -600, 'a1', [['york', 0]]),
    ];
    expect(ranked(entries, 'york')).toEqual(['X/A1', 'X/A2', 'X/B', 'X/C']);
  });

  it('shows the list as it is, up to the limit, while nothing is typed', () => {
    const entries = [zone('X/C', 60, 'c'), zone('X/A', -60, 'a'), zone('X/B', 0, 'b')];
    expect(ranked(entries, '')).toEqual(['X/C', 'X/A', 'X/B']);
    expect(searchZones(entries, '  ', 2).map((z) => z.value)).toEqual(['X/C', 'X/A']);
  });

  it('stops at the limit when more zones match', () => {
    const entries = [
      zone('X/C', 60, 'c', [['york', 0]]),
      zone('X/A', -60, 'a', [['york', 0]]),
      zone('X/B', 0, 'b', [['york', 0]]),
    ];
    expect(searchZones(entries, 'york', 2).map((z) => z.value)).toEqual(['X/A', 'X/B']);
  });
});

describe('zoneIndex entries', () => {
  // Built inside the test (nothing in this file builds it earlier), so the names are worked out here.
  it('knows each zone by its city, its names and its country, worked out on first use', () => {
    const index = zoneIndex(Date.UTC(2026, 0, 15));
    const entry = (value: string) => index.find((z) => z.value === value)!;
    expect(entry('Asia/Kolkata')).toMatchObject({ city: 'kolkata', country: 'India' });
    expect(entry('Asia/Kolkata').names.map((n) => n.text)).toEqual(expect.arrayContaining(['ist', 'india', 'bombay']));
    expect(entry('America/Argentina/Buenos_Aires')).toMatchObject({
      city: 'argentina buenos aires',
      country: 'Argentina',
    });
    expect(entry('UTC')).toMatchObject({ city: 'utc', country: null });
    expect(entry('Pacific/Chatham')).toMatchObject({ names: [], country: null });
    // A zone with no names of its own is still found by its city.
    expect(searchZones(index, 'chatham')[0]?.value).toBe('Pacific/Chatham');
    expect(searchZones(index, '  Sao__Paulo ')[0]?.value).toBe('America/Sao_Paulo');
    // A common name of several words is a name of its own, the zone meant most often first.
    expect(searchZones(index, 'Central European')[0]?.value).toBe('Europe/Paris');
    expect(searchZones(index, 'coordinated universal')[0]?.value).toBe('UTC');
  });
});
