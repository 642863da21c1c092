/**
 * The vocabulary shipped with the product: groups of words that stand for one another when a
 * question is planned (general workplace, IT and telecom words and common Gulf-dialect forms).
 * It is the Glossary's starting content; admins edit it from the Glossary tab.
 */
import type { GlossaryGroup } from './glossary.js';

const GROUPS: string[][] = [
  // HR
  ['leave', 'vacation', 'vacations', 'holiday', 'holidays', 'absence'],
  ['salary', 'pay', 'wage', 'wages', 'remuneration'],
  ['manager', 'supervisor', 'boss'],
  ['ill', 'sick', 'sickness', 'illness', 'unwell'],
  ['carry', 'carried', 'roll', 'rollover', 'transfer'],
  ['resign', 'resignation', 'quit', 'leaving'],
  ['shift', 'shifts', 'roster', 'rota'],
  ['shop', 'shops', 'store', 'stores', 'branch', 'branches', 'showroom'],
  ['expat', 'expats', 'expatriate', 'expatriates', 'foreigner', 'resident', 'residents', 'non-kuwaiti'],
  ['allowance', 'stipend', 'per diem'],
  ['reimburse', 'reimbursement', 'refund', 'claim', 'claims'],
  ['trip', 'travel', 'journey', 'mission'],
  ['approve', 'approves', 'approval', 'authorise', 'authorize', 'sign-off'],
  // IT
  ['password', 'passcode', 'passphrase'],
  ['tries', 'attempts', 'attempt', 'try'],
  ['laptop', 'notebook', 'computer', 'pc'],
  ['phishing', 'scam', 'fraudulent', 'fake', 'suspicious', 'spam'],
  ['report', 'flag', 'notify'],
  ['stolen', 'theft', 'lost', 'missing'],
  ['vpn', 'remote access'],
  // Telecom
  ['kwd', 'kd', 'dinar', 'dinars'],
  ['gb', 'gigabyte', 'gigabytes', 'gig', 'gigs'],
  ['bundle', 'bundles', 'package', 'packages', 'pack', 'packs', 'add-on', 'addon'],
  ['cancel', 'terminate', 'termination', 'end'],
  ['early', 'before'],
  ['commitment', 'contract'],
  ['fastest', 'top', 'best', 'max', 'maximum', 'highest'],
  ['speed', 'fast', 'faster', 'mbps', 'gbps'],
  ['cut', 'suspend', 'suspended', 'suspension', 'bar', 'barred', 'block', 'blocked', 'stop', 'stops'],
  ['reconnect', 'reconnection', 'restore', 'reactivate', 'reactivation'],
  ['port', 'porting', 'portability', 'mnp', 'switch'],
  ['activate', 'activation', 'working', 'live'],
  ['emirates', 'uae', 'dubai', 'abu dhabi'],
  ['saudi', 'ksa', 'riyadh'],
  ['uk', 'britain', 'england', 'london'],
  ['instalment', 'instalments', 'installment', 'installments', 'monthly payments'],
  ['customer', 'client', 'subscriber'],
  ['marketing', 'promotional', 'promotions', 'advertising', 'ads'],
  ['complaint', 'complaints', 'escalate', 'escalation'],
  ['compensate', 'compensation', 'credit', 'goodwill'],
  ['font', 'typeface'],
  // Arabic (formal and Gulf forms)
  ['إجازة', 'اجازة', 'عطلة', 'إجازات'],
  ['راتب', 'معاش', 'أجر'],
  ['مدير', 'مسؤول', 'المدير', 'مديري'],
  ['أعمل', 'أشتغل', 'اشتغل', 'يشتغل', 'العمل', 'الشغل', 'الدوام', 'دوام'],
  ['مريض', 'تعبان', 'مرض', 'المرض'],
  ['ترحيل', 'أرحل', 'أرحّل', 'نقل', 'أنقل'],
  ['أخلص', 'أخلصها', 'يخلص', 'استنفاد', 'تستنفد', 'أستنفد', 'أستخدم'],
  ['يرد', 'الرد', 'يرفض', 'يعتمد'],
  ['يستغرق', 'ياخذ', 'يأخذ', 'تاخذ', 'تأخذ', 'مدة'],
  ['يشتغل', 'يعمل', 'يتفعل', 'يُفعّل', 'تفعيل', 'يفعّل'],
  ['فرع', 'الفرع', 'الفروع', 'محل', 'المحل'],
  ['البيت', 'المنزل', 'بعد'],
  ['مشبوهة', 'احتيال', 'تصيد', 'الاحتيالي', 'مزيفة'],
  ['أسوي', 'افعل', 'أفعل', 'أتصرف', 'إجراء'],
  ['يلغي', 'يلغيها', 'إلغاء', 'يوقف', 'إيقاف', 'أوقف'],
  ['يوقف', 'يتوقف', 'توقف', 'إيقاف'],
  ['الفاتورة', 'الفواتير', 'فاتورة'],
  ['عالية', 'مرتفعة', 'كبيرة'],
  ['يعوض', 'تعويض', 'رصيد', 'خصم'],
  ['يعتمد', 'يوافق', 'موافقة', 'اعتماد', 'الاعتماد', 'الموافقة'],
  ['خط', 'الخط', 'شريحة', 'رقم'],
  ['باقة', 'باقات', 'حزمة'],
  ['الزيادة', 'الإضافية', 'إضافية', 'زيادة'],
  ['مفتوحة', 'غير محدودة'],
  ['التصاميم', 'التصميم', 'المطبوعات'],
  ['خط', 'الخطوط', 'خطوط'],
];

/** The shipped groups, each with a stable id (`shipped-<n>`). */
export function shippedGroups(): readonly GlossaryGroup[] {
  return GROUPS.map((terms, i) => ({ id: `shipped-${i + 1}`, terms }));
}
