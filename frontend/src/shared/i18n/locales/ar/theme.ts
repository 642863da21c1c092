import type { theme as en } from '../en/theme';

export const theme: typeof en = { light: 'فاتح', dark: 'داكن', system: 'حسب النظام' };
