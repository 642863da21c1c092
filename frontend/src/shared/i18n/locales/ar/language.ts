import type { language as en } from '../en/language';

export const language: typeof en = { en: 'English', ar: 'العربية' };
