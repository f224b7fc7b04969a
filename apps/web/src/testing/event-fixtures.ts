import type { PortalEvent, Registration } from '@portal/contract';

/** An event as the API returns it; override what a test cares about. */
export function makeEvent(overrides: Partial<PortalEvent> = {}): PortalEvent {
  const id = overrides._id ?? overrides.id ?? '6f1c2b1e-8a44-4c55-9d2e-0a6b7c1d2e3f';
  return {
    _id: id,
    id,
    title: 'Summer Cricket Cup',
    name: 'Summer Cricket Cup',
    description: 'Three days of matches, music and food stalls.',
    date: '2026-12-05T04:30:00.000Z',
    endDate: '2026-12-07T12:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    online: false,
    location: 'Riverside College Grounds',
    address: '12 College Road, Pune',
    latitude: 18.5204,
    longitude: 73.8567,
    imageUrl: null,
    images: [],
    tags: ['cricket', 'family'],
    status: 'published',
    capacity: 100,
    seatsTaken: 12,
    waitlisted: 0,
    registrationOpen: true,
    channelId: null,
    channelName: null,
    sponsors: [],
    organisers: [],
    canManage: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    _id: 'r-1',
    title: 'Ms.',
    name: 'Asha Rao',
    email: 'asha@example.org',
    phone: '9000000002',
    hasGuest: false,
    guestName: null,
    guestEmail: null,
    guestPhone: null,
    wantsUpdates: true,
    registrationDate: '2026-11-01T09:00:00.000Z',
    status: 'confirmed',
    seats: 1,
    waitlistPosition: null,
    checkedInAt: null,
    ...overrides,
  };
}
