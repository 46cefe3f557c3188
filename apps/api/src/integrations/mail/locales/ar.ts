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
  codes: {
    subject: {
      verifyEmail: 'رمز التحقق الخاص بك في OpenTip',
      resetPassword: 'رمز إعادة تعيين كلمة المرور في OpenTip',
    },
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    intro: {
      verifyEmail: 'استخدم هذا الرمز للتحقق من عنوان بريدك الإلكتروني:',
      resetPassword: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:',
    },
    expiry: (minutes) => `تنتهي صلاحية الرمز خلال ${minutes} دقائق، ويمكن استخدامه مرة واحدة فقط.`,
    notYou: {
      verifyEmail: 'إذا لم تنشئ حسابًا في OpenTip، يمكنك تجاهل هذه الرسالة.',
      resetPassword:
        'إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة. ستبقى كلمة المرور كما هي.',
    },
    signOff: 'فريق OpenTip',
  },
  teamInvite: {
    subject: (team) => `أنت مدعو للانضمام إلى ${team} على OpenTip`,
    greeting: 'مرحبًا،',
    what: (inviter, team) =>
      `يدعوك ${inviter} للانضمام إلى فريق ${team} على OpenTip لتلقي الإكراميات ومشاركتها.`,
    newcomer: 'أنشئ حسابك واطلب الانضمام من هنا:',
    member: 'سجّل الدخول واطلب الانضمام من هنا:',
    code: (code) => `رمز الفريق: ${code}`,
    notYou: 'إذا كنت لا تعرف هذا الفريق، يمكنك تجاهل هذه الرسالة.',
    signOff: 'فريق OpenTip',
  },
  signUpAttempt: {
    subject: 'حاول شخص ما التسجيل في OpenTip باستخدام بريدك الإلكتروني',
    greeting: (name) => `مرحبًا ${name}،`,
    greetingNoName: 'مرحبًا،',
    what: 'حاول شخص ما للتو إنشاء حساب في OpenTip بهذا البريد الإلكتروني. لديك حساب بالفعل، لذلك لم يُنشأ حساب جديد.',
    signIn: 'إذا كنت أنت، سجّل الدخول من هنا:',
    reset: 'هل نسيت كلمة المرور؟ أعد تعيينها من هنا:',
    notYou: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة. لم يتغير شيء في حسابك.',
    signOff: 'فريق OpenTip',
  },
  payoutFailed: {
    whatPlain: (provider) => `فشل تحويل إلى حسابك في ${provider}.`,
    subject: 'لم يصل سحبك من OpenTip',
    greeting: 'مرحبًا،',
    what: (amount, provider) =>
      `فشل سحبك بقيمة ${amount} إلى حسابك في ${provider}. عاد المبلغ إلى رصيدك في OpenTip.`,
    reason: (reason) => `السبب كما ذكره مزوّد الدفع: ${reason}`,
    todo: (provider) => `تحقّق من بيانات حسابك في ${provider}، ثم اسحب مرة أخرى من هنا:`,
    signOff: 'فريق OpenTip',
  },
  invoice: {
    title: (number) => `فاتورة ${number}`,
    from: 'من',
    invoice: 'الفاتورة',
    billTo: 'إلى',
    taxId: (id) => `الرقم الضريبي ${id}`,
    number: 'الرقم',
    issued: 'تاريخ الإصدار',
    period: 'الفترة',
    currency: 'العملة',
    status: 'الحالة',
    range: (start, end) => `من ${start} إلى ${end}`,
    statusText: {
      paid: 'مدفوعة',
      failed: 'فشل الدفع: المبلغ مستحق',
      open: 'مفتوحة: المبلغ مستحق',
      void: 'ملغاة',
    },
    description: 'الوصف',
    amount: 'المبلغ',
    totalPaid: 'إجمالي المدفوع',
    totalDue: 'إجمالي المستحق',
    taxIncluded: (tax, rate) => `منها ${tax} (${rate}، مشمولة)`,
    allAmountsIn: (currency) => `جميع المبالغ بعملة ${currency}.`,
    paidNote: 'دُفعت بالبطاقة؛ لا شيء مستحق عن هذه الفترة.',
    dueNote: 'ادفعها من صفحة اشتراكك؛ تستمر ميزات الأعمال خلال فترة السماح.',
    plan: (plan) => `OpenTip Business، الخطة ${plan}`,
    promoPercent: (code, percent) => `رمز الخصم ${code}: خصم ${percent}% على الفترة الأولى`,
    promoFreeMonths: (code, months) =>
      `رمز الخصم ${code}: ${months === 1 ? 'الشهر الأول مجانًا' : `أول ${months} أشهر مجانًا`}`,
    promoAmount: (code) => `رمز الخصم ${code}: خصم على الفترة الأولى`,
  },
};
