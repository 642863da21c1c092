import type { common as en } from '../en/common';

export const common: typeof en = { close: 'إغلاق', notification: 'إشعار', notifications: 'الإشعارات ({hotkey})' };
