import { defineMessages } from '@portal/contract';

export const profileMessages = defineMessages('server.profile', {
  userNotFound: 'User not found',
  passwordForEmail: 'Enter your current password to change your email.',
  notYourPicture: 'Use the picture button to upload a picture; that address is not yours.',
  noSuchPicture: 'No such picture',
  accountDeleted: 'Your account and personal data have been deleted.',
});

/** Why a picture upload is refused before the photo pipeline sees it (picture-upload.ts). */
export const pictureTexts = defineMessages('server.picture', {
  notAPicture: 'Choose a JPEG, PNG or WebP image of at most 5 MB.',
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller one.',
  incomplete:
    'The upload did not arrive whole (it was cut short or its declared size was wrong). Try again.',
});
