export const auditPickers = {
  anyType: 'Any event type',
  anyActor: 'Anyone',
  system: 'System',
  anonymous: 'Not signed in',
  newestFirst: 'Newest first',
};
