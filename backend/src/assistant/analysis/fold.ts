export { foldArabic, foldDigits, foldText } from '@kb/contracts';
