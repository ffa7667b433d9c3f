import { z } from 'zod';

// Lenient reading (PRODUCT.md decision 5): every optional field may be null or missing, unknown
// keys are dropped, and enums we branch on fall back to "unknown" instead of failing the page.

export const optString = z.string().nullish();
export const optNumber = z.number().nullish();
export const optInt = z.number().int().nullish();
export const optBoolean = z.boolean().nullish();

export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);

export function lenientEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum([...values, 'unknown'] as unknown as readonly [...T, 'unknown']).catch('unknown');
}

export const paginationSchema = z
  .object({
    total_records: optInt,
    total_pages: optInt,
    current_page_number: optInt,
    page_size: optInt,
  })
  .nullish()
  .transform((v) => v ?? {});

export type Pagination = z.output<typeof paginationSchema>;

export const feeSchema = z.object({
  id: optString,
  amount: z.union([z.string(), z.number()]).nullish(),
  currency: optString,
  feeable_id: optString,
  feeable_type: optString,
  payment_provider: optString,
  kind: optString,
  min_amount: z.union([z.string(), z.number()]).nullish(),
  is_default: optBoolean,
  display_amount: optString,
  is_tax_enabled: optBoolean,
  is_tip_enabled: optBoolean,
  is_tax_applicable_on_tip: optBoolean,
  taxes: list(z.unknown()),
  vpas: list(z.unknown()),
  recipient: z
    .object({ id: optString, fee_id: optString, accountable: z.record(z.string(), z.unknown()).nullish() })
    .nullish(),
  amount_in_smallest_currency_unit: optInt,
});
export type Fee = z.output<typeof feeSchema>;
