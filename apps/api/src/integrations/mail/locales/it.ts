import type { MailWords } from './mail-words.ts';

export const it: MailWords = {
  greeting: 'Ciao,',
  signOff: 'Il team di OpenTip',
  receipt: {
    subject: (amount, receiver) => `La ricevuta della tua mancia: ${amount} a ${receiver}`,
    someone: 'chi riceve la tua mancia',
    thanks: (receiver) => `Grazie per la tua mancia a ${receiver}.`,
    tip: 'Mancia:',
    feeCovered: 'Commissione di servizio a tuo carico:',
    total: 'Totale addebitato:',
    paidWith: (brand, last4) => `Pagato con: ${brand} che termina con ${last4}`,
    date: 'Data:',
    utc: (dateTime) => `${dateTime} UTC`,
    transaction: 'Transazione:',
  },
  billing: {
    plan: { monthly: 'mensile', yearly: 'annuale' },
    receipt: {
      subject: (money) => `La tua ricevuta OpenTip Business: ${money}`,
      lines: ({ business, plan, money, until }) => [
        `Grazie: ${business} è abbonato a OpenTip Business (${plan}).`,
        `Addebitato: ${money}`,
        `Pagato fino al: ${until}`,
      ],
    },
    renewalFailed: {
      subject: () => 'Il rinnovo di OpenTip Business non è riuscito',
      lines: ({ business, plan, money, until }) => [
        `Non siamo riusciti ad addebitare ${money} per il rinnovo ${plan} di ${business}.`,
        `Riproveremo ad addebitare la carta ogni giorno. Tutto continua a funzionare fino al ${until};`,
        "dopo, le funzioni business restano sospese finché l'abbonamento non viene pagato.",
        "Puoi pagare con un'altra carta qui:",
      ],
    },
    lapsed: {
      subject: () => 'Il tuo abbonamento OpenTip Business è scaduto',
      lines: ({ business }) => [
        `Il rinnovo di ${business} non è stato pagato, quindi le sue funzioni business sono sospese.`,
        'Non è stato eliminato nulla e le mance continuano a funzionare. Abbonati di nuovo per ripristinare tutto:',
      ],
    },
    canceled: {
      subject: () => 'Il tuo abbonamento OpenTip Business è terminato',
      lines: ({ business }) => [
        `L'abbonamento di ${business} è terminato, come hai chiesto. Non è stato eliminato nulla.`,
        'Puoi abbonarti di nuovo in qualsiasi momento:',
      ],
    },
  },
  codes: {
    subject: {
      verifyEmail: 'Il tuo codice di verifica OpenTip',
      resetPassword: 'Il tuo codice per reimpostare la password di OpenTip',
    },
    greeting: (name) => `Ciao ${name},`,
    greetingNoName: 'Ciao,',
    intro: {
      verifyEmail: 'Usa questo codice per verificare il tuo indirizzo email:',
      resetPassword: 'Usa questo codice per reimpostare la password:',
    },
    expiry: (minutes) => `Il codice scade tra ${minutes} minuti e può essere usato una sola volta.`,
    notYou: {
      verifyEmail: 'Se non hai creato un account OpenTip, puoi ignorare questa email.',
      resetPassword:
        'Se non hai chiesto di reimpostare la password, puoi ignorare questa email. La tua password resta invariata.',
    },
    signOff: 'Il team di OpenTip',
  },
  teamInvite: {
    subject: (team) => `Sei invitato a unirti a ${team} su OpenTip`,
    greeting: 'Ciao,',
    what: (inviter, team) =>
      `${inviter} ti invita a unirti alla squadra ${team} su OpenTip, per ricevere e condividere le mance.`,
    newcomer: 'Crea il tuo account e chiedi di unirti qui:',
    member: 'Accedi e chiedi di unirti qui:',
    code: (code) => `Codice della squadra: ${code}`,
    notYou: 'Se non conosci questa squadra, puoi ignorare questa email.',
    signOff: 'Il team di OpenTip',
  },
  signUpAttempt: {
    subject: 'Qualcuno ha provato a registrarsi a OpenTip con il tuo indirizzo email',
    greeting: (name) => `Ciao ${name},`,
    greetingNoName: 'Ciao,',
    what: 'Qualcuno ha appena provato a creare un account OpenTip con questo indirizzo email. Hai già un account, quindi non ne è stato creato uno nuovo.',
    signIn: 'Se sei stato tu, accedi qui:',
    reset: 'Hai dimenticato la password? Reimpostala qui:',
    notYou: 'Se non sei stato tu, puoi ignorare questa email. Nel tuo account non è cambiato nulla.',
    signOff: 'Il team di OpenTip',
  },
  payoutFailed: {
    whatPlain: (provider) => `Un pagamento sul tuo conto ${provider} non è riuscito.`,
    subject: 'Il tuo prelievo OpenTip non è arrivato',
    greeting: 'Ciao,',
    what: (amount, provider) =>
      `Il tuo prelievo di ${amount} sul tuo conto ${provider} non è riuscito. Il denaro è tornato nel tuo saldo OpenTip.`,
    reason: (reason) => `Motivo indicato dal fornitore: ${reason}`,
    todo: (provider) => `Controlla i dati del tuo conto ${provider}, poi preleva di nuovo qui:`,
    signOff: 'Il team di OpenTip',
  },
  invoice: {
    title: (number) => `Fattura ${number}`,
    from: 'DA',
    invoice: 'FATTURA',
    billTo: 'INTESTATA A',
    taxId: (id) => `Partita IVA ${id}`,
    number: 'Numero',
    issued: 'Emessa il',
    period: 'Periodo',
    currency: 'Valuta',
    status: 'Stato',
    range: (start, end) => `dal ${start} al ${end}`,
    statusText: {
      paid: 'Pagata',
      failed: 'Pagamento non riuscito: importo dovuto',
      open: 'Aperta: importo dovuto',
      void: 'Annullata',
    },
    description: 'DESCRIZIONE',
    amount: 'IMPORTO',
    totalPaid: 'Totale pagato',
    totalDue: 'Totale dovuto',
    taxIncluded: (tax, rate) => `Di cui ${tax} (${rate}, inclusa)`,
    allAmountsIn: (currency) => `Tutti gli importi in ${currency}.`,
    paidNote: 'Pagata con carta; non è dovuto altro per questo periodo.',
    dueNote:
      "Pagala dalla pagina dell'abbonamento; le funzioni business continuano durante il periodo di tolleranza.",
    plan: (plan) => `OpenTip Business, piano ${plan}`,
    promoPercent: (code, percent) => `Codice promo ${code}: ${percent}% di sconto sul primo periodo`,
    promoFreeMonths: (code, months) =>
      `Codice promo ${code}: ${months === 1 ? 'il primo mese gratis' : `i primi ${months} mesi gratis`}`,
    promoAmount: (code) => `Codice promo ${code}: sconto sul primo periodo`,
  },
};
