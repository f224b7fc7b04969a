import { defineMessages } from '@portal/contract';

/** Why an upload is refused, or cannot be stored now (routes.ts, image-pipeline.ts). */
export const mediaTexts = defineMessages('server.media', {
  noFile: 'Choose a photo to upload.',
  tooLarge: 'This photo is larger than {max} MB. Choose a smaller one.',
  unsupported: 'This file is not a photo we can use. Choose a JPEG, PNG, WebP, AVIF or GIF image.',
  tooManyPixels:
    'This photo is too big to process: more than 40 megapixels or 10,000 pixels on a side. Make it smaller and try again.',
  unreadable: 'This photo could not be read: it may be damaged or cut short. Try another.',
  quota: 'You have uploaded {max} MB of photos today, the most for one day. Try again tomorrow.',
  incomplete:
    'The upload did not arrive whole (it was cut short or its declared size was wrong). Try again.',
  storageDown: 'Photos cannot be stored right now. Please try again in a moment.',
  notFound: 'No such photo.',
  alreadyInAlbum: 'This photo is already in the album.',
  notYours: 'Only the person who added this photo, or the event’s organisers, can remove it.',
  removed: 'Photo removed from the album.',
  reported: 'Thank you. The organisers will look at this photo.',
  hidden: 'Photo hidden from the album.',
  kept: 'Photo kept in the album.',
});
