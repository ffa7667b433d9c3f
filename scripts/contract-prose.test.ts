import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withoutProse } from './contract-prose';

const OPENAPI = join(import.meta.dirname, '../contracts/neetocal/openapi');

describe('withoutProse', () => {
  const vendor = {
    info: { title: 'Links', description: 'Long words about the API.' },
    tags: [{ name: 'Links', description: 'APIs to manage links.' }],
    paths: {
      '/meetings': {
        get: {
          summary: 'List links',
          description: 'This API lists links.',
          parameters: [
            { in: 'query', name: 'page_number', description: 'When absent, all results.', schema: { type: 'integer' } },
          ],
          responses: {
            '200': {
              description: 'OK - Request succeeded',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/m' } } },
            },
            '400': { description: 'Bad Request - Missing/Invalid parameters' },
          },
        },
      },
    },
    components: {
      schemas: {
        m: {
          type: 'object',
          description: 'A link.',
          properties: { description: { type: 'string', description: 'Purpose or agenda.', example: 'Demo' } },
          example: { description: 'Schedule a call.', name: 'Demo' },
        },
      },
    },
  };

  it('leaves out the prose of the info, tags, operations, parameters and schemas', () => {
    const out = withoutProse(vendor) as typeof vendor;
    expect(out.info).toEqual({ title: 'Links' });
    expect(out.tags).toEqual([{ name: 'Links' }]);
    expect(out.paths['/meetings'].get).not.toHaveProperty('description');
    expect(out.paths['/meetings'].get.parameters[0]).toEqual({
      in: 'query',
      name: 'page_number',
      schema: { type: 'integer' },
    });
    expect(out.components.schemas.m).not.toHaveProperty('description');
  });

  it('keeps what is data: response statuses, a field named description, and examples as written', () => {
    const out = withoutProse(vendor) as typeof vendor;
    expect(out.paths['/meetings'].get.responses['400']).toEqual({
      description: 'Bad Request - Missing/Invalid parameters',
    });
    expect(out.paths['/meetings'].get.responses['200'].description).toBe('OK - Request succeeded');
    expect(out.components.schemas.m.properties.description).toEqual({ type: 'string', example: 'Demo' });
    expect(out.components.schemas.m.example).toEqual({ description: 'Schedule a call.', name: 'Demo' });
    expect(vendor.info.description).toBe('Long words about the API.');
  });
});

describe('contracts/neetocal/openapi', () => {
  it.each(readdirSync(OPENAPI).filter((f) => f.endsWith('.yaml')))(
    '%s holds no vendor prose beyond response statuses',
    (file) => {
      const doc = parse(readFileSync(join(OPENAPI, file), 'utf8')) as { paths: object };
      expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
      expect(withoutProse(doc)).toEqual(doc);
    },
  );
});
