import type { Member } from '@portal/contract';

/** A member as the API returns it; override what a test cares about. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    _id: 'm-1',
    name: 'Meera Iyer',
    email: 'meera@example.org',
    phone: '9000000010',
    mobileE164: '+919000000010',
    role: 'member',
    bio: 'Runs the Sunday book club.',
    imageUrl: null,
    address: null,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    businessName: 'Iyer Books',
    businessEmail: null,
    businessAddress: null,
    businessRole: 'Owner',
    joinedAt: '2025-03-01T10:00:00.000Z',
    invitationPending: false,
    ...overrides,
  };
}
