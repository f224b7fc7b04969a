import { z } from 'zod';

/** The one error body every API failure returns (DESIGN §3). */
export const apiErrorSchema = z.object({
  error: z.string().describe('Machine-readable code, e.g. "validation" or "not_found"'),
  message: z.string().describe('Text fit to show a person'),
  fields: z.record(z.string(), z.string()).optional().describe('Per-field messages'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
