export const account = {
  menu: 'Account menu',
  myAccount: 'My Account',
  profile: 'Profile',
  settings: 'Settings',
  adminPanel: 'Admin Panel',
  signOut: 'Sign out',
  theme: 'Theme',
};
