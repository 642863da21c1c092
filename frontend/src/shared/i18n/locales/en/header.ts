export const header = {
  openSidebar: 'Open sidebar',
  closeSidebar: 'Close sidebar',
  language: 'Language',
  notifications: 'Notifications',
  theme: 'Theme: {{theme}}',
};
