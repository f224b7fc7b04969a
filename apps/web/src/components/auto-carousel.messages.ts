import { defineMessages } from '@portal/contract/i18n/define-messages';

export const carouselMessages = defineMessages('components.carousel', {
  /** Read out as the region's kind (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{index} of {count}',
  previous: 'Previous slide',
  next: 'Next slide',
  start: 'Start automatic slide show',
  stop: 'Stop automatic slide show',
});
