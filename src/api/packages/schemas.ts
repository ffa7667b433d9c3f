import { z } from 'zod/mini';
import { feeSchema, lenientEnum, optInt, optString, paginationSchema } from '../schema-helpers';

/** A free package's fee comes back as [] in the vendor's older spec; it reads as null. */
const packageFeeSchema = z.pipe(
  z.nullish(
    z.union([
      feeSchema,
      z.pipe(
        z.array(z.unknown()).check(z.maxLength(0)),
        z.transform(() => null),
      ),
    ]),
  ),
  z.transform((v) => v ?? null),
);

export const packageSchema = z.object({
  id: z.string(),
  name: optString,
  slug: optString,
  status: lenientEnum(['enabled', 'disabled'] as const),
  /** Seconds (spec §2.4). */
  duration: optInt,
  fee: packageFeeSchema,
});
export type Package = z.output<typeof packageSchema>;

export const packageListSchema = z.object({
  packages: z.array(packageSchema),
  pagination: paginationSchema,
});
