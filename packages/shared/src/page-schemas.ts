import { z } from 'zod';

/** Pass back as ?cursor= for a list's next page; null on the last page. */
export const nextCursorSchema = z.string().nullable();

/** A keyset-paged list's answer: the page's rows under `key`, and the cursor of the page after them. */
export function keysetPageSchema<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  const shape = { [key]: z.array(item), nextCursor: nextCursorSchema };
  return z.object(shape as Record<Key, z.ZodArray<Item>> & { nextCursor: typeof nextCursorSchema });
}
