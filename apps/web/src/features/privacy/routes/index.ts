// The privacy notice and its editor load as one chunk: each lazily loaded chunk is also a name in
// the first visit's preload table, and both are small.
export { PrivacyNoticeAdminRoute } from './privacy-notice-admin-route';
export { PrivacyRoute } from './privacy-route';
