import { serverMessage } from '../../../shared/api/error-message';
import { fieldErrors } from '../api/admin-api';

/** What a failed save says: the field message of `terms`, else the server's message. */
export const problemOf = (error: unknown) => fieldErrors(error).terms ?? serverMessage(error) ?? '';
