import { describe, expect, it } from 'vitest';
import { splitAddresses } from './address-list';

const addresses = (text: string) => splitAddresses(text).map((a) => a.address);

describe('splitAddresses', () => {
  it('splits on commas, semicolons, spaces, tabs and new lines, leaving out empty parts', () => {
    expect(addresses('a@x.co, b@x.co;c@x.co d@x.co\te@x.co\r\n\nf@x.co ,, ;')).toEqual([
      'a@x.co',
      'b@x.co',
      'c@x.co',
      'd@x.co',
      'e@x.co',
      'f@x.co',
    ]);
    expect(splitAddresses('  \n ,; ')).toEqual([]);
  });

  it('keeps "Name <address>" forms whole, with the name, as a mail client copies them', () => {
    expect(splitAddresses('Ada Lovelace <ada@x.co>, "Hopper, Grace" <grace@x.co>\n<bare@x.co>')).toEqual([
      { text: 'Ada Lovelace <ada@x.co>', address: 'ada@x.co', name: 'Ada Lovelace' },
      { text: '"Hopper, Grace" <grace@x.co>', address: 'grace@x.co', name: 'Hopper, Grace' },
      { text: '<bare@x.co>', address: 'bare@x.co' },
    ]);
  });

  it('does not take bare addresses typed before a bracketed one for its name', () => {
    expect(addresses('a@x.co b@x.co <c@x.co>')).toEqual(['a@x.co', 'b@x.co', 'c@x.co']);
  });

  it('keeps what is not an address as typed, for the check to name', () => {
    expect(splitAddresses('ada@ <broken')).toEqual([
      { text: 'ada@', address: 'ada@' },
      { text: '<broken', address: '<broken' },
    ]);
    expect(splitAddresses('Ada <  ada@x.co >')).toEqual([
      { text: 'Ada <  ada@x.co >', address: 'ada@x.co', name: 'Ada' },
    ]);
  });
});
