import type { Industry, OpenTo, SocialMedia, Visibility, VisibilityLevel } from '@portal/contract';

/** Who the preview pretends to be. `self` sees everything, as the server shows you your own card. */
export const previewViewers = ['batchmate', 'member', 'visitor'] as const;
export type Viewer = (typeof previewViewers)[number] | 'self';

/**
 * The server's rule, applied in the browser for the preview: public → everyone; members →
 * signed-in members; batch → members of the same batch; private → only you.
 */
export function canSee(level: VisibilityLevel, viewer: Viewer): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'members':
      return viewer !== 'visitor';
    case 'batch':
      return viewer === 'batchmate' || viewer === 'self';
    case 'private':
      return viewer === 'self';
  }
}

/** What a profile holds that a card may show. */
export interface CardSource {
  name: string;
  imageUrl: string | null;
  batch: number | null;
  course: string | null;
  email: string;
  mobile: string;
  address: string | null;
  city: string | null;
  country: string | null;
  jobTitle: string | null;
  businessName: string | null;
  industry: Industry | null;
  skills: string[];
  openTo: OpenTo[];
  socialMedia: SocialMedia;
  visibility: Visibility;
}

/**
 * The card `viewer` would get: like the directory's answer, a field they may not see is absent
 * (no key), never null. The name and picture always show; the batch and course to members.
 */
export type PreviewCard = Partial<Omit<CardSource, 'visibility'>> &
  Pick<CardSource, 'name' | 'imageUrl'>;

export function previewCard(source: CardSource, viewer: Viewer): PreviewCard {
  const { visibility: seen } = source;
  const card: PreviewCard = { name: source.name, imageUrl: source.imageUrl };
  if (viewer !== 'visitor') {
    card.batch = source.batch;
    card.course = source.course;
  }
  if (canSee(seen.email, viewer)) card.email = source.email;
  if (canSee(seen.mobile, viewer)) card.mobile = source.mobile;
  if (canSee(seen.address, viewer)) card.address = source.address;
  if (canSee(seen.location, viewer)) {
    card.city = source.city;
    card.country = source.country;
  }
  if (canSee(seen.career, viewer)) {
    card.jobTitle = source.jobTitle;
    card.businessName = source.businessName;
    card.industry = source.industry;
    card.skills = source.skills;
    card.openTo = source.openTo;
  }
  if (canSee(seen.social, viewer)) card.socialMedia = source.socialMedia;
  return card;
}
