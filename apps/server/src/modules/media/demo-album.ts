import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Seeder, Transaction } from '../../db/seed/run-seeders';
import type { MediaPurpose } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eventPhotos } from '../../db/schema/index';
import { ProcessingQueue } from './image-pipeline';
import { storeUpload } from './service';
import type { MediaStorage } from './storage';

// Seeding logs what it added in one line of its own (database-service.ts).
const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

/**
 * A scene drawn here, so the demo's photos carry no licence doubt: a sky at some hour, a sun or
 * moon, hills, a pitch's white line, bunting. Each `index` gives another.
 */
function scene(index: number, width = 1024, height = 683) {
  const hues = [205, 30, 280, 15, 190, 45, 330, 160, 220, 0, 260, 120];
  const hue = hues[index % hues.length]!;
  const sunX = 120 + ((index * 233) % 780);
  const bunting = Array.from({ length: 14 }, (_, flag) => {
    const x = 40 + flag * 70;
    const colour = `hsl(${(hue + flag * 47) % 360} 80% 55%)`;
    return `<path d="M${x} 80 l32 0 l-16 36 z" fill="${colour}"/>`;
  }).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% ${35 + (index % 3) * 10}%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 80%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${170 + (index % 4) * 25}" r="${45 + (index % 3) * 10}" fill="hsl(48 95% 70%)"/>
    <path d="M0 ${height * 0.62} Q ${width * 0.3} ${height * 0.45} ${width * 0.55} ${height * 0.6} T ${width} ${height * 0.55} V ${height} H 0 z" fill="hsl(${(hue + 110) % 360} 35% 38%)"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.5} ${height * 0.66} ${width} ${height * 0.78} V ${height} H 0 z" fill="hsl(${(hue + 90) % 360} 45% 30%)"/>
    <rect x="${width * 0.2}" y="${height * 0.86}" width="${width * 0.6}" height="8" fill="#f5f5f5"/>
    <path d="M25 80 Q ${width / 2} 130 ${width - 25} 80" stroke="#333" stroke-width="3" fill="none"/>
    ${bunting}</svg>`);
}

const captions = [
  'Setting up before everyone arrived',
  'पहली गेंद से पहले',
  'The long table at lunch',
  'નાનાં બાળકોની દોડ',
  'Sunset over the ground',
  'Group photo, take three',
  'चाय और समोसे',
  null,
  'The winning catch',
  'Packing up the bunting',
  null,
  'Thank you, volunteers!',
];

/**
 * The demo's album: a dozen drawn photos, through the real pipeline, in the most recent past
 * event's album, added by the demo's members; and pipeline covers on the next three events.
 * Adds nothing where the seeding is given no media store (tests that seed without one).
 */
export const demoAlbumSeeder: Seeder = {
  name: 'demo-album',
  async run(tx, context) {
    const storage = context.mediaStorage;
    if (!storage) return;
    const [past] = (
      await tx.execute<{ id: string }>(sql`select id from events
        where status = 'published' and ends_at < now() order by starts_at desc limit 1`)
    ).rows;
    const people = (
      await tx.execute<{ id: string }>(sql`select id from users order by created_at limit 6`)
    ).rows;
    if (!past || people.length === 0) return;
    const store = (ownerId: string, index: number, purpose: MediaPurpose) =>
      storePhoto(tx, storage, ownerId, index, purpose);
    for (const [index, caption] of captions.entries()) {
      const owner = people[index % people.length]!.id;
      const photo = await store(owner, index, 'event-photo');
      await tx.insert(eventPhotos).values({
        eventId: past.id,
        mediaId: photo._id,
        userId: owner,
        caption,
        createdAt: sql`now() - make_interval(mins => ${(captions.length - index) * 7})`,
      });
    }
    const upcoming = (
      await tx.execute<{ id: string }>(sql`select id from events
        where status = 'published' and starts_at > now() order by starts_at limit 3`)
    ).rows;
    for (const [index, event] of upcoming.entries()) {
      const cover = await store(people[0]!.id, 20 + index, 'event-cover');
      await tx.execute(
        sql`update events set cover_image_url = ${cover.url} where id = ${event.id}`,
      );
    }
  },
};

/** Draws scene `index` and stores it as a member's upload would be. */
async function storePhoto(
  tx: Transaction,
  storage: MediaStorage,
  ownerId: string,
  index: number,
  purpose: MediaPurpose,
) {
  const jpeg = await sharp(scene(index)).jpeg({ quality: 85 }).toBuffer();
  const ctx = {
    db: tx,
    storage,
    processing: new ProcessingQueue(1),
    dailyBytes: Number.MAX_SAFE_INTEGER,
    log: silentLog,
  };
  return storeUpload(ctx, ownerId, jpeg, purpose);
}
