/** Debian's Chromium (browser downloads are blocked here; global-setup installs it when missing). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags every journey's Chromium runs with. */
export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
