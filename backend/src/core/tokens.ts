export const APP_CONFIG = Symbol('APP_CONFIG');
export { EVENT_STORE } from '../event-store/event-store.port.js';
