import { defineMessages } from '@portal/contract/i18n/define-messages';

export const supportServicesMessages = defineMessages('support.services', {
  title: 'Support & Services',
  intro:
    'Questions about an event, your account or a donation? Ideas for the community? Send us a message and one of our volunteers will reply by email.',
  talkToUs: 'Talk to us',
  findItYourself: 'Find it yourself',
  // {events} and {calendar} are links whose texts are `eventsLink` and `calendarLink`.
  eventsAndCalendar: '{events} and the {calendar}',
  eventsLink: 'Events',
  calendarLink: 'calendar',
  resetPassword: 'Reset your password',
  // {donate} is a link whose text is `donateLink`.
  donateTo: '{donate} to community projects and students',
  donateLink: 'Donate',
  about: 'About {siteName}',
});

export const contactFormMessages = defineMessages('support.contactForm', {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  message: 'Message',
  // The hidden field only bots fill in; people never see it.
  website: 'Website',
  submit: 'Submit',
});

export const supportInboxMessages = defineMessages('support.inbox', {
  title: 'Messages',
  intro:
    'What people sent through Talk to us, newest first. Reply by email, then mark the message handled.',
  refresh: 'Refresh',
  show: 'Show messages',
  all: 'All',
  open: 'Open',
  handled: 'Handled',
  emptyTitle: 'No messages',
  emptyAll: 'Messages sent through the Talk to us form on Support & Services appear here.',
  emptyOpen: 'Every message has been handled.',
  emptyHandled: 'Messages you mark as handled appear here.',
  loading: 'Loading messages',
  loadFailed: "We couldn't load the messages",
  updateFailed: 'Could not update the message.',
});

export const supportMessageCardMessages = defineMessages('support.messageCard', {
  handled: 'Handled',
  reply: 'Reply',
  replyTo: 'Reply to {name}',
  replySubject: 'Re: your message',
});
