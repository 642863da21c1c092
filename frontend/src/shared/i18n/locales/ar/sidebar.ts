import type { sidebar as en } from '../en/sidebar';

export const sidebar: typeof en = {
  search: 'ابحث في المحادثات...',
  privateConversations: 'المحادثات الخاصة',
  newConversation: 'محادثة جديدة',
  noConversations: 'لا توجد محادثات بعد',
  conversationsLabel: 'المحادثات',
  loadingMore: 'جارٍ تحميل المزيد من المحادثات...',
  loadMoreFailed: 'تعذّر تحميل المزيد من المحادثات.',
  loadFailed: 'تعذّر تحميل محادثاتك.',
  retry: 'إعادة المحاولة',
  conversationsKeys: 'تنقّل بين المحادثات بمفاتيح الأسهم، والسهم نحو نهاية السطر يصل إلى إجراءات المحادثة.',
};
