import { z } from 'zod';

export const siteProfiles = ['community', 'alumni'] as const;
export const siteProfileSchema = z.enum(siteProfiles);
export type SiteProfile = z.infer<typeof siteProfileSchema>;

/** Public identity of the portal: what the shell and the home page show. */
export const siteSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  profile: siteProfileSchema,
  logoUrl: z.string().nullable(),
});
export type Site = z.infer<typeof siteSchema>;
