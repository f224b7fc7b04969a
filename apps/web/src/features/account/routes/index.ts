// Account Settings and an email's unsubscribe page load as one chunk: each lazily loaded chunk is
// also a name in the first visit's preload table, and the page reuses the settings' choices.
export { SettingsRoute } from './settings-route';
export { UnsubscribeRoute } from './unsubscribe-route';
