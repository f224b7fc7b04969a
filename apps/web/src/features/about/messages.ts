import { defineMessages } from '@portal/contract/i18n/define-messages';

export const aboutMessages = defineMessages('about', {
  title: 'About Us',
  intro:
    '{siteName} is where our community comes together online: one place to find out what is happening, meet people and look out for one another.',
  runBy:
    'It is run by volunteers and organisers from the community. Channel owners look after their own events and posts; site administrators look after members and settings.',
  offersTitle: 'What members can do',
  eventsTitle: 'Events',
  events: 'Browse what is on, see the monthly calendar and register, with a guest if you like.',
  tournamentTitle: 'Tournament',
  tournament:
    'Follow the cricket tournament: teams and points table, the match schedule and live scorecards.',
  channelsTitle: 'Channels',
  channels: 'Join community channels, post on the wall and keep up with what organisers share.',
  donationsTitle: 'Donations',
  donations: 'Support community projects and students with a one-off or monthly donation.',
  supportTitle: 'Support',
  support: 'Questions or ideas? Our volunteers answer every message sent through the portal.',
  getInvolved: 'Want to get involved or have a question?',
  contactLink: 'Talk to us through Support & Services',
  /** Ends the sentence the link above is: "." in English, "।" in Hindi. */
  contactEnd: '.',
});
