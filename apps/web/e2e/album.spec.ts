import { expect, test, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { bearer, demoEvents, findEvent, stubMapFrames } from './support/events';

// Issue 34 on a phone: a member adds two photos to a demo event's album, each with its progress,
// and a visitor browses them full screen with a swipe and the arrow keys.

// One journey at a phone's width (the mobile project, 375 px); the desktop one would repeat it.
test.skip(({ isMobile }) => !isMobile, 'a phone journey');

/** A small JPEG drawn in the browser: a colour with a white block, `width` × 480. */
async function jpeg(page: Page, colour: string, width: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ colour, width }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, width, 480);
      context.fillStyle = '#ffffff';
      context.fillRect(width / 4, 120, width / 2, 240);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.85),
      );
      let text = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer()))
        text += String.fromCharCode(byte);
      return btoa(text);
    },
    { colour, width },
  );
  return Buffer.from(base64, 'base64');
}

async function openGallery(page: Page, id: string) {
  await page.goto(`/event-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: demoEvents.jazz })).toBeVisible();
  await page.getByRole('button', { name: 'View Gallery', exact: true }).click();
  const gallery = page.getByRole('dialog', { name: `${demoEvents.jazz} gallery` });
  await expect(gallery).toBeVisible();
  return gallery;
}

test('a member adds two photos to the album and a visitor swipes through them', async ({
  page,
  browser,
  request,
}) => {
  await stubMapFrames(page);
  const jazz = await findEvent(request, demoEvents.jazz);
  const session = await signIn(request, 'member');
  try {
    await storeBeforeLoad(page, session);
    const gallery = await openGallery(page, jazz._id);
    await gallery.getByRole('button', { name: 'Add your photos' }).click();
    const photos = [
      { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#c2410c', 640) },
      { name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, '#1d4ed8', 800) },
    ];
    await gallery.locator('input[type="file"]').setInputFiles(photos);
    for (const { name } of photos) {
      await expect(gallery.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
      await expect(gallery.getByText(`${name} uploaded`)).toBeVisible();
    }
    await expect(gallery.getByRole('button', { name: 'Open album photo 2' })).toBeVisible();
    await expectNoAxeViolations(page, 'album with uploads (light)');

    // A visitor, in a browser of their own.
    const visitorContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const visitor = await visitorContext.newPage();
    await stubMapFrames(visitor);
    const visitorGallery = await openGallery(visitor, jazz._id);
    await expect(visitorGallery.getByRole('button', { name: 'Add your photos' })).toHaveCount(0);
    await visitorGallery.getByRole('button', { name: 'Open album photo 1' }).click();
    const viewer = visitor.getByRole('dialog', { name: 'Album photo viewer' });
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Album photo 1' })).toHaveJSProperty(
      'complete',
      true,
    );

    // A swipe to the left: the next photo.
    const stage = viewer.getByTestId('photo-stage');
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await stage.dispatchEvent('pointerdown', { clientX: box.x + 300, clientY: y });
    await stage.dispatchEvent('pointerup', { clientX: box.x + 80, clientY: y });
    await expect(viewer.getByText('2 of 2', { exact: true })).toBeVisible();
    await visitor.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    await visitor.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 of 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(visitor, 'album viewer (light)');

    // The same in dark mode (its colours; the rest was checked in light).
    await visitor.evaluate(() => window.localStorage.setItem('darkMode', 'true'));
    const darkGallery = await openGallery(visitor, jazz._id);
    await expect(darkGallery.getByRole('button', { name: 'Open album photo 2' })).toBeVisible();
    await expectNoAxeViolations(visitor, 'album (dark)', { coloursOnly: true });
    await darkGallery.getByRole('button', { name: 'Open album photo 2' }).click();
    await expect(viewer.getByText('2 of 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(visitor, 'album viewer (dark)', { coloursOnly: true });
    await visitor.keyboard.press('Escape');
    await expect(darkGallery).toBeVisible();
    await visitorContext.close();
  } finally {
    // Leave the demo event's album as it was for the other journeys.
    const album = await request.get(`/api/events/${jazz._id}/photos`);
    const { items } = (await album.json()) as { items: { _id: string }[] };
    for (const { _id } of items)
      await request.delete(`/api/events/${jazz._id}/photos/${_id}`, {
        headers: bearer(session.token!),
      });
  }
});
