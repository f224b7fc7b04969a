import { z } from 'zod';
import { joinPolicySchema } from './alumni';

export const siteProfiles = ['community', 'alumni'] as const;
export const siteProfileSchema = z.enum(siteProfiles);
export type SiteProfile = z.infer<typeof siteProfileSchema>;

/** Public identity of the portal: what the shell and the home page show. */
export const siteSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  profile: siteProfileSchema,
  logoUrl: z.string().nullable(),
  /** ISO 3166 alpha-2: the country forms start in, and numbers without a code are read in. */
  defaultCountry: z.string(),
  /** IANA zone new events take unless their organiser picks another (issue 19). */
  timeZone: z.string(),
  /** Share of page loads that report Core Web Vitals (0 to 1), see docs/web-vitals.md. */
  webVitalsSampleRate: z.number().min(0).max(1),
  /**
   * Who may join (issue 35): `open` (everyone, at once), `roster` (the association's list lets in
   * at once, others wait) or `approval` (everyone waits). Sign-up screens say what comes next.
   */
  joinPolicy: joinPolicySchema.optional(),
});
export type Site = z.infer<typeof siteSchema>;
