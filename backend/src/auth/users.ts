/**
 * What other contexts may use of user accounts: the auth context's own commands and queries. The
 * admin panel changes users only through these (no other context drives the User aggregate).
 */
export { ChangeUserPassword } from './users/commands/change-user-password.js';
export { ChangeUserRole } from './users/commands/change-user-role.js';
export { RegisterUser } from './users/commands/register-user.js';
export { RenameUser } from './users/commands/rename-user.js';
export { SetUserDisabled } from './users/commands/set-user-disabled.js';
export { UsersQueries, type UserRow } from './users/read-model/users.queries.js';
