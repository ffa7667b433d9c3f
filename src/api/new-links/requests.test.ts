import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { readSample } from '@/testing/samples';
import { newLinkRequests } from './requests';
import { oneOffLinkSchema, templateListSchema } from './schemas';

type Sent = { method: string; path: string; query?: unknown; body?: unknown };

function requester() {
  const sent: Sent[] = [];
  const request = (async (args: RequestArgs<never>) => {
    sent.push({ method: args.method, path: args.path, query: args.query, body: args.body });
    return {};
  }) as never;
  return { sent, links: newLinkRequests(request) };
}

describe('new links’ requests', () => {
  it('go by the vendor’s routes, the link’s sid written safely, the body as given', async () => {
    const { sent, links } = requester();
    await links.templates();
    const body = { name: 'Intro', slug: 'intro', hosts: ['a@example.com'], duration: 30, template_id: 't1' };
    await links.create(body);
    await links.createOneOff('a/b');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/meeting_templates',
      'POST /v1/meetings',
      'POST /v1/meetings/a%2Fb/create_one_off_link',
    ]);
    expect(sent[0]!.query).toEqual({ page_number: 1, page_size: 100 });
    expect(sent[1]!.body).toEqual(body);
  });
});

describe('templates as the workspace sends them', () => {
  it('keeps a record without an id or a sid as not readable, with its name, and reads the others', () => {
    const read = templateListSchema.parse({
      templates: [
        { id: 't1', sid: 's1', name: 'Intro', is_template: true, duration: 30, hosts: null, extra: 1 },
        { name: 'No id', duration: 30 },
        { sid: 's3', name: '   ' },
        null,
        'not a record',
      ],
      pagination: { total_records: -3 },
    });
    expect(read.templates.map((t) => (t.readable ? t.template.sid : `not readable: ${t.name}`))).toEqual([
      's1',
      'not readable: No id',
      'not readable: null',
      'not readable: null',
      'not readable: null',
    ]);
  });

  it('reads a missing or null list as no templates', () => {
    expect(templateListSchema.parse({}).templates).toEqual([]);
    expect(templateListSchema.parse({ templates: null }).templates).toEqual([]);
  });
});

describe('a one-off address', () => {
  it('is kept only when a browser opens it as a page', () => {
    const url = (u: unknown) => oneOffLinkSchema.parse({ slug: 'x', url: u }).url;
    expect(url('https://acme.neetocal.com/one-off-1')).toBe('https://acme.neetocal.com/one-off-1');
    expect(url('http://127.0.0.1:4010/one-off-1')).toBe('http://127.0.0.1:4010/one-off-1');
    expect(url('javascript:alert(1)')).toBeNull();
    expect(url('/one-off-1')).toBeNull();
    expect(url('')).toBeNull();
    expect(url(null)).toBeNull();
    expect(oneOffLinkSchema.parse({}).url).toBeNull();
  });

  it('reads the vendor’s samples: bare, and wrapped as the help centre shows it', () => {
    for (const name of [
      'v1_one_off_link_response_repo_example_2025-07.json',
      'v2_one_off_link_response_helpcenter.json',
    ])
      expect(oneOffLinkSchema.parse(readSample(name)).slug).toBe('one-off-c5530bc7c9ab');
    expect(oneOffLinkSchema.parse(readSample('v1_one_off_link_response_repo_example_2025-07.json')).url).toBe(
      'https://spinkart.neetocal.com/one-off-c5530bc7c9ab',
    );
  });
});
