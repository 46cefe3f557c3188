import { describe, expect, it } from 'vitest';
import { formatMoney } from '@opentip/shared/money';
import { LANGUAGES } from '@opentip/shared/occupations';
import type { TipRow } from '../src/db/schema/payments.ts';
import { renderBillingMail, type BillingMailKind } from '../src/integrations/mail/billing-mails.ts';
import type { MailMessage } from '../src/integrations/mail/mailer.ts';
import { renderSignUpAttemptMail } from '../src/integrations/mail/sign-up-attempt-mail.ts';
import { renderTeamInviteMail } from '../src/integrations/mail/team-invite-mail.ts';
import { renderCodeMail } from '../src/integrations/mail/templates.ts';
import { notificationMail } from '../src/modules/notifications/notification-mail.ts';
import { tipReceiptMail } from '../src/modules/transactions/tip-receipt.ts';

const PUBLIC_URL = 'https://opentip.test';
type Mail = Omit<MailMessage, 'to'>;

const tip = (giverLanguage: TipRow['giverLanguage']) =>
  ({
    id: '0b7e2f4e-58a4-4c4b-9d55-1f1d0f2b1a11',
    giverEmail: 'guest@example.test',
    giverLanguage,
    currency: 'EUR',
    tipAmount: 1000,
    feeAmount: 50,
    totalAmount: 1050,
    coverFee: true,
    cardBrand: 'visa',
    cardLast4: '4242',
    createdAt: new Date('2026-04-10T18:30:00Z'),
    completedAt: new Date('2026-04-10T18:31:00Z'),
  }) as TipRow;

const billing = (kind: BillingMailKind, lang: string) =>
  renderBillingMail({
    kind,
    lang,
    businessName: 'Aurora Café',
    planId: 'monthly',
    amount: 2900,
    currency: 'USD',
    until: new Date('2026-04-08T00:00:00Z'),
    publicUrl: PUBLIC_URL,
  });

const invite = (lang: string) =>
  renderTeamInviteMail({
    lang,
    inviter: 'Lina',
    teamName: 'Night Crew',
    teamCode: 'NIGHT42',
    hasAccount: false,
    publicUrl: PUBLIC_URL,
  });

const payoutFailed = (lang: string) =>
  notificationMail(
    {
      id: 'n1',
      type: 'payoutFailed',
      data: { amount: 12345, currency: 'EUR', provider: 'stripe' },
      email: 'receiver@example.test',
      lang,
    },
    PUBLIC_URL,
  ) as Mail;

/** Every mail kind, written for a reader of `lang`. */
const MAIL_KINDS: Record<string, (lang: string) => Mail> = {
  receipt: (lang) => tipReceiptMail(tip(lang as TipRow['giverLanguage']), 'Sam'),
  billingReceipt: (lang) => billing('receipt', lang),
  renewalFailed: (lang) => billing('renewalFailed', lang),
  lapsed: (lang) => billing('lapsed', lang),
  canceled: (lang) => billing('canceled', lang),
  teamInvite: invite,
  payoutFailed,
  verifyEmail: (lang) => renderCodeMail({ kind: 'verifyEmail', lang, code: '123456', minutes: 10 }),
  resetPassword: (lang) => renderCodeMail({ kind: 'resetPassword', lang, code: '654321', minutes: 10 }),
  signUpAttempt: (lang) => renderSignUpAttemptMail({ lang, name: 'Sam', publicUrl: PUBLIC_URL }),
};

