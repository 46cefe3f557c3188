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
};
