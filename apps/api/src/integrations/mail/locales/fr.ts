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
  codes: {
    subject: {
      verifyEmail: 'Votre code de vérification OpenTip',
      resetPassword: 'Votre code de réinitialisation du mot de passe OpenTip',
    },
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    intro: {
      verifyEmail: 'Utilisez ce code pour vérifier votre adresse e-mail :',
      resetPassword: 'Utilisez ce code pour réinitialiser votre mot de passe :',
    },
    expiry: (minutes) => `Le code expire dans ${minutes} minutes et ne peut être utilisé qu'une fois.`,
    notYou: {
      verifyEmail: "Si vous n'avez pas créé de compte OpenTip, vous pouvez ignorer cet e-mail.",
      resetPassword:
        "Si vous n'avez pas demandé la réinitialisation de votre mot de passe, vous pouvez ignorer cet e-mail. Votre mot de passe reste inchangé.",
    },
    signOff: "L'équipe OpenTip",
  },
  teamInvite: {
    subject: (team) => `Vous êtes invité à rejoindre ${team} sur OpenTip`,
    greeting: 'Bonjour,',
    what: (inviter, team) =>
      `${inviter} vous invite à rejoindre l'équipe ${team} sur OpenTip, pour recevoir et partager des pourboires.`,
    newcomer: 'Créez votre compte et demandez à rejoindre l’équipe ici :',
    member: 'Connectez-vous et demandez à rejoindre l’équipe ici :',
    code: (code) => `Code de l'équipe : ${code}`,
    notYou: 'Si vous ne connaissez pas cette équipe, vous pouvez ignorer cet e-mail.',
    signOff: "L'équipe OpenTip",
  },
  signUpAttempt: {
    subject: "Quelqu'un a tenté de s'inscrire à OpenTip avec votre adresse e-mail",
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    what: "Quelqu'un vient d'essayer de créer un compte OpenTip avec cette adresse e-mail. Vous avez déjà un compte, donc aucun nouveau compte n'a été créé.",
    signIn: "Si c'était vous, connectez-vous ici :",
    reset: 'Mot de passe oublié ? Réinitialisez-le ici :',
    notYou: "Si ce n'était pas vous, vous pouvez ignorer cet e-mail. Rien n'a changé dans votre compte.",
    signOff: "L'équipe OpenTip",
  },
  payoutFailed: {
    whatPlain: (provider) => `Un versement vers votre compte ${provider} a échoué.`,
    subject: "Votre retrait OpenTip n'est pas arrivé",
    greeting: 'Bonjour,',
    what: (amount, provider) =>
      `Votre retrait de ${amount} vers votre compte ${provider} a échoué. L'argent est de retour sur votre solde OpenTip.`,
    reason: (reason) => `Motif indiqué par le prestataire : ${reason}`,
    todo: (provider) => `Vérifiez les informations de votre compte ${provider}, puis retirez à nouveau ici :`,
    signOff: "L'équipe OpenTip",
  },
  invoice: {
    title: (number) => `Facture ${number}`,
    from: 'ÉMETTEUR',
    invoice: 'FACTURE',
    billTo: 'FACTURÉ À',
    taxId: (id) => `N° de TVA ${id}`,
    number: 'Numéro',
    issued: 'Émise le',
    period: 'Période',
    currency: 'Devise',
    status: 'Statut',
    range: (start, end) => `du ${start} au ${end}`,
    statusText: {
      paid: 'Payée',
      failed: 'Paiement échoué : montant dû',
      open: 'Ouverte : montant dû',
      void: 'Annulée',
    },
    description: 'DÉSIGNATION',
    amount: 'MONTANT',
    totalPaid: 'Total payé',
    totalDue: 'Total dû',
    taxIncluded: (tax, rate) => `Dont ${tax} (${rate}, incluse)`,
    allAmountsIn: (currency) => `Tous les montants en ${currency}.`,
    paidNote: "Payée par carte ; plus rien n'est dû pour cette période.",
    dueNote:
      "Réglez-la depuis votre page d'abonnement ; les fonctionnalités business continuent pendant le délai de grâce.",
    plan: (plan) => `OpenTip Business, abonnement ${plan}`,
    promoPercent: (code, percent) => `Code promo ${code} : ${percent} % de remise sur la première période`,
    promoFreeMonths: (code, months) =>
      `Code promo ${code} : ${months === 1 ? 'le premier mois offert' : `les ${months} premiers mois offerts`}`,
    promoAmount: (code) => `Code promo ${code} : remise sur la première période`,
  },
};
