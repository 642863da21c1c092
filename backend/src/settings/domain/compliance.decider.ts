import type { AuditLedgerVerified, ComplianceEvent } from '@kb/contracts';
import type { Decider } from '../../shared/event-sourcing/decider.js';

export type Verdict = AuditLedgerVerified['data'];
export type RecordVerification = { type: 'RecordVerification'; verdict: Verdict };
export interface ComplianceState {
  verifications: number;
  last: Verdict | null;
}

/** Every verification made from the Compliance tab is recorded, its verdict as found, broken or not. */
export const complianceDecider: Decider<ComplianceState, RecordVerification, ComplianceEvent> = {
  initialState: { verifications: 0, last: null },
  decide: ({ verdict }) => [{ type: 'AuditLedgerVerified', data: { ...verdict } }],
  evolve: (state, event) => ({ verifications: state.verifications + 1, last: { ...event.data } }),
};