describe('every mail in the reader language', () => {
  it('writes the tip receipt in English: amounts, date and card', () => {
    const mail = tipReceiptMail(tip('en'), 'Sam');
    expect(mail.subject).toBe('Your tip receipt: €10.50 to Sam');
    expect(mail.text).toContain('Thank you for your tip to Sam.');
    expect(mail.text).toContain('Tip: €10.00');
    expect(mail.text).toContain('Service fee you covered: €0.50');
    // ICU versions differ in the space before PM (some write a narrow no-break space).
    expect(mail.text).toMatch(/Date: April 10, 2026 at 6:31\sPM UTC/);
    expect(mail.html).toContain('dir="ltr"');
  });

  it('writes the tip receipt in Arabic, right to left, with amounts and date in Arabic', () => {
    const mail = tipReceiptMail(tip('ar'), 'Sam');
    const total = formatMoney(1050, 'EUR', 'ar');
    expect(mail.subject).toBe(`إيصال إكراميتك: ${total} إلى Sam`);
    expect(mail.text).toContain('شكرًا على إكراميتك إلى Sam.');
    expect(mail.text).toContain(`الإكرامية: ${formatMoney(1000, 'EUR', 'ar')}`);
    expect(mail.text).toContain('أبريل 2026');
    expect(mail.text).toContain('visa المنتهية بـ 4242');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('writes a receipt without a known language (older tips) in English', () => {
    expect(tipReceiptMail(tip(null), undefined).subject).toBe(
      'Your tip receipt: €10.50 to your tip receiver',
    );
  });

  it('writes billing mails in English with the day in words', () => {
    const mail = billing('receipt', 'en');
    expect(mail.subject).toBe('Your OpenTip Business receipt: $29.00');
    expect(mail.text).toContain('Aurora Café is subscribed to OpenTip Business (monthly).');
    expect(mail.text).toContain('Paid until: April 8, 2026');
    expect(billing('renewalFailed', 'en').subject).toBe('Your OpenTip Business renewal failed');
    expect(billing('lapsed', 'en').subject).toBe('Your OpenTip Business subscription has lapsed');
    expect(billing('canceled', 'en').subject).toBe('Your OpenTip Business subscription has ended');
  });

  it('writes billing mails (the invoice receipt and the reminders) in Arabic', () => {
    const money = formatMoney(2900, 'USD', 'ar');
    const receipt = billing('receipt', 'ar');
    expect(receipt.subject).toBe(`إيصال اشتراكك في OpenTip Business: ${money}`);
    expect(receipt.text).toContain('Aurora Café مشترك في OpenTip Business (الخطة الشهرية)');
    expect(receipt.text).toContain('مدفوع حتى: 8 أبريل 2026');
    expect(receipt.html).toContain('dir="rtl"');
    const failed = billing('renewalFailed', 'ar');
    expect(failed.subject).toBe('فشل تجديد اشتراكك في OpenTip Business');
    expect(failed.text).toContain(`لم نتمكن من خصم ${money}`);
    expect(billing('lapsed', 'ar').subject).toBe('انتهت صلاحية اشتراكك في OpenTip Business');
    expect(billing('canceled', 'ar').subject).toBe('انتهى اشتراكك في OpenTip Business');
  });

  it('writes the team invitation in English and Arabic', () => {
    expect(invite('en').subject).toBe('You are invited to join Night Crew on OpenTip');
    expect(invite('en').text).toContain('Team code: NIGHT42');
    const ar = invite('ar');
    expect(ar.subject).toBe('أنت مدعو للانضمام إلى Night Crew على OpenTip');
    expect(ar.text).toContain('رمز الفريق: NIGHT42');
    expect(ar.html).toContain('dir="rtl"');
  });

  it('writes the payout-failed notification in English and Arabic, with the amount in the locale', () => {
    const en = payoutFailed('en');
    expect(en.subject).toBe('Your OpenTip withdrawal did not arrive');
    expect(en.text).toContain('Your withdrawal of €123.45 to your Stripe account failed.');
    const ar = payoutFailed('ar');
    expect(ar.subject).toBe('لم يصل سحبك من OpenTip');
    expect(ar.text).toContain(`فشل سحبك بقيمة ${formatMoney(12345, 'EUR', 'ar')}`);
    expect(ar.html).toContain('dir="rtl"');
  });

  it('writes verification and password-reset codes in English and Arabic', () => {
    const verify = MAIL_KINDS.verifyEmail!;
    const reset = MAIL_KINDS.resetPassword!;
    expect(verify('en').subject).toBe('Your OpenTip verification code');
    expect(reset('en').subject).toBe('Your OpenTip password reset code');
    expect(verify('ar').subject).toBe('رمز التحقق الخاص بك في OpenTip');
    expect(verify('ar').text).toContain('123456');
    expect(reset('ar').subject).toBe('رمز إعادة تعيين كلمة المرور في OpenTip');
    expect(reset('ar').html).toContain('dir="rtl"');
  });

  it('writes the sign-up attempt warning in English and Arabic', () => {
    const en = MAIL_KINDS.signUpAttempt!('en');
    expect(en.subject).toBe('Someone tried to sign up to OpenTip with your email address');
    const ar = MAIL_KINDS.signUpAttempt!('ar');
    expect(ar.subject).toBe('حاول شخص ما التسجيل في OpenTip باستخدام بريدك الإلكتروني');
    expect(ar.text).toContain(`${PUBLIC_URL}/forgotpassword`);
    expect(ar.html).toContain('dir="rtl"');
  });

  it.each(Object.keys(MAIL_KINDS))('writes %s in each of the six languages, each its own', (kind) => {
    const render = MAIL_KINDS[kind]!;
    const english = render('en');
    for (const lang of LANGUAGES) {
      const mail = render(lang);
      expect(mail.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/undefined|NaN|\[object/);
      if (lang !== 'en') expect(mail.text).not.toBe(english.text);
    }
  });
});
