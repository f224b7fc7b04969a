import { describe, expect, it } from 'vitest';
import { registrationMail, type MailEvent } from './emails';

const londonMeet: MailEvent = {
  id: '6f1c2c1e-8f3b-4d2a-9a53-3b7f0f6d2a11',
  title: 'Alumni Meet London',
  description: 'Old friends, new stories',
  startsAt: new Date('2031-04-05T09:00:00Z'),
  endsAt: new Date('2031-04-05T12:30:00Z'),
  timeZone: 'Europe/London',
  venueName: 'Conway Hall',
  venueAddress: '25 Red Lion Square, London',
  latitude: null,
  longitude: null,
  status: 'published',
  updatedAt: new Date('2031-01-01T00:00:00Z'),
};
const siobhan = { firstName: "Siobhán O'Neill-Kaur", email: 'siobhan@example.org', seats: 1 };

describe('a registration email’s time', () => {
  it('is the venue’s, named, in the email’s language, with no time of the server’s', async () => {
    const english = await registrationMail(
      'waitlisted',
      londonMeet,
      siobhan,
      'ticket-0123456789abcdef',
      'https://portal.test',
      'en',
    );
    expect(english.text).toContain('When: Sat 5 Apr 2031, 10:00 – 13:30 BST\n');
    expect(english.html).toContain('When: Sat 5 Apr 2031, 10:00 – 13:30 BST<br>');
    const gujarati = await registrationMail(
      'waitlisted',
      { ...londonMeet, timeZone: 'America/Toronto' },
      siobhan,
      'ticket-0123456789abcdef',
      'https://portal.test',
      'gu',
    );
    expect(gujarati.text).toContain('ક્યારે: શનિ 5 એપ્રિલ 2031, 05:00 – 08:30 EDT\n');
  });
});
