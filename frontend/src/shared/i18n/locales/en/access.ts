export const access = {
  deniedTitle: 'Access Denied',
  deniedText: 'You do not have permission to access the admin panel',
  returnHome: 'Return to Home',
};
