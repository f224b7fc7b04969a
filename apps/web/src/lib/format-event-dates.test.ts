import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../testing/language';
import {
  eventTimeParts,
  formatEventDates,
  formatEventStart,
  formatEventTimes,
  formatReaderTime,
  readerZoneName,
} from './format-event-dates';

// Every expectation names its zones: the machine's own zone plays no part (issue 19).
const kolkata = 'Asia/Kolkata';
const london = 'Europe/London';
const toronto = 'America/Toronto';
const sydney = 'Australia/Sydney';

describe('formatEventDates', () => {
  it('writes an event in its venue’s zone, named, whatever the zone of the machine', () => {
    // 04:00Z is 09:30 in Pune.
    expect(formatEventStart('2027-06-07T04:00:00Z', kolkata)).toBe('Mon 7 Jun 2027, 09:30 IST');
    expect(formatEventStart('2027-06-07T04:00:00Z', toronto)).toBe('Mon 7 Jun 2027, 00:00 EDT');
  });

  it('gives the end time only when the event ends the same day at the venue', () => {
    expect(formatEventDates('2027-06-07T04:00:00Z', '2027-06-07T12:30:00Z', kolkata)).toBe(
      'Mon 7 Jun 2027, 09:30 – 18:00 IST',
    );
  });

  it('gives both days when it runs across days', () => {
    expect(formatEventDates('2026-12-05T04:30:00Z', '2026-12-07T12:30:00Z', kolkata)).toBe(
      'Sat 5 Dec 2026, 10:00 – Mon 7 Dec 2026, 18:00 IST',
    );
  });

  it('names both ends when the clocks change during the event', () => {
    // London's clocks go back on 31 October 2027: 10:00 BST on the 30th, 10:00 GMT on 1 November.
    expect(formatEventDates('2027-10-30T09:00:00Z', '2027-11-01T10:00:00Z', london)).toBe(
      'Sat 30 Oct 2027, 10:00 BST – Mon 1 Nov 2027, 10:00 GMT',
    );
  });

  it('keeps 10:00 in London on either side of the clock change', () => {
    expect(formatEventStart('2027-03-27T10:00:00Z', london)).toBe('Sat 27 Mar 2027, 10:00 GMT');
    expect(formatEventStart('2027-03-29T09:00:00Z', london)).toBe('Mon 29 Mar 2027, 10:00 BST');
  });

  it('names Sydney’s summer and winter times', () => {
    expect(formatEventStart('2027-01-09T23:00:00Z', sydney)).toBe('Sun 10 Jan 2027, 10:00 AEDT');
    expect(formatEventStart('2027-07-10T00:00:00Z', sydney)).toBe('Sat 10 Jul 2027, 10:00 AEST');
  });

  it('gives the start alone when there is no later end', () => {
    expect(formatEventDates('2026-12-05T04:30:00Z', '2026-12-05T04:30:00Z', kolkata)).toBe(
      'Sat 5 Dec 2026, 10:00 IST',
    );
    expect(formatEventDates('2026-12-05T04:30:00Z', null, kolkata)).toBe(
      'Sat 5 Dec 2026, 10:00 IST',
    );
  });

  it('writes the days in the reader’s language', async () => {
    await useLanguageInTest('hi');
    expect(formatEventDates('2026-12-05T04:30:00Z', '2026-12-07T12:30:00Z', kolkata)).toBe(
      'शनि 5 दिस॰ 2026, 10:00 – सोम 7 दिस॰ 2026, 18:00 IST',
    );
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatEventStart('not a date', kolkata)).toBe('');
  });
});

