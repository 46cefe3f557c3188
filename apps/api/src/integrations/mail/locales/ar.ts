import type { MailWords } from './mail-words.ts';

export const ar: MailWords = {
  greeting: 'مرحبًا،',
  signOff: 'فريق OpenTip',
  receipt: {
    subject: (amount, receiver) => `إيصال إكراميتك: ${amount} إلى ${receiver}`,
    someone: 'مستلم إكراميتك',
    thanks: (receiver) => `شكرًا على إكراميتك إلى ${receiver}.`,
    tip: 'الإكرامية:',
    feeCovered: 'رسوم الخدمة التي تحمّلتها:',
    total: 'إجمالي المبلغ المدفوع:',
    paidWith: (brand, last4) => `الدفع باستخدام: ${brand} المنتهية بـ ${last4}`,
    date: 'التاريخ:',
    utc: (dateTime) => `${dateTime} (بتوقيت UTC)`,
    transaction: 'رقم المعاملة:',
  },
  billing: {
    plan: { monthly: 'الشهرية', yearly: 'السنوية' },
    receipt: {
      subject: (money) => `إيصال اشتراكك في OpenTip Business: ${money}`,
      lines: ({ business, plan, money, until }) => [
        `شكرًا لك: ${business} مشترك في OpenTip Business (الخطة ${plan}).`,
        `المبلغ المدفوع: ${money}`,
        `مدفوع حتى: ${until}`,
      ],
    },
    renewalFailed: {
      subject: () => 'فشل تجديد اشتراكك في OpenTip Business',
      lines: ({ business, plan, money, until }) => [
        `لم نتمكن من خصم ${money} لتجديد الخطة ${plan} لـ ${business}.`,
        `سنحاول الخصم من البطاقة مرة أخرى كل يوم. يستمر كل شيء في العمل حتى ${until}؛`,
        'بعد ذلك تتوقف ميزات الأعمال مؤقتًا حتى يُدفع الاشتراك.',
        'يمكنك الدفع ببطاقة أخرى من هنا:',
      ],
    },
    lapsed: {
      subject: () => 'انتهت صلاحية اشتراكك في OpenTip Business',
      lines: ({ business }) => [
        `بقي تجديد ${business} غير مدفوع، لذلك أُوقفت ميزات الأعمال مؤقتًا.`,
        'لم يُحذف أي شيء، وما زالت الإكراميات تعمل. اشترك مرة أخرى لاستعادة كل شيء:',
      ],
    },
    canceled: {
      subject: () => 'انتهى اشتراكك في OpenTip Business',
      lines: ({ business }) => [
        `انتهى اشتراك ${business} كما طلبت. لم يُحذف أي شيء.`,
        'يمكنك الاشتراك مرة أخرى في أي وقت:',
      ],
    },
  },
};
