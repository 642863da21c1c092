export const theme = { light: 'Light', dark: 'Dark', system: 'System' };
