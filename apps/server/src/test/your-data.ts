import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { fromBuffer, type Entry } from 'yauzl';
import type { App } from '../app';
import { donations } from '../db/schema/index';
import { newAccount, signUp } from './accounts';
import { register, withGuest } from './events';

// Test helpers for your-data: a member with something in every module, and an archive read back.

export type Member = Awaited<ReturnType<typeof signUp>>;

export async function member(app: App, name: string, mobile: string) {
  return signUp(app, newAccount({ name, mobile }));
}

/** Reads a ZIP into its files' names and bytes (yauzl, as the cricsheet import reads archives). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no archive'));
      const files = new Map<string, Buffer>();
      file.on('entry', (entry: Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(files));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

const call = (app: App, who: Member, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: who.auth, payload });

async function ok(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json() as Record<string, unknown>;
}

/** A multipart upload of a small JPEG of `colour` to the media pipeline. */
export async function uploadPhoto(app: App, who: Member, colour: string) {
  const file = await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const boundary = `----portal${randomInt(1e9)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="p.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ok(
    app.inject({
      method: 'POST',
      url: '/api/media',
      payload,
      headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    }),
  );
}

/**
 * Gives `who` data in every module, each piece carrying `marker`, so an archive can be searched
 * for another member's marker. `eventId` is an event open to registration and photos.
 */
export async function fillEveryModule(
  app: App,
  who: Member,
  marker: string,
  eventId: string,
  mentor: Member,
) {
  const registration = await ok(
    register(
      app,
      eventId,
      withGuest({
        firstName: 'Meera',
        lastName: `Iyer ${marker}`,
        email: who.email,
        guestFirstName: `Guest${marker}`,
        guestEmail: `guest.${marker.toLowerCase()}@example.org`,
      }),
      who.auth,
    ),
  );
  await app.db.insert(donations).values({
    userId: who.id,
    donorName: who.name,
    donorEmail: who.email,
    amount: 250_000,
    currency: 'INR',
    frequency: 'once',
    status: 'paid',
    orderId: `order_${marker}`,
    paymentId: `pay_${marker}`,
    receiptNumber: `R-${marker}`,
  });
  const post = await ok(call(app, who, 'POST', '/api/posts', { content: `Hello from ${marker}` }));
  const channel = await ok(
    call(app, who, 'POST', '/api/channels', {
      name: `Club ${marker}`,
      description: `The ${marker} club`,
      coverImageUrl: 'https://example.org/cover.jpg',
    }),
  );
  await ok(
    call(app, who, 'PUT', '/api/mentoring/me', {
      offering: true,
      topics: ['Careers in finance'],
      about: `Mentor ${marker}`,
      capacity: 3,
      paused: false,
    }),
  );
  const request = await ok(
    call(app, who, 'POST', '/api/mentoring/requests', {
      mentorId: mentor.id,
      topic: 'Careers in finance',
      message: `Advice please, ${marker}`,
    }),
  );
  const opportunity = await ok(
    call(app, who, 'POST', '/api/opportunities', {
      kind: 'job',
      title: `Engineer ${marker}`,
      company: 'Tulsi Fintech Labs',
      location: 'Pune',
      remote: false,
      description: 'Build the payments ledger with us.',
      applyUrl: 'https://careers.tulsi.example/backend',
    }),
  );
  const upload = await uploadPhoto(app, who, marker === 'ALPHA' ? '#1abc9c' : '#9b59b6');
  const photo = await ok(
    call(app, who, 'POST', `/api/events/${eventId}/photos`, {
      mediaId: upload._id,
      caption: `Photo ${marker}`,
    }),
  );
  return {
    registrationId: String(registration.registrationId),
    postId: String(post._id),
    channelId: String((channel.channel as { _id: string })._id),
    requestId: String(request._id),
    opportunityId: String(opportunity._id),
    mediaId: String(upload._id),
    photoId: String(photo._id),
  };
}
