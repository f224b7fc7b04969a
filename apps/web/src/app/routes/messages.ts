import { defineMessages } from '@portal/contract/i18n/define-messages';

export const homePageMessages = defineMessages('app.homePage', {
  upcoming: 'Upcoming events',
  seeAll: 'See all events',
  noneTitle: 'No upcoming events',
  noneDescription: 'Nothing is scheduled right now. Check back soon.',
  wall: 'Community wall',
});

/** Shared by the error page, the 404 and the admins-only page. */
export const pageMessages = defineMessages('app.pages', {
  goHome: 'Go to the home page',
  tryAgain: 'Try again',
});

// The 404 page's own texts load with it (not-found-messages.ts), not with every page.
export const routeErrorMessages = defineMessages('app.routeError', {
  title: 'Something went wrong',
  /** A route that failed with a 404 response. */
  notFound: 'Page not found',
  explanation:
    'This page could not be shown. Check your connection and try again, or go back to the home page.',
});

export const adminOnlyMessages = defineMessages('app.adminOnly', {
  checking: 'Checking your access',
  checkFailed: "We couldn't check your access",
  title: 'Site admins only',
  explanation:
    'This page is for the administrators of {siteName}. If you need access, ask one of them to make you an admin.',
});
