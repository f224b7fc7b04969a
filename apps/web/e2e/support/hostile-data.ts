import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { e2eRazorpay } from '../../../../scripts/e2e-razorpay.mjs';
import type { StoredSession } from './app';
import { newAccount, signUp, type Account } from './community';
import { bearer, newPerson, randomLetters } from './events';
import { expectRefused, hostileText, markup } from './hostile';
import { randomIndianMobile } from './phones';

// Hostile content stored through the real API, the way a member, an organiser, a visitor or a
// donor would store it. Every creator returns what it made, so the test can find it on the pages
// and delete it afterwards (both projects and other specs share the database).

async function created<T>(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** The mark with a capital: a word of a real name ('Qzxkab'), so pages and searches find it. */
const asWord = (mark: string) => `${mark.charAt(0).toUpperCase()}${mark.slice(1)}`;

/**
 * The person-name fields refuse markup (DESIGN §5.21), with the field's own message: the payload
 * is sent and refused, and the real name stored in its place.
 */
async function expectNameRefused(
  send: (name: string) => Promise<APIResponse>,
  field: string,
  payload: string,
  message: RegExp = /^Please enter a {2}valid name$/,
) {
  await expectRefused(await send(payload), field, message);
}

/**
 * An event carrying a payload in every text field but its organiser's name (a person's name, which
 * refuses markup), in a channel with a hostile name.
 */
export async function hostileEvent(request: APIRequestContext, token: string, mark: string) {
  const h = hostileText(mark);
  const channel = await created<{ channel: { _id: string; name: string } }>(
    request.post('/api/channels', {
      headers: bearer(token),
      data: {
        name: h('channel', markup.img),
        description: h('channel-about', markup.script),
        coverImageUrl: 'https://cdn.example.org/cover.png',
      },
    }),
  );
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(12, 0, 0, 0);
  const texts = {
    title: h('title', markup.script),
    description: h('description', `${markup.img}\n${markup.svg}\n${markup.iframe}`),
    location: h('location', markup.svg),
    address: h('address', markup.iframe),
    tags: [`a${mark} ${markup.short}`, `b${mark} <b>`],
    sponsorName: h('sponsor', markup.img),
    sponsorPerson: h('sponsor-person', markup.script),
    organiserName: `Dr. Meera ${asWord(mark)}-Iyer`,
    organiserBatch: h('batch', '<i>'),
  };
  const links = {
    // Still http(s): a script scheme in the query is only text to the site it points at.
    sponsorWebsite: 'https://example.org/sponsor?next=javascript:window.__pwned=1',
    image: 'https://cdn.example.org/photo-1.png',
  };
  const eventBody = (organiserName: string) => ({
    title: texts.title,
    description: texts.description,
    date: start.toISOString(),
    location: texts.location,
    address: texts.address,
    tags: texts.tags,
    status: 'published',
    channelId: channel.channel._id,
    imageUrl: links.image,
    images: ['/images/events/alumni-meet.svg'],
    sponsors: [
      {
        name: texts.sponsorName,
        person: texts.sponsorPerson,
        website: links.sponsorWebsite,
        logoUrl: 'https://cdn.example.org/logo.png',
      },
    ],
    organisers: [
      {
        name: organiserName,
        batch: texts.organiserBatch,
        imageUrl: 'https://cdn.example.org/o.png',
      },
    ],
  });
  const postEvent = (organiserName: string) =>
    request.post('/api/events', { headers: bearer(token), data: eventBody(organiserName) });
  await expectNameRefused(postEvent, 'organisers.0.name', h('organiser', markup.svg));
  const event = await created<{ _id: string; title: string; date: string; timeZone: string }>(
    postEvent(texts.organiserName),
  );
  return { event, channel: channel.channel, texts, links };
}

/** Two teams, a fixture and a live score, with payloads in every name the scorer types. */
export async function hostileTournament(
  request: APIRequestContext,
  token: string,
  eventId: string,
  mark: string,
) {
  const h = hostileText(mark);
  const texts = {
    home: h('home', markup.img),
    away: h('away', markup.svg),
    captain: h('captain', markup.script),
    player: h('player', markup.iframe),
    venue: h('venue', markup.img),
    batter: h('batter', markup.script),
    howOut: h('out', markup.svg),
    bowler: h('bowler', markup.img),
    manOfTheMatch: h('motm', markup.svg),
  };
  for (const [name, shortName] of [
    [texts.home, 'HAX'],
    [texts.away, 'HBY'],
  ] as const)
    await created(
      request.post(`/api/events/${eventId}/teams`, {
        headers: bearer(token),
        data: { name, shortName, captain: texts.captain, players: [texts.player], logo: '' },
      }),
    );
  await created(
    request.post(`/api/events/${eventId}/matches`, {
      headers: bearer(token),
      data: {
        team1ShortName: 'HAX',
        team2ShortName: 'HBY',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        venue: texts.venue,
        overs: 20,
      },
    }),
  );
  const tournament = await created<{ matches: { id: string }[] }>(
    request.get(`/api/events/${eventId}/tournament`, { headers: bearer(token) }),
  );
  const matchId = tournament.matches[0]!.id;
  await created(
    request.put(`/api/matches/${matchId}/score`, {
      headers: bearer(token),
      data: {
        status: 'live',
        toss: { winner: 'HAX', decision: 'bat' },
        manOfTheMatch: texts.manOfTheMatch,
        innings: [
          {
            battingTeam: 'HAX',
            runs: 45,
            wickets: 1,
            overs: '5.2',
            batting: [
              {
                player: texts.batter,
                runs: 30,
                balls: 20,
                fours: 2,
                sixes: 1,
                howOut: texts.howOut,
              },
            ],
            bowling: [{ player: texts.bowler, overs: '5.2', runs: 45, wickets: 1 }],
          },
        ],
      },
    }),
  );
  return { texts, matchId };
}

/**
 * Registration names are people's names (DESIGN §5.21): every payload is refused, with the form's
 * text. The one accepted registration makes the dashboard, the outbox and the ticket show the event.
 */
export async function registerThroughHostileNames(request: APIRequestContext, eventId: string) {
  const person = newPerson('Hana');
  const base = { title: 'Ms.', ...person, eventUpdates: 'yes', hasGuest: 'no' };
  for (const field of ['firstName', 'lastName'] as const) {
    for (const payload of Object.values(markup)) {
      const response = await request.post(`/api/registration/${eventId}`, {
        data: { ...base, [field]: payload },
      });
      // A name (and at most 100 characters): refused either way, never stored.
      await expectRefused(response, field, /^(Only letters are allowed|At most 100 characters)$/);
    }
  }
  const guest = await request.post(`/api/registration/${eventId}`, {
    data: {
      ...base,
      hasGuest: 'yes',
      guestTitle: 'Mr.',
      guestFirstName: markup.img,
      guestLastName: 'Guest',
      guestEmail: `"><script>@example.org`,
      guestPhone: '9123456780',
    },
  });
  await expectRefused(guest, 'guestFirstName', /^Only letters are allowed$/);
  await created(request.post(`/api/registration/${eventId}`, { data: base }));
  return person;
}

/**
 * A member whose profile carries a payload in every text field but the name (a payload there is
 * refused, and a real name stored) and links that stay on http(s);
 * a channel they own with a hostile wall post, and a post on the main community wall.
 */
export async function hostileMember(request: APIRequestContext, mark: string) {
  const h = hostileText(mark);
  const account: Account = newAccount('Hoss');
  const { userId, session } = await signUp(request, account);
  const auth = bearer(session.token!);
  const texts = {
    name: `Hoss ${asWord(mark)} D’Souza`,
    bio: h('bio', `${markup.script}\n${markup.iframe}`),
    address: h('home', markup.svg),
    businessName: h('business', markup.script),
    city: h('city', markup.img),
    state: h('state', '<b>'),
    // No country: it is a two-letter code now (issue 35), and anything else is refused.
    businessAddress: h('office', markup.iframe),
    businessRole: h('role', markup.svg),
  };
  const community = {
    channel: h('club', markup.svg),
    channelAbout: h('club-about', markup.iframe),
    channelPost: h('channel-post', `${markup.script}\n${markup.img}`),
    wallPost: h('wall-post', `${markup.iframe}\n${markup.svg}`),
  };
  const links = {
    facebook: 'https://example.org/fb?u=javascript:alert(1)',
    twitter: `@hx_${mark}`,
  };
  // An address the email rule lets through, shown as a mailto link.
  const businessEmail = `<svg/onload=alert(1)>@${mark}.example.org`;
  const putProfile = (name: string) =>
    request.put('/api/profile/profile', {
      headers: auth,
      data: {
        ...texts,
        name,
        email: account.email,
        mobile: account.mobile,
        businessEmail,
        socialMedia: { facebook: links.facebook, twitter: links.twitter },
      },
    });
  await expectNameRefused(putProfile, 'name', h('name', markup.img));
  await created(putProfile(texts.name));
  await created(
    request.put('/api/account/settings', {
      headers: auth,
      data: { sharePhone: true, shareEmail: true },
    }),
  );
  const { channel } = await created<{ channel: { _id: string } }>(
    request.post('/api/channels', {
      headers: auth,
      data: {
        name: community.channel,
        description: community.channelAbout,
        coverImageUrl: '/images/events/alumni-meet.svg',
      },
    }),
  );
  await created(
    request.post('/api/posts', {
      headers: auth,
      data: { content: community.channelPost, channel: channel._id, user: markup.script },
    }),
  );
  const wallPost = await created<{ _id: string }>(
    request.post('/api/posts', { headers: auth, data: { content: community.wallPost } }),
  );
  return {
    account,
    userId,
    session: session as StoredSession,
    texts,
    community,
    links,
    businessEmail,
    channelId: channel._id,
    wallPostId: wallPost._id,
  };
}

/**
 * A member the admin adds from the directory, with payloads in the invitation's fields but the
 * name (refused with a payload, then stored as a real name).
 */
export async function hostileAddedMember(request: APIRequestContext, token: string, mark: string) {
  const h = hostileText(mark);
  const texts = {
    name: `Anjali ${asWord(mark)}`,
    bio: h('added-bio', markup.img),
    city: h('added-city', markup.script),
  };
  const email = `e2e-hostile-${mark}-${randomLetters(4)}@example.org`;
  const phone = randomIndianMobile();
  const postMember = (name: string) =>
    request.post('/api/members', {
      headers: bearer(token),
      data: { ...texts, name, email, phone, imageUrl: 'https://cdn.example.org/added.png' },
    });
  await expectNameRefused(postMember, 'name', h('added', markup.svg));
  const { member } = await created<{ member: { _id: string } }>(postMember(texts.name));
  return { id: member._id, texts };
}

/** Site-wide news with payloads in its title and text and an http(s) link and picture. */
export async function hostileFeedPost(request: APIRequestContext, token: string, mark: string) {
  const h = hostileText(mark);
  const texts = {
    title: h('news', markup.script),
    content: h('news-body', `${markup.img}\n${markup.iframe}`),
  };
  const link = 'https://example.org/news?ref=javascript:alert(1)';
  const { post } = await created<{ post: { _id: string } }>(
    request.post('/api/feedposts', {
      headers: bearer(token),
      data: { ...texts, link, imageUrl: 'https://cdn.example.org/news.png', isActive: true },
    }),
  );
  return { id: post._id, texts, link };
}

/** A 'Talk to us' message from its own address (the desk limits messages per address). */
export async function hostileContactMessage(request: APIRequestContext, mark: string) {
  const h = hostileText(mark);
  const texts = {
    firstName: h('first', markup.img),
    lastName: h('last', markup.svg),
    message: h('message', `${markup.script}\n${markup.iframe}`),
  };
  const forwarded = `10.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await created(
    request.post('/api/serviceform', {
      headers: { 'x-forwarded-for': forwarded },
      data: { ...texts, email: `e2e-desk-${mark}@example.org` },
    }),
  );
  return texts;
}

/** A paid one-off gift whose donor name is a payload; Checkout's result signed as Razorpay would. */
export async function hostileDonation(request: APIRequestContext, mark: string) {
  const donorName = hostileText(mark)('donor', markup.script);
  const donorEmail = `e2e-donor-${mark}@example.org`;
  const order = await created<{ id: string; donationId: string }>(
    request.post('/donate/payment', {
      data: { amount: 7, currency: 'INR', frequency: 'once', donorName, donorEmail },
    }),
  );
  const paymentId = `pay_E2E${randomLetters(11)}`;
  await created(
    request.post('/donate/verify', {
      data: {
        donationId: order.donationId,
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: createHmac('sha256', e2eRazorpay.keySecret)
          .update(`${order.id}|${paymentId}`)
          .digest('hex'),
      },
    }),
  );
  return { donorName, donorEmail };
}
