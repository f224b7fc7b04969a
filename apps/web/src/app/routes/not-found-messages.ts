import { defineMessages } from '@portal/contract/i18n/define-messages';

// Loaded with the 404 page only (router.tsx), not with every page as ./messages.ts is.
export const notFoundMessages = defineMessages('app.notFound', {
  title: 'Page not found',
  explanation: 'There is no page at {pathname}. It may have moved, or the link may be mistyped.',
});
