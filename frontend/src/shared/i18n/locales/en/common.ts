export const common = { close: 'Close', notification: 'Notification', notifications: 'Notifications ({hotkey})' };
