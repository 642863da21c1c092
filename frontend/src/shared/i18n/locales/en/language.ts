export const language = { en: 'English', ar: 'العربية' };
