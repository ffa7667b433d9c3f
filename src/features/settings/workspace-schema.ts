import { z } from 'zod/mini';
import { hasPath, normalizeAddress } from '@/lib/workspace-address';
import { apiVersionPreferenceSchema, connectionModeSchema, isSendableKey } from '@/lib/workspaces';

/** The app's own origin is allowed over plain http: it is where the built-in sandbox lives. */
export const workspaceFormSchema = (appOrigin: string) =>
  z
    .object({
      label: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Give the workspace a name you will recognise.'),
          z.maxLength(60, 'Keep the name under 60 characters.'),
        ),
      address: z.pipe(
        z.string(),
        z.transform((value: string, ctx) => {
          const result = normalizeAddress(value, appOrigin);
          if (!result.ok) {
            ctx.issues.push({ code: 'custom', message: result.message, input: value });
            return z.NEVER;
          }
          return result.address;
        }),
      ),
      apiKey: z.string().check(
        z.trim(),
        z.minLength(1, 'Paste the API key from NeetoCal (Settings → API keys).'),
        z.refine((v) => !/\s/.test(v), 'An API key has no spaces: copy it again.'),
        z.refine(
          (v) => /\s/.test(v) || isSendableKey(v),
          'An API key is made of plain letters, digits and signs: copy it again from NeetoCal.',
        ),
      ),
      mode: connectionModeSchema,
      apiVersion: apiVersionPreferenceSchema,
      remember: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.mode === 'server' && hasPath(values.address)) {
          ctx.addIssue({
            code: 'custom',
            path: ['address'],
            message:
              'Through the Slotboard server, use the workspace address alone (https://acme.neetocal.com), with no path.',
          });
        }
      }),
    );

export type WorkspaceFormInput = z.input<ReturnType<typeof workspaceFormSchema>>;
export type WorkspaceFormOutput = z.output<ReturnType<typeof workspaceFormSchema>>;

/** A form input as kept in a draft: read back through this before it reaches the form. */
const storedFormInputSchema = z.object({
  label: z.string(),
  address: z.string(),
  apiKey: z.string(),
  mode: connectionModeSchema,
  apiVersion: apiVersionPreferenceSchema,
  remember: z.boolean(),
});

/** A workspace entry as a draft remembers it: what the draft started from, without the key. */
const draftBaseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  address: z.string(),
  mode: connectionModeSchema,
  apiVersion: apiVersionPreferenceSchema,
  remember: z.boolean(),
  sandbox: z.boolean(),
});

/**
 * The open workspace form kept across a reload: which workspace it edits, its values and, for a
 * workspace that exists, the entry it started from and whether the key typed differs from the one
 * kept then (the key is not in the entry, so it is said apart).
 */
export const settingsDraftSchema = z
  .object({
    target: z.string().check(z.minLength(1)),
    values: storedFormInputSchema,
    base: z.optional(draftBaseSchema),
    keyEdited: z.optional(z.boolean()),
  })
  // A draft of a workspace that exists says which version it started from, or it cannot be compared.
  .check(z.refine((d) => (d.target === 'new') === (d.base === undefined) && (!d.base || d.base.id === d.target)));

export const EMPTY_FORM: WorkspaceFormInput = {
  label: '',
  address: '',
  apiKey: '',
  mode: 'server',
  apiVersion: 'latest',
  remember: false,
};

/** The form's values for a workspace as it is saved. */
export const formValuesOf = (
  w: Omit<z.output<typeof draftBaseSchema>, 'id' | 'sandbox'>,
  apiKey: string,
): WorkspaceFormInput => ({
  label: w.label,
  address: w.address,
  apiKey,
  mode: w.mode,
  apiVersion: w.apiVersion,
  remember: w.remember,
});
export type SettingsDraft = z.output<typeof settingsDraftSchema>;
