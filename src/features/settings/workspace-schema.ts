import { z } from 'zod';
import { z as zm } from 'zod/mini';
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

/** A form input as kept in a draft: read back through this before it reaches the form. */
export const storedFormInputSchema = zm.object({
  label: zm.string(),
  address: zm.string(),
  apiKey: zm.string(),
  mode: zm.enum(['server', 'direct']),
  apiVersion: zm.enum(['latest', 'v1']),
  remember: zm.boolean(),
});

/** The open workspace form kept across a reload: which workspace it edits and its values. */
export const settingsDraftSchema = zm.object({ target: zm.string(), values: storedFormInputSchema });
