import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Issue 34 §4: the dashboard's card of album photos members reported. */
export const reportedPhotosMessages = defineMessages('eventManagement.reportedPhotos', {
  title: 'Reported photos',
  intro:
    'Photos members reported in this event’s album. A hidden photo is seen only by the event’s managers; a kept one stays in the album.',
  loading: 'Loading reported photos…',
  loadFailed: 'Could not load the reported photos',
  empty: 'No reported photos. Photos members report in the album appear here.',
  photoBy: 'Added by {name}',
  photoByFormer: 'Added by a former member',
  photoAlt: 'Photo added by {name}',
  photoAltFormer: 'Photo added by a former member',
  reports: '{count, plural, one {Reported once} other {Reported # times}}',
  hidden: 'Hidden',
  hide: 'Hide',
  hidePhoto: 'Hide the photo added by {name}',
  keep: 'Keep',
  keepPhoto: 'Keep the photo added by {name}',
  showAgain: 'Show again',
  showPhotoAgain: 'Show the photo added by {name} again',
  failed: 'Could not change the photo: {reason}',
});
