/** The origin check of state-changing requests, shared with the realtime gateway's handshake. */
export { isForeignOrigin } from './http/foreign-origin.js';
