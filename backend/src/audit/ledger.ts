/**
 * What other contexts may use of the audit ledger: the chain check (the Compliance tab's Verify
 * records its result in the settings context) and the audit log's queries it reads the chain from.
 */
export { verifyChain } from './ledger/verify-chain.js';
export { AuditLogQueries } from './read-model/audit-log.queries.js';
