/** Every screen an admin reaches, and what shows that it has its content (a wide table, where it has one). */
export const SCREENS: { path: string; ready: string }[] = [
  { path: '/', ready: 'textarea' },
  { path: '/library', ready: 'tbody tr' },
  { path: '/saved', ready: 'h1' },
  { path: '/training', ready: 'h1' },
  { path: '/knowledge-files', ready: 'h1' },
  { path: '/document-manager', ready: 'tbody tr' },
  { path: '/knowledge-base', ready: 'tbody tr' },
  { path: '/audit', ready: 'tbody tr' },
  { path: '/admin', ready: 'h1' },
  { path: '/simple-chat', ready: 'h1' },
];
