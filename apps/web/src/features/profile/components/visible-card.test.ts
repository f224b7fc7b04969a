import { defaultVisibility, type Visibility } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canSee, previewCard, type CardSource } from './visible-card';

const rahul: CardSource = {
  name: 'राहुल शर्मा',
  imageUrl: null,
  batch: 2009,
  course: 'B.Tech CSE',
  email: 'rahul@example.in',
  mobile: '+919876543210',
  address: '14 MG Road, Pune',
  city: 'London',
  country: 'GB',
  jobTitle: 'Engineer',
  businessName: 'Infosys',
  industry: 'it',
  skills: ['Go', 'PostgreSQL'],
  openTo: ['mentoring'],
  socialMedia: { linkedin: 'rahul-sharma' },
  visibility: defaultVisibility,
};

describe('who sees a group of fields', () => {
  it.each([
    ['public', [true, true, true, true]],
    ['members', [true, true, true, false]],
    ['batch', [true, true, false, false]],
    ['private', [true, false, false, false]],
  ] as const)('%s: self, batchmate, member, visitor', (level, expected) => {
    expect(
      (['self', 'batchmate', 'member', 'visitor'] as const).map((viewer) => canSee(level, viewer)),
    ).toEqual(expected);
  });
});

describe('the card a viewer gets', () => {
  it('with the defaults: members see location and career, nobody else the phone or address', () => {
    const card = previewCard(rahul, 'member');
    expect(card).toMatchObject({ batch: 2009, city: 'London', jobTitle: 'Engineer' });
    expect(card).toHaveProperty('email', 'rahul@example.in');
    expect(card).not.toHaveProperty('mobile');
    expect(card).not.toHaveProperty('address');
  });

  it('leaves hidden fields out entirely, as the directory does', () => {
    const visibility: Visibility = { ...defaultVisibility, location: 'private', career: 'batch' };
    const member = previewCard({ ...rahul, visibility }, 'member');
    expect(Object.keys(member)).not.toContain('city');
    expect(Object.keys(member)).not.toContain('country');
    expect(Object.keys(member)).not.toContain('skills');
    const batchmate = previewCard({ ...rahul, visibility }, 'batchmate');
    expect(batchmate.skills).toEqual(['Go', 'PostgreSQL']);
    expect(Object.keys(batchmate)).not.toContain('city');
  });

  it('shows a visitor only the public groups, and not the batch', () => {
    const visibility: Visibility = { ...defaultVisibility, social: 'public', mobile: 'public' };
    const card = previewCard({ ...rahul, visibility }, 'visitor');
    expect(card).toEqual({
      name: 'राहुल शर्मा',
      imageUrl: null,
      mobile: '+919876543210',
      socialMedia: { linkedin: 'rahul-sharma' },
    });
  });

  it('shows you everything of your own', () => {
    const visibility: Visibility = {
      email: 'private',
      mobile: 'private',
      address: 'private',
      location: 'private',
      career: 'private',
      social: 'private',
    };
    const card = previewCard({ ...rahul, visibility }, 'self');
    expect(card).toMatchObject({ email: rahul.email, mobile: rahul.mobile, city: 'London' });
  });
});
