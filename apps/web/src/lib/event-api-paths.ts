// An event's album and its management calls, apart from paths.ts (part of every first visit):
// only lazily loaded screens use them.
export const eventApiPaths = {
  photos: (id: string) => `/api/events/${encodeURIComponent(id)}/photos`,
  photo: (id: string, photoId: string) =>
    `/api/events/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  reportedPhotos: (id: string) => `/api/events/${encodeURIComponent(id)}/photos/reported`,
  moderatePhoto: (id: string, photoId: string) =>
    `/api/events/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}/moderate`,
  byChannel: (channelId: string) => `/api/events/channel/${encodeURIComponent(channelId)}`,
  registrations: (id: string) => `/api/events/${encodeURIComponent(id)}/registrations`,
  registrationsCsv: (id: string) => `/api/events/${encodeURIComponent(id)}/registrations.csv`,
  checkIn: (id: string, registrationId: string) =>
    `/api/events/${encodeURIComponent(id)}/registrations/${encodeURIComponent(registrationId)}/check-in`,
  refund: (id: string, registrationId: string) =>
    `/api/events/${encodeURIComponent(id)}/registrations/${encodeURIComponent(registrationId)}/refund`,
  promoCodes: (id: string) => `/api/events/${encodeURIComponent(id)}/promo-codes`,
  promoCode: (id: string, codeId: string) =>
    `/api/events/${encodeURIComponent(id)}/promo-codes/${encodeURIComponent(codeId)}`,
} as const;
