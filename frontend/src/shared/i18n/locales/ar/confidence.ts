import type { confidence as en } from '../en/confidence';

export const confidence: typeof en = { label: 'ثقة منخفضة — تحقّق من المصدر' };
