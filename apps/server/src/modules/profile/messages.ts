import { defineMessages } from '@portal/contract';

export const profileMessages = defineMessages('server.profile', {
  userNotFound: 'User not found',
  passwordForEmail: 'Enter your current password to change your email.',
  notYourPicture: 'Use the picture button to upload a picture; that address is not yours.',
  noSuchPicture: 'No such picture',
  accountDeleted: 'Your account and personal data have been deleted.',
});

/** Why an uploaded picture is refused (picture-check.ts, picture-upload.ts). */
export const pictureTexts = defineMessages('server.picture', {
  notAPicture: 'Choose a JPEG, PNG or WebP image of at most 5 MB.',
  svg: 'SVG pictures are not accepted because they can carry scripts. Choose a JPEG, PNG or WebP image.',
  damaged:
    'This picture is damaged or has something other than an image hidden in it. Save it again as JPEG, PNG or WebP and try again.',
  // `actual` and `claimed` are jpeg, png or webp; any other claimed type is quoted as it came.
  mismatch:
    'This file is {actual, select, jpeg {a JPEG image} png {a PNG image} other {a WebP image}} but says it is {claimed, select, jpeg {a JPEG image} png {a PNG image} webp {a WebP image} other {"{claimedType}"}}. Save it again in one format (or fix its name) and try again.',
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller one.',
  incomplete:
    'The upload did not arrive whole (it was cut short or its declared size was wrong). Try again.',
});
