import { describe, expect, it } from 'vitest';
import { firstMessages } from '@/testing/first-messages';
import { settingsDraftSchema, workspaceFormSchema, type WorkspaceFormInput } from './workspace-schema';

const ORIGIN = 'http://127.0.0.1:4173';
const valid: WorkspaceFormInput = {
  label: ' Acme ',
  address: 'acme',
  apiKey: ' key-123 ',
  mode: 'server',
  apiVersion: 'latest',
  remember: false,
};

const messages = (input: WorkspaceFormInput) => firstMessages(workspaceFormSchema(ORIGIN).safeParse(input));

describe('the workspace form schema', () => {
  it('trims the name and key and expands a subdomain to the address it calls', () => {
    expect(workspaceFormSchema(ORIGIN).parse(valid)).toEqual({
      label: 'Acme',
      address: 'https://acme.neetocal.com',
      apiKey: 'key-123',
      mode: 'server',
      apiVersion: 'latest',
      remember: false,
    });
  });

  it('says what is wrong beside each field', () => {
    expect(messages({ ...valid, label: '   ', apiKey: '' })).toEqual({
      label: 'Give the workspace a name you will recognise.',
      apiKey: 'Paste the API key from NeetoCal (Settings → API keys).',
    });
    expect(messages({ ...valid, label: 'x'.repeat(61) })).toEqual({ label: 'Keep the name under 60 characters.' });
    expect(messages({ ...valid, apiKey: 'abc def' })).toEqual({ apiKey: 'An API key has no spaces: copy it again.' });
    expect(messages({ ...valid, apiKey: 'clé-123' })).toEqual({
      apiKey: 'An API key is made of plain letters, digits and signs: copy it again from NeetoCal.',
    });
    expect(messages({ ...valid, address: 'http://localhost' })).toEqual({
      address: "Over plain http, give the local sandbox's port too, for example http://127.0.0.1:4010.",
    });
    expect(messages({ ...valid, address: 'ftp://acme.example' })).toEqual({
      address: 'The address must start with https://.',
    });
    expect(messages({ ...valid, address: 'http://acme.example.com' })).toEqual({
      address: 'Use https://: over plain http the API key would travel unencrypted.',
    });
  });

  it('refuses a path through the server but keeps it for a direct connection', () => {
    expect(messages({ ...valid, address: 'https://acme.example.com/tenant' })).toEqual({
      address:
        'Through the Slotboard server, use the workspace address alone (https://acme.neetocal.com), with no path.',
    });
    expect(
      workspaceFormSchema(ORIGIN).parse({ ...valid, mode: 'direct', address: 'https://acme.example.com/tenant' })
        .address,
    ).toBe('https://acme.example.com/tenant');
  });

  it('allows plain http on the app’s own origin, where the sandbox lives', () => {
    expect(workspaceFormSchema(ORIGIN).parse({ ...valid, address: ORIGIN }).address).toBe(ORIGIN);
  });
});

describe('a kept draft of the workspace form', () => {
  const values = {
    label: 'Acme',
    address: 'https://acme.neetocal.com',
    apiKey: 'k',
    mode: 'server',
    apiVersion: 'latest',
    remember: false,
  } as const;
  const base = {
    id: 'acme',
    label: 'Acme',
    address: 'https://acme.neetocal.com',
    mode: 'server',
    apiVersion: 'latest',
    remember: false,
    sandbox: false,
  } as const;
  const reads = (draft: object) => settingsDraftSchema.safeParse(draft).success;

  it('reads a draft of a new workspace without a base, and one of a workspace with the base it started from', () => {
    expect(reads({ target: 'new', values })).toBe(true);
    expect(reads({ target: 'acme', values, base, keyEdited: true })).toBe(true);
  });

  it('refuses a draft that cannot be compared: an existing workspace without its base, a new one with a base, or a base of another workspace', () => {
    expect(reads({ target: 'acme', values })).toBe(false);
    expect(reads({ target: 'new', values, base: { ...base, id: 'new' } })).toBe(false);
    expect(reads({ target: 'acme', values, base: { ...base, id: 'other' } })).toBe(false);
  });
});
