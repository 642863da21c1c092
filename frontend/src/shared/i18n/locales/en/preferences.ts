export const preferences = {
  title: 'Settings',
  description: 'How the app looks and behaves on this browser.',
  language: 'Language',
  theme: 'Theme',
  enterToSend: 'Enter sends the message',
  enterToSendHint: 'When off, Enter adds a line and Ctrl+Enter sends.',
  done: 'Done',
};
