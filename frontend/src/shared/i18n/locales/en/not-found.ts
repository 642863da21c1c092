export const notFound = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  home: 'Go to home',
};