describe('formatReaderTime', () => {
  const pune0930 = '2027-06-07T04:00:00Z';

  it('gives a Toronto reader their time, naming their day when it is not the venue’s', () => {
    expect(formatReaderTime(pune0930, kolkata, toronto)).toBe('00:00 in Toronto (your time)');
    // 07:30 in Pune is 22:00 the evening before in Toronto.
    expect(formatReaderTime('2027-06-07T02:00:00Z', kolkata, toronto)).toBe(
      '22:00 Sun in Toronto (your time)',
    );
  });

  it('names an old zone name by the city people say (issue 36)', () => {
    // Chrome reports India's zone as Asia/Calcutta.
    expect(formatReaderTime('2027-06-06T22:00:00Z', london, 'Asia/Calcutta')).toBe(
      '03:30 Mon in Kolkata (your time)',
    );
  });

  it('leaves the day out when it is the same day at the venue', () => {
    expect(formatReaderTime('2027-06-07T09:00:00Z', london, toronto)).toBe(
      '05:00 in Toronto (your time)',
    );
  });

  it('follows each zone’s clock changes: London and Toronto change on different dates', () => {
    // 14 March 2027: Toronto is on summer time, London not yet: four hours apart, not five.
    expect(formatReaderTime('2027-03-15T10:00:00Z', london, toronto)).toBe(
      '06:00 in Toronto (your time)',
    );
    expect(formatReaderTime('2027-01-15T10:00:00Z', london, toronto)).toBe(
      '05:00 in Toronto (your time)',
    );
  });

  it('says nothing to a reader whose clock reads the venue’s, or before their zone is known', () => {
    expect(formatReaderTime(pune0930, kolkata, kolkata)).toBe('');
    // ICU's old name for the same zone reads the same clock.
    expect(formatReaderTime(pune0930, kolkata, 'Asia/Calcutta')).toBe('');
    // London and Lisbon share a clock.
    expect(formatReaderTime(pune0930, london, 'Europe/Lisbon')).toBe('');
    expect(formatReaderTime(pune0930, kolkata, null)).toBe('');
  });

  it('is translated, naming the zone as the reader’s language does (issue 36 §7)', async () => {
    await useLanguageInTest('gu');
    const text = formatReaderTime('2027-06-07T02:00:00Z', kolkata, toronto);
    expect(text).toContain('22:00');
    expect(text).toBe('ઉત્તર અમેરિકન પૂર્વી સમય માં 22:00 રવિ (તમારો સમય)');
    await useLanguageInTest('hi');
    expect(formatReaderTime('2027-06-06T22:00:00Z', london, 'Asia/Calcutta')).toBe(
      'भारतीय मानक समय में 03:30 सोम (आपका समय)',
    );
    // Where the browser knows no name for a zone, its city.
    expect(readerZoneName('Etc/GMT-3')).toBe('GMT-3');
  });
});

describe('eventTimeParts', () => {
  const event = {
    date: '2027-06-07T04:00:00Z',
    endDate: '2027-06-07T12:30:00Z',
    timeZone: kolkata,
  };

  it('puts the venue’s time first and the reader’s beside it for an event in person', () => {
    expect(formatEventTimes(event, toronto)).toBe(
      'Mon 7 Jun 2027, 09:30 – 18:00 IST (00:00 in Toronto (your time))',
    );
    expect(formatEventTimes(event, kolkata)).toBe('Mon 7 Jun 2027, 09:30 – 18:00 IST');
    expect(formatEventTimes(event, null)).toBe('Mon 7 Jun 2027, 09:30 – 18:00 IST');
  });

  it('leads with the reader’s time for an online event', () => {
    expect(eventTimeParts({ ...event, online: true }, toronto)).toEqual({
      primary: 'Mon 7 Jun 2027, 00:00 – 08:30 in Toronto (your time)',
      secondary: 'Mon 7 Jun 2027, 09:30 – 18:00 IST',
    });
    expect(eventTimeParts({ ...event, online: true }, sydney).primary).toBe(
      'Mon 7 Jun 2027, 14:00 – 22:30 in Sydney (your time)',
    );
    // Before the reader's zone is known, and for a reader at the venue, the venue's time alone.
    expect(eventTimeParts({ ...event, online: true }, null)).toEqual({
      primary: 'Mon 7 Jun 2027, 09:30 – 18:00 IST',
      secondary: '',
    });
  });

  it('gives the start alone when asked', () => {
    expect(formatEventTimes(event, toronto, { withEnd: false })).toBe(
      'Mon 7 Jun 2027, 09:30 IST (00:00 in Toronto (your time))',
    );
  });
});
