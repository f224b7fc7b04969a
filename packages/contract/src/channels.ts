import { z } from 'zod';

/** Spec §3 channel suggestion: the id and name, enough to pick or link a channel. */
export const channelSummarySchema = z.object({ _id: z.string(), name: z.string() });
export type ChannelSummary = z.infer<typeof channelSummarySchema>;
export const channelSummaryListSchema = z.array(channelSummarySchema);
