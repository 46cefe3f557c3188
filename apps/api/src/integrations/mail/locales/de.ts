import type { MailWords } from './mail-words.ts';

export const de: MailWords = {
  greeting: 'Hallo,',
  signOff: 'Ihr OpenTip-Team',
  receipt: {
    subject: (amount, receiver) => `Ihre Trinkgeldquittung: ${amount} an ${receiver}`,
    someone: 'den Empfänger Ihres Trinkgelds',
    thanks: (receiver) => `Vielen Dank für Ihr Trinkgeld an ${receiver}.`,
    tip: 'Trinkgeld:',
    feeCovered: 'Von Ihnen übernommene Servicegebühr:',
    total: 'Belasteter Gesamtbetrag:',
    paidWith: (brand, last4) => `Bezahlt mit: ${brand} mit den Endziffern ${last4}`,
    date: 'Datum:',
    utc: (dateTime) => `${dateTime} UTC`,
    transaction: 'Transaktion:',
  },
  billing: {
    plan: { monthly: 'monatlich', yearly: 'jährlich' },
    receipt: {
      subject: (money) => `Ihre OpenTip-Business-Quittung: ${money}`,
      lines: ({ business, plan, money, until }) => [
        `Vielen Dank: ${business} hat OpenTip Business abonniert (${plan}).`,
        `Abgebucht: ${money}`,
        `Bezahlt bis: ${until}`,
      ],
    },
    renewalFailed: {
      subject: () => 'Die Verlängerung Ihres OpenTip-Business-Abos ist fehlgeschlagen',
      lines: ({ business, plan, money, until }) => [
        `Wir konnten ${money} für die Verlängerung (${plan}) von ${business} nicht abbuchen.`,
        `Wir versuchen es jeden Tag erneut mit der Karte. Alles funktioniert weiter bis zum ${until};`,
        'danach werden die Business-Funktionen pausiert, bis das Abo bezahlt ist.',
        'Hier können Sie mit einer anderen Karte bezahlen:',
      ],
    },
    lapsed: {
      subject: () => 'Ihr OpenTip-Business-Abo ist abgelaufen',
      lines: ({ business }) => [
        `Die Verlängerung von ${business} blieb unbezahlt, daher sind die Business-Funktionen pausiert.`,
        'Es wurde nichts gelöscht, und Trinkgelder funktionieren weiter. Abonnieren Sie erneut, um alles wiederherzustellen:',
      ],
    },
    canceled: {
      subject: () => 'Ihr OpenTip-Business-Abo ist beendet',
      lines: ({ business }) => [
        `Das Abo von ${business} ist wie gewünscht beendet. Es wurde nichts gelöscht.`,
        'Sie können jederzeit erneut abonnieren:',
      ],
    },
  },
};
