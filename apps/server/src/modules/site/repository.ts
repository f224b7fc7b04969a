import type { Site } from '@portal/contract';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

export interface SiteDefaults {
  name: string;
  profile: Site['profile'];
}

const defaultTaglines: Record<Site['profile'], string> = {
  community: 'Connect locally, live globally',
  alumni: 'Stay connected with your school and each other',
};

/** Admin overrides win; anything not overridden comes from the environment's defaults. */
export async function getSite(db: Database, defaults: SiteDefaults): Promise<Site> {
  const [row] = await db.select().from(siteSettings).limit(1);
  const profile = row?.profile ?? defaults.profile;
  return {
    name: row?.name ?? defaults.name,
    tagline: row?.tagline ?? defaultTaglines[profile],
    profile,
    logoUrl: row?.logoUrl ?? null,
  };
}
