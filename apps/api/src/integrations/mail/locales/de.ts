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
  codes: {
    subject: {
      verifyEmail: 'Ihr OpenTip-Bestätigungscode',
      resetPassword: 'Ihr Code zum Zurücksetzen Ihres OpenTip-Passworts',
    },
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Hallo,',
    intro: {
      verifyEmail: 'Verwenden Sie diesen Code, um Ihre E-Mail-Adresse zu bestätigen:',
      resetPassword: 'Verwenden Sie diesen Code, um Ihr Passwort zurückzusetzen:',
    },
    expiry: (minutes) => `Der Code läuft in ${minutes} Minuten ab und kann nur einmal verwendet werden.`,
    notYou: {
      verifyEmail: 'Wenn Sie kein OpenTip-Konto erstellt haben, können Sie diese E-Mail ignorieren.',
      resetPassword:
        'Wenn Sie das Zurücksetzen Ihres Passworts nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
    },
    signOff: 'Ihr OpenTip-Team',
  },
  teamInvite: {
    subject: (team) => `Sie sind eingeladen, ${team} auf OpenTip beizutreten`,
    greeting: 'Hallo,',
    what: (inviter, team) =>
      `${inviter} lädt Sie ein, dem Team ${team} auf OpenTip beizutreten, um Trinkgelder zu erhalten und zu teilen.`,
    newcomer: 'Erstellen Sie hier Ihr Konto und bitten Sie um Aufnahme:',
    member: 'Melden Sie sich hier an und bitten Sie um Aufnahme:',
    code: (code) => `Teamcode: ${code}`,
    notYou: 'Wenn Sie dieses Team nicht kennen, können Sie diese E-Mail ignorieren.',
    signOff: 'Ihr OpenTip-Team',
  },
  signUpAttempt: {
    subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei OpenTip registrieren',
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Hallo,',
    what: 'Jemand hat gerade versucht, mit dieser E-Mail-Adresse ein OpenTip-Konto zu erstellen. Sie haben bereits ein Konto, daher wurde kein neues angelegt.',
    signIn: 'Wenn Sie das waren, melden Sie sich hier an:',
    reset: 'Passwort vergessen? Setzen Sie es hier zurück:',
    notYou:
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren. An Ihrem Konto hat sich nichts geändert.',
    signOff: 'Ihr OpenTip-Team',
  },
  payoutFailed: {
    whatPlain: (provider) => `Eine Auszahlung auf Ihr ${provider}-Konto ist fehlgeschlagen.`,
    subject: 'Ihre OpenTip-Auszahlung ist nicht angekommen',
    greeting: 'Hallo,',
    what: (amount, provider) =>
      `Ihre Auszahlung von ${amount} auf Ihr ${provider}-Konto ist fehlgeschlagen. Das Geld ist wieder in Ihrem OpenTip-Guthaben.`,
    reason: (reason) => `Angabe des Anbieters: ${reason}`,
    todo: (provider) => `Prüfen Sie die Angaben Ihres ${provider}-Kontos und zahlen Sie hier erneut aus:`,
    signOff: 'Ihr OpenTip-Team',
  },
  invoice: {
    title: (number) => `Rechnung ${number}`,
    from: 'VON',
    invoice: 'RECHNUNG',
    billTo: 'RECHNUNG AN',
    taxId: (id) => `USt-IdNr. ${id}`,
    number: 'Nummer',
    issued: 'Ausgestellt',
    period: 'Zeitraum',
    currency: 'Währung',
    status: 'Status',
    range: (start, end) => `${start} bis ${end}`,
    statusText: {
      paid: 'Bezahlt',
      failed: 'Zahlung fehlgeschlagen: Betrag fällig',
      open: 'Offen: Betrag fällig',
      void: 'Storniert',
    },
    description: 'BESCHREIBUNG',
    amount: 'BETRAG',
    totalPaid: 'Gesamt bezahlt',
    totalDue: 'Gesamt fällig',
    taxIncluded: (tax, rate) => `Davon ${tax} (${rate}, enthalten)`,
    allAmountsIn: (currency) => `Alle Beträge in ${currency}.`,
    paidNote: 'Per Karte bezahlt; für diesen Zeitraum ist nichts mehr fällig.',
    dueNote:
      'Bezahlen Sie sie auf Ihrer Abo-Seite; die Business-Funktionen laufen während der Nachfrist weiter.',
    plan: (plan) => `OpenTip Business (${plan})`,
    promoPercent: (code, percent) => `Aktionscode ${code}: ${percent} % Rabatt auf den ersten Zeitraum`,
    promoFreeMonths: (code, months) =>
      `Aktionscode ${code}: ${months === 1 ? 'der erste Monat' : `die ersten ${months} Monate`} gratis`,
    promoAmount: (code) => `Aktionscode ${code}: Rabatt auf den ersten Zeitraum`,
  },
};
