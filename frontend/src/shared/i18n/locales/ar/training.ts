import type { training as en } from '../en/training';

export const training: typeof en = {
  title: 'التدريب والإرشاد',
  subtitle: 'دورات وأدلة تساعدك على خدمة العملاء بشكل جيد.',
  tabsLabel: 'أقسام التدريب',
  courses: 'الدورات',
  onboarding: 'التهيئة',
  certifications: 'الشهادات',
  duration: '{{minutes}} دقيقة',
  levels: { beginner: 'مبتدئ', intermediate: 'متوسط', advanced: 'متقدم' },
  progress: 'مكتمل بنسبة {{percent}}٪',
  notStarted: 'لم يبدأ',
  review: 'مراجعة',
  continue: 'متابعة',
  start: 'ابدأ الدورة',
  onboardingText: 'ستظهر مهام التهيئة هنا بمجرد أن يحددها قسم الموارد البشرية.',
  certificationsText: 'ستتوفر الشهادات هنا قريباً.',
  helpTitle: 'هل تحتاج إلى مساعدة في التدريب؟',
  helpText: 'الأسئلة حول الدورات والمواعيد والشهادات يجيب عنها فريق الموارد البشرية.',
  contactHr: 'التواصل مع دعم الموارد البشرية',
  courseList: {
    service: { title: 'التميز في خدمة العملاء', description: 'تعامل مع المكالمات والشكاوى بتعاطف وخطوات واضحة.', category: 'خدمة العملاء' },
    products: {
      title: 'باقات ومنتجات الهاتف المتنقل',
      description: 'تعرّف على كل باقات الدفع الآجل والمسبق والتجوال.',
      category: 'المنتجات',
    },
    security: {
      title: 'أساسيات أمن المعلومات',
      description: 'كلمات المرور والتصيد والتعامل الآمن مع بيانات العملاء.',
      category: 'تقنية المعلومات',
    },
    billing: { title: 'الفواتير والاسترداد', description: 'اقرأ الفاتورة واشرح الرسوم وعالج الاسترداد بشكل صحيح.', category: 'المالية' },
  },
};
