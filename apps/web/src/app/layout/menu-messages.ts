import { defineMessages } from '@portal/contract/i18n/define-messages';

// The top bar menus' items: loaded with the menus (user-menus.tsx), not with every page.
export const menuMessages = defineMessages('app.userMenu', {
  login: 'Login',
  createAccount: 'Create Account',
  editProfile: 'Edit Profile',
  myTickets: 'My tickets',
  mentoring: 'My mentoring',
  changePassword: 'Change Password',
  accountSettings: 'Account Settings',
  support: 'Support',
  signOut: 'Sign out',
});
