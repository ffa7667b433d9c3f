import { z } from 'zod/mini';
import { canonicalZone } from '@/lib/time/zone-names';

// Lenient reading (docs/product.md decision 5): every optional field may be null or missing, unknown
// keys are dropped, and enums we branch on fall back to "unknown" instead of failing the page.
// zod/mini keeps the fetch layer small enough for the first screen's bundle budget.

export const optString = z.nullish(z.string());
export const optNumber = z.nullish(z.number());
export const optInt = z.nullish(z.int());
export const optBoolean = z.nullish(z.boolean());
/** A zone the workspace sent, by its current name ("Asia/Calcutta" read as "Asia/Kolkata"): one zone, one name on every screen. */
export const optZone = z.pipe(
  optString,
  z.transform((v) => v && canonicalZone(v)),
);

export const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v): z.output<T>[] => v ?? []),
  );

export function lenientEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.enum([...values, 'unknown'] as unknown as readonly [...T, 'unknown']), 'unknown' as const);
}

export const paginationSchema = z.pipe(
  z.nullish(
    z.object({
      total_records: optInt,
      total_pages: optInt,
      current_page_number: optInt,
      page_size: optInt,
    }),
  ),
  z.transform((v) => v ?? {}),
);

export type Pagination = z.output<typeof paginationSchema>;

const decimal = z.nullish(z.union([z.string(), z.number()]));

export const feeSchema = z.object({
  id: optString,
  amount: decimal,
  currency: optString,
  feeable_id: optString,
  feeable_type: optString,
  payment_provider: optString,
  kind: optString,
  min_amount: decimal,
  is_default: optBoolean,
  display_amount: optString,
  is_tax_enabled: optBoolean,
  is_tip_enabled: optBoolean,
  is_tax_applicable_on_tip: optBoolean,
  taxes: list(z.unknown()),
  vpas: list(z.unknown()),
  recipient: z.nullish(
    z.object({ id: optString, fee_id: optString, accountable: z.nullish(z.record(z.string(), z.unknown())) }),
  ),
  amount_in_smallest_currency_unit: optInt,
});
export type Fee = z.output<typeof feeSchema>;
