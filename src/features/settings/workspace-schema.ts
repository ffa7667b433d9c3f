import { z } from 'zod';
import { hasPath, normalizeAddress } from '@/lib/workspaces';

/** The app's own origin is allowed over plain http: it is where the built-in sandbox lives. */
export const workspaceFormSchema = (appOrigin: string) =>
  z
  .object({
    label: z.string().trim().min(1, 'Give the workspace a name you will recognise.').max(60, 'Keep the name under 60 characters.'),
    address: z.string().transform((value, ctx) => {
      const result = normalizeAddress(value, appOrigin);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      return result.address;
    }),
    apiKey: z
      .string()
      .trim()
      .min(1, 'Paste the API key from NeetoCal (Settings → API keys).')
      .refine((v) => !/\s/.test(v), 'An API key has no spaces: copy it again.'),
    mode: z.enum(['server', 'direct']),
    apiVersion: z.enum(['latest', 'v1']),
    remember: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.mode === 'server' && hasPath(values.address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Through the Slotboard server, use the workspace address alone (https://acme.neetocal.com), with no path.',
      });
    }
  });

export type WorkspaceFormInput = z.input<ReturnType<typeof workspaceFormSchema>>;
export type WorkspaceFormOutput = z.output<ReturnType<typeof workspaceFormSchema>>;

export const isFormInput = (v: unknown): v is WorkspaceFormInput => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.label === 'string' &&
    typeof o.address === 'string' &&
    typeof o.apiKey === 'string' &&
    (o.mode === 'server' || o.mode === 'direct') &&
    (o.apiVersion === 'latest' || o.apiVersion === 'v1') &&
    typeof o.remember === 'boolean'
  );
};
