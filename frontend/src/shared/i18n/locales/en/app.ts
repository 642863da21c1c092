export const app = {
  companyName: 'Gulfnet Telecom',
  productTitle: 'Knowledge Base Assistant',
  loading: 'Loading...',
  copyright: '© {{year, number(useGrouping: false)}} {{company}}. All rights reserved.',
  skipToContent: 'Skip to content',
};
