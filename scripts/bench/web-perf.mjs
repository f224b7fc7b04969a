// Item 2 and the web half of item 3: first-visit weight, Lighthouse and a slow phone's first paint
// on every public page (issue #18), and the busy calendar's responsiveness, all against the
// running portal with its at-scale data.
import { launchBrowser } from './browser.mjs';
import { calendarResponsiveness } from './calendar.mjs';
import { firstVisitWeight } from './first-visit.mjs';
import { lighthousePage } from './lighthouse.mjs';
import { slowPhoneFirstPaint } from './slow-phone.mjs';

/** Every public page the server renders (apps/web/src/app/entry-server.tsx), with seeded ids. */
export function publicPages(seeded) {
  return [
    ['/', '/'],
    ['/events', '/events'],
    ['/upcoming-events', '/upcoming-events'],
    ['/event-calendar', '/event-calendar'],
    ['event details', `/event-details/${seeded.detailsEventId}`],
    ['/team (points table)', `/team?event=${seeded.tournamentEventId}`],
    ['/teamdetails (schedule)', `/teamdetails?event=${seeded.tournamentEventId}`],
    ['/event-details-tour (match center)', `/event-details-tour?event=${seeded.tournamentEventId}`],
    ['/channels', '/channels'],
    ['a channel', `/channel/${seeded.wallChannelId}`],
    ['/about', '/about'],
    ['/support-services', '/support-services'],
    ['/login', '/login'],
    ['/signup', '/signup'],
  ];
}

/** The pages a signed-in member opens most: home and an event (issue #22). */
export const memberPages = (seeded) => [
  ['/ (member)', '/'],
  ['event details (member)', `/event-details/${seeded.detailsEventId}`],
];

export async function measureWeb(baseUrl, seeded, log, { memberToken } = {}) {
  const { browser, close } = await launchBrowser();
  const weight = [];
  const calendar = [];
  const slowPhone = [];
  const pages = publicPages(seeded);
  try {
    for (const [viewport, locale] of [
      ['desktop', 'en-IN'],
      ['mobile', 'en-IN'],
      ['mobile', 'hi-IN'],
      ['mobile', 'gu-IN'],
    ]) {
      log(`first visit to / (${viewport}, ${locale})`);
      weight.push(await firstVisitWeight(browser, `${baseUrl}/`, viewport, locale));
    }
    log('calendar: desktop');
    calendar.push(await calendarResponsiveness(browser, baseUrl, 'desktop'));
    log('calendar: phone, CPU slowed 4×');
    calendar.push(await calendarResponsiveness(browser, baseUrl, 'mobile', 4));
    for (const [label, path] of pages) {
      log(`slow phone first paint: ${path}`);
      slowPhone.push({ label, path, ...(await slowPhoneFirstPaint(browser, `${baseUrl}${path}`)) });
    }
  } finally {
    await close();
  }
  const lighthouse = [];
  for (const [label, path] of pages) {
    log(`Lighthouse (mobile): ${path}`);
    lighthouse.push({ label, path, ...(await lighthousePage(`${baseUrl}${path}`)) });
  }
  for (const [label, path] of memberToken ? memberPages(seeded) : []) {
    log(`Lighthouse (mobile), signed in: ${path}`);
    const run = await lighthousePage(`${baseUrl}${path}`, { token: memberToken });
    lighthouse.push({ label, path, ...run });
  }
  return { weight, calendar, lighthouse, slowPhone };
}
