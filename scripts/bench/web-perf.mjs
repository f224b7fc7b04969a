// Item 2 and the web half of item 3: first-visit weight, Lighthouse on three pages and the busy
// calendar's responsiveness, all against the running portal with its at-scale data.
import { launchBrowser } from './browser.mjs';
import { calendarResponsiveness } from './calendar.mjs';
import { firstVisitWeight } from './first-visit.mjs';
import { lighthousePage } from './lighthouse.mjs';

export async function measureWeb(baseUrl, seeded, log) {
  const { browser, close } = await launchBrowser();
  const weight = [];
  const calendar = [];
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
  } finally {
    await close();
  }
  const pages = [
    ['/', '/'],
    ['/event-calendar', '/event-calendar'],
    ['event details', `/event-details/${seeded.detailsEventId}`],
  ];
  const lighthouse = [];
  for (const [label, path] of pages) {
    log(`Lighthouse (mobile): ${path}`);
    lighthouse.push({ label, path, ...(await lighthousePage(`${baseUrl}${path}`)) });
  }
  return { weight, calendar, lighthouse };
}
