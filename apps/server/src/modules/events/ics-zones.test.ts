import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { restoreProcessZoneAfterEach } from '../../test/process-zone';
import { buildCalendar, type CalendarEntry } from './ics';
import { calendarZone, formatLocal } from './ics-zones';

let sequence = 0;
function entry(startsAt: string, endsAt: string, timeZone: string): CalendarEntry {
  sequence += 1;
  return {
    id: `event-${sequence}`,
    title: `Event ${sequence}`,
    description: 'Chai and conversation',
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    timeZone,
    location: 'Somewhere',
    latitude: null,
    longitude: null,
    status: 'published',
    updatedAt: new Date('2031-01-01T00:00:00Z'),
    url: `https://portal.test/event-details/event-${sequence}`,
  };
}

/** Each VEVENT's start and end as ical.js (an independent parser) converts them to UTC. */
function parsed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    zones: calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => zone.getFirstPropertyValue('tzid')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        tzid: component.getFirstProperty('dtstart')!.getParameter('tzid'),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      };
    }),
  };
}

describe('iCalendar times in the event’s zone', () => {
  restoreProcessZoneAfterEach();

  it('writes wall-clock times with their TZID and one VTIMEZONE per zone, as a parser reads them', () => {
    // A parser that missed the zone would read the times as floating, in this far-off zone.
    process.env.TZ = 'Pacific/Kiritimati';
    const london = entry('2031-04-05T09:00:00Z', '2031-04-05T12:30:00Z', 'Europe/London');
    const londonWinter = entry('2031-03-01T10:00:00Z', '2031-03-01T12:00:00Z', 'Europe/London');
    const toronto = entry('2031-11-01T22:00:00Z', '2031-11-02T02:00:00Z', 'America/Toronto');
    const pune = entry('2031-06-07T04:00:00Z', '2031-06-07T10:30:00Z', 'Asia/Kolkata');
    const body = buildCalendar([london, londonWinter, toronto, pune], {
      name: 'Events',
      uidDomain: 'portal.test',
    });

    // After the March clock change: 10:00 London is 09:00 UTC.
    expect(body).toContain('DTSTART;TZID=Europe/London:20310405T100000\r\n');
    expect(body).toContain('DTSTART;TZID=Europe/London:20310301T100000\r\n');
    expect(body).toContain('DTSTART;TZID=America/Toronto:20311101T180000\r\n');
    expect(body).toContain('DTEND;TZID=America/Toronto:20311101T220000\r\n');
    expect(body).toContain('DTSTART;TZID=Asia/Kolkata:20310607T093000\r\n');

    const { zones, events } = parsed(body);
    expect(zones).toEqual(['Europe/London', 'America/Toronto', 'Asia/Kolkata']);
    expect(events).toEqual(
      [london, londonWinter, toronto, pune].map((one) => ({
        tzid: one.timeZone,
        start: one.startsAt.toISOString(),
        end: one.endsAt.toISOString(),
      })),
    );
  });

  it('names an old alias by the TZID its VTIMEZONE has', () => {
    const body = buildCalendar(
      [entry('2031-06-07T04:00:00Z', '2031-06-07T06:00:00Z', 'Asia/Calcutta')],
      { name: 'Events', uidDomain: 'portal.test' },
    );
    const { zones, events } = parsed(body);
    expect(zones).toEqual(['Asia/Kolkata']);
    expect(events[0]).toMatchObject({ tzid: 'Asia/Kolkata', start: '2031-06-07T04:00:00.000Z' });
  });

  it('writes UTC for a zone the library does not know', () => {
    expect(calendarZone('Nowhere/Atlantis')).toBeNull();
    expect(formatLocal(new Date('2031-10-26T00:30:00Z'), 'Europe/London')).toBe('20311026T013000');
  });
});
