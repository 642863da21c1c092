import type { address as en } from '../en/address';

export const address: typeof en = {
  unavailableTitle: 'هذه المحادثة غير متاحة',
  unavailableText: 'ربما حُذفت أو أنها لشخص آخر: لا يفتح المحادثة إلا صاحبها.',
  backToConversations: 'الذهاب إلى محادثاتي',
};
