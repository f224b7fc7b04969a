import { z } from 'zod';

/**
 * An answer that may carry a `{ message }` to show, or nothing at all (204). Used for deletes and
 * role changes, whose bodies the docs leave open; other fields are ignored.
 */
export const optionalMessageSchema = z
  .object({ message: z.string().optional() })
  .optional()
  .catch(undefined);
