// What the bench loads: each read the web app makes on its main screens, with the seeded ids.

/**
 * The calendar's month request, as features/calendar (calendar-days.ts monthGrid) builds it:
 * whole weeks Sunday to Saturday around the month, local midnights, as ISO instants.
 */
export function calendarMonthPath(today = new Date()) {
  const year = today.getFullYear();
  const month = today.getMonth();
  const leading = new Date(year, month, 1).getDay();
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;
  const from = new Date(year, month, 1 - leading);
  const to = new Date(year, month, 1 - leading + cells);
  return `/api/events?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })}`;
}

/** [label, path] pairs; each is a public GET a visitor's browser makes. */
export function readEndpoints(seeded) {
  return [
    ['events, first page', '/api/events'],
    ['upcoming (home)', '/api/events/upcoming?limit=3'],
    ['calendar month (~300 events)', calendarMonthPath()],
    ['one event', `/api/events/${seeded.detailsEventId}`],
    ['standings (tournament)', `/api/events/${seeded.tournamentEventId}/tournament`],
    ['channels list', '/api/channels'],
    ['channel search', `/api/channels/search?q=${seeded.searchTerm}`],
    ['wall page', `/api/posts?limit=20&channel=${seeded.wallChannelId}`],
    ['SPA index', '/'],
  ];
}

/**
 * The write path: registrations for one event with a capacity, each with a new address (the app
 * allows one live registration per event and address). It fills up mid-run, then waitlists.
 */
export function registrationRequests(eventId) {
  let next = 0;
  const runId = Date.now().toString(36);
  return [
    {
      method: 'POST',
      path: `/api/registration/${eventId}`,
      headers: { 'content-type': 'application/json' },
      setupRequest(request) {
        next += 1;
        return {
          ...request,
          // Each registration from its own person's address, as at a real event's opening.
          headers: {
            ...request.headers,
            'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
          },
          body: JSON.stringify({
            title: next % 2 ? 'Ms.' : 'Mr.',
            firstName: 'Bench',
            lastName: 'Runner',
            email: `load.${runId}.${next}@example.org`,
            phone: '9876543210',
            eventUpdates: 'yes',
            hasGuest: 'no',
          }),
        };
      },
    },
  ];
}
