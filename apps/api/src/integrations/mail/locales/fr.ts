import type { MailWords } from './mail-words.ts';

export const fr: MailWords = {
  greeting: 'Bonjour,',
  signOff: "L'équipe OpenTip",
  receipt: {
    subject: (amount, receiver) => `Votre reçu de pourboire : ${amount} à ${receiver}`,
    someone: 'votre bénéficiaire',
    thanks: (receiver) => `Merci pour votre pourboire à ${receiver}.`,
    tip: 'Pourboire :',
    feeCovered: 'Frais de service pris en charge :',
    total: 'Total débité :',
    paidWith: (brand, last4) => `Payé avec : ${brand} se terminant par ${last4}`,
    date: 'Date :',
    utc: (dateTime) => `${dateTime} UTC`,
    transaction: 'Transaction :',
  },
  billing: {
    plan: { monthly: 'mensuel', yearly: 'annuel' },
    receipt: {
      subject: (money) => `Votre reçu OpenTip Business : ${money}`,
      lines: ({ business, plan, money, until }) => [
        `Merci : ${business} est abonné à OpenTip Business (${plan}).`,
        `Montant débité : ${money}`,
        `Payé jusqu'au : ${until}`,
      ],
    },
    renewalFailed: {
      subject: () => 'Le renouvellement de votre abonnement OpenTip Business a échoué',
      lines: ({ business, plan, money, until }) => [
        `Nous n'avons pas pu débiter ${money} pour le renouvellement ${plan} de ${business}.`,
        `Nous réessaierons la carte chaque jour. Tout continue de fonctionner jusqu'au ${until} ;`,
        "ensuite, les fonctionnalités business sont suspendues jusqu'au paiement de l'abonnement.",
        'Vous pouvez payer avec une autre carte ici :',
      ],
    },
    lapsed: {
      subject: () => 'Votre abonnement OpenTip Business a expiré',
      lines: ({ business }) => [
        `Le renouvellement de ${business} est resté impayé : ses fonctionnalités business sont suspendues.`,
        "Rien n'a été supprimé et les pourboires continuent de fonctionner. Abonnez-vous à nouveau pour tout rétablir :",
      ],
    },
    canceled: {
      subject: () => 'Votre abonnement OpenTip Business a pris fin',
      lines: ({ business }) => [
        `L'abonnement de ${business} a pris fin, comme vous l'avez demandé. Rien n'a été supprimé.`,
        'Vous pouvez vous réabonner à tout moment :',
      ],
    },
  },
};
