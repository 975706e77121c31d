/**
 * Wire shapes every back-office call shares (admin-api.md "Common rules"), as zod schemas with their
 * inferred types (the SPAs import the types with `import type`). Each back-office module's own shapes
 * are in its contract file (categories.ts, audit.ts, …) and build on these.
 */
import { z } from 'zod';

/**
 * A page of a back-office list: the items under the list's own key (`categories`, `coupons`,
 * `rangeProducts`…) and `count`, the number of matching records (not the page's length). Pages
 * are 1-based, 20 items (products 12); Load More asks for the next page while `count` exceeds
 * what is loaded.
 */
export type AdminList<K extends string, T> = { [P in K]: T[] } & { count: number };

/** The schema of an `AdminList` answer: `{<key>: item[], count}`. */
export const adminListAnswer = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.object({ [key]: z.array(item), count: z.number() } as { [P in K]: z.ZodArray<S> } & { count: z.ZodNumber });

/** The answer of a deletion: `{success: true}`. */
export const successAnswer = z.object({ success: z.literal(true) });
export type SuccessAnswer = z.infer<typeof successAnswer>;

/** 404 for an unknown id, 409 for a rule that refuses the change without a field, 401/403 for access: `{message}`. */
export interface MessageAnswer {
  message: string;
}

/** 400 for bad input, and 409 for a conflict about one field: field name → a sentence for a person. */
export type FieldErrorsAnswer = Record<string, string>;
