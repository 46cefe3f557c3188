import type { PoolStatementWords } from './pool-statement-words.ts';

/** Arabic counts: one, two, three to ten (plural), eleven and more (singular), as Arabic writes them. */
const counted = (count: number, one: string, two: string, few: string, many: string) =>
  count === 1 ? one : count === 2 ? two : count >= 3 && count <= 10 ? `${count} ${few}` : `${count} ${many}`;

export const ar: PoolStatementWords = {
  title: 'كشف الصندوق المشترك للإكراميات',
  tipsAct:
    'محفوظ لغرض حفظ السجلات بموجب قانون التوظيف البريطاني (توزيع الإكراميات) لعام 2023: كيف وُزعت ' +
    'إكراميات الفريق على هذا العامل، وبأي قاعدة وفي أي عملية توزيع. تُحفظ كل عملية توزيع في سجل الفريق ' +
    'المتسلسل، وتعرّفها فيه بصمة التوزيع.',
  teamCode: 'رمز الفريق',
  period: 'الفترة',
  periodNote: 'أيام بالتوقيت العالمي المنسق، شاملة',
  generated: 'تاريخ الإنشاء',
  poolFrom: (from, to) => `الصندوق المشترك للفريق من ${from} إلى ${to} (UTC)`,
  poolEmpty: 'لم يحتوِ الصندوق على شيء ولم يستلم شيئًا.',
  summary: {
    opening: 'الرصيد الافتتاحي',
    tips: 'الإكراميات',
    refunds: 'المبالغ المستردة',
    sharedOut: 'الموزع',
    closing: 'الرصيد الختامي',
  },
  csvSummary: {
    opening: 'الصندوق: الرصيد الافتتاحي',
    tips: 'الصندوق: الإكراميات',
    refunds: 'الصندوق: المبالغ المستردة',
    sharedOut: 'الصندوق: الموزع',
    closing: 'الصندوق: الرصيد الختامي',
  },
  tipCount: (count) => counted(count, 'إكرامية واحدة', 'إكراميتان', 'إكراميات', 'إكرامية'),
  refundCount: (count) => counted(count, 'استرداد واحد', 'استردادان', 'استردادات', 'استردادًا'),
  runs: (seqs, count) => `${count === 1 ? 'التوزيع' : 'التوزيعات'} ${seqs}`,
  noShareOut: 'لا توزيع',
  columns: {
    run: 'الرقم',
    runDate: 'التاريخ (UTC)',
    period: 'الفترة (UTC)',
    policy: 'القاعدة',
    input: 'أساس حصتك',
    poolShared: 'الصندوق الموزع',
    share: 'حصتك',
  },
  runHash: 'بصمة التوزيع',
  policies: {
    equal: 'حصص متساوية',
    percent: 'نسب ثابتة',
    hours: 'ساعات العمل',
    points: 'نقاط لكل دور',
  },
  equalShare: 'حصة متساوية',
  hours: (hours) => `${hours} ساعة`,
  points: (role, points) => `${role}: ${points} نقاط`,
  noRole: 'بلا دور',
  total: 'المجموع',
  shares: (count) => counted(count, 'حصة واحدة', 'حصتان', 'حصص', 'حصة'),
  noShares: 'لا حصص من الصندوق في هذه الفترة.',
  page: 'الصفحة',
  csv: {
    team: 'الفريق',
    member: 'العضو',
    run: 'التوزيع',
    runDate: 'تاريخ التوزيع (UTC)',
    periodStart: 'بداية الفترة (UTC)',
    periodEnd: 'نهاية الفترة (UTC)',
    policy: 'القاعدة',
    input: 'أساس حصة العضو',
    poolAmount: 'مبلغ الصندوق',
    count: 'العدد',
    shareAmount: 'مبلغ الحصة',
    currency: 'العملة',
    runHash: 'بصمة التوزيع',
  },
};
