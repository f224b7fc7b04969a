import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The privacy notice page, /privacy (issue 39). */
export const privacyPageMessages = defineMessages('privacy.page', {
  title: 'Privacy notice',
  pageTitle: 'Privacy notice · {site}',
  version: 'Version {version}, published {date}',
  loadFailed: 'Could not load the privacy notice.',
  settingsLink: 'Change which emails you get in Account Settings.',
});

/** The banner asking a member to accept a new notice, after sign-in (issue 39). */
export const consentPromptMessages = defineMessages('privacy.consent', {
  label: 'Privacy notice',
  newVersion: 'We have updated our privacy notice. Please read it and accept it to go on.',
  firstTime: 'Please read our privacy notice and accept it.',
  read: 'Read the privacy notice',
  accept: 'Accept',
  accepted: 'Thank you: your acceptance is recorded.',
  failed: 'Could not record your acceptance. Try again.',
});

/** The site admin's editor, /admin/privacy-notice (issue 39). */
export const noticeEditorMessages = defineMessages('privacy.editor', {
  title: 'Privacy notice',
  pageTitle: 'Privacy notice · {site}',
  intro:
    'Publishing makes a new version: members who accepted an older one are asked to accept it at their next visit. A language left empty shows the English text. A line starting with "## " is a heading, one starting with "- " a list item.',
  current: 'Current version: {version}, published {date}',
  english: 'English',
  hindi: 'हिन्दी',
  gujarati: 'ગુજરાતી',
  textLabel: 'Notice text ({language})',
  publish: 'Publish a new version',
  published: 'Version {version} published.',
  loadFailed: 'Could not load the privacy notice.',
});
