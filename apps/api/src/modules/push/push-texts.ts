import type { Language } from '@opentip/shared/occupations';
import { NOTIFICATION_KINDS } from '@opentip/shared/schemas/notifications.schema';

/** The notification kinds a push is worded for (every kind there is); any other says only that something new came. */
export const PUSH_KINDS = NOTIFICATION_KINDS;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * One text per case. {from}, {team}, {amount}, {rating} and {run} are filled from the notification; the
 * `...Anonymous` and `...NoTeam` variants serve notifications that lack that part (a guest's tip).
 */
export interface PushTexts {
  tipReceivedTitle: string;
  tipReceived: string;
  tipReceivedAnonymous: string;
  feedbackReceivedTitle: string;
  feedbackReceived: string;
  feedbackReceivedAnonymous: string;
  teamJoinRequestedTitle: string;
  teamJoinRequested: string;
  teamJoinDecidedTitle: string;
  teamJoinAccepted: string;
  teamJoinRejected: string;
  teamInvitationTitle: string;
  teamInvitation: string;
  tipRefundedTitle: string;
  tipRefunded: string;
  tipRefundedNoAmount: string;
  payoutLinkedTitle: string;
  payoutLinked: string;
  payoutFailedTitle: string;
  payoutFailed: string;
  payoutPaidTitle: string;
  payoutPaid: string;
  poolShareReceivedTitle: string;
  poolShareReceived: string;
  poolRunContestedTitle: string;
  poolRunContested: string;
  poolContestAnsweredTitle: string;
  poolContestAnswered: string;
  otherTitle: string;
  other: string;
  /** Stands in for a team whose name the notification does not carry. */
  yourTeam: string;
}

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  en: {
    tipReceivedTitle: 'New tip',
    tipReceived: '{from} sent you a tip of {amount}.',
    tipReceivedAnonymous: 'You received a tip of {amount}.',
    feedbackReceivedTitle: 'New feedback',
    feedbackReceived: '{from} rated you {rating} out of 5.',
    feedbackReceivedAnonymous: 'You were rated {rating} out of 5.',
    teamJoinRequestedTitle: 'Request to join',
    teamJoinRequested: '{from} asked to join {team}.',
    teamJoinDecidedTitle: 'Team request answered',
    teamJoinAccepted: 'You are now a member of {team}.',
    teamJoinRejected: 'Your request to join {team} was declined.',
    teamInvitationTitle: 'Team invitation',
    teamInvitation: '{from} invited you to join {team}.',
    tipRefundedTitle: 'Tip refunded',
    tipRefunded: 'A tip of {amount} was refunded.',
    tipRefundedNoAmount: 'A tip was refunded.',
    payoutLinkedTitle: 'Payout account linked',
    payoutLinked: 'Your tips can now be paid out to your account.',
    payoutFailedTitle: 'Payout failed',
    payoutFailed: 'A payout to your account failed. Please check your payout account.',
    payoutPaidTitle: 'Payout paid',
    payoutPaid: '{amount} was paid out to your account.',
    poolShareReceivedTitle: 'Team pool shared out',
    poolShareReceived: 'Your share from {team}: {amount}.',
    poolRunContestedTitle: 'Share-out contested',
    poolRunContested: '{from} contests share-out #{run} of {team}.',
    poolContestAnsweredTitle: 'Contest answered',
    poolContestAnswered: 'Your contest of share-out #{run} of {team} was answered.',
    otherTitle: 'OpenTip',
    other: 'You have a new notification.',
    yourTeam: 'your team',
  },
  fr: {
    tipReceivedTitle: 'Nouveau pourboire',
    tipReceived: '{from} vous a envoyé un pourboire de {amount}.',
    tipReceivedAnonymous: 'Vous avez reçu un pourboire de {amount}.',
    feedbackReceivedTitle: 'Nouvel avis',
    feedbackReceived: '{from} vous a donné {rating} sur 5.',
    feedbackReceivedAnonymous: 'Vous avez reçu la note de {rating} sur 5.',
    teamJoinRequestedTitle: "Demande d'adhésion",
    teamJoinRequested: '{from} demande à rejoindre {team}.',
    teamJoinDecidedTitle: "Réponse à votre demande d'équipe",
    teamJoinAccepted: 'Vous êtes maintenant membre de {team}.',
    teamJoinRejected: 'Votre demande pour rejoindre {team} a été refusée.',
    teamInvitationTitle: "Invitation d'équipe",
    teamInvitation: '{from} vous invite à rejoindre {team}.',
    tipRefundedTitle: 'Pourboire remboursé',
    tipRefunded: 'Un pourboire de {amount} a été remboursé.',
    tipRefundedNoAmount: 'Un pourboire a été remboursé.',
    payoutLinkedTitle: 'Compte de versement lié',
    payoutLinked: 'Vos pourboires peuvent maintenant être versés sur votre compte.',
    payoutFailedTitle: 'Échec du versement',
    payoutFailed: 'Un versement sur votre compte a échoué. Veuillez vérifier votre compte de versement.',
    payoutPaidTitle: 'Versement effectué',
    payoutPaid: '{amount} a été versé sur votre compte.',
    poolShareReceivedTitle: 'Cagnotte d’équipe répartie',
    poolShareReceived: 'Votre part de {team} : {amount}.',
    poolRunContestedTitle: 'Répartition contestée',
    poolRunContested: '{from} conteste la répartition n° {run} de {team}.',
    poolContestAnsweredTitle: 'Contestation traitée',
    poolContestAnswered: 'Votre contestation de la répartition n° {run} de {team} a reçu une réponse.',
    otherTitle: 'OpenTip',
    other: 'Vous avez une nouvelle notification.',
    yourTeam: 'votre équipe',
  },
  es: {
    tipReceivedTitle: 'Nueva propina',
    tipReceived: '{from} te ha enviado una propina de {amount}.',
    tipReceivedAnonymous: 'Has recibido una propina de {amount}.',
    feedbackReceivedTitle: 'Nueva valoración',
    feedbackReceived: '{from} te ha valorado con {rating} de 5.',
    feedbackReceivedAnonymous: 'Te han valorado con {rating} de 5.',
    teamJoinRequestedTitle: 'Solicitud para unirse',
    teamJoinRequested: '{from} ha pedido unirse a {team}.',
    teamJoinDecidedTitle: 'Solicitud de equipo respondida',
    teamJoinAccepted: 'Ahora eres miembro de {team}.',
    teamJoinRejected: 'Tu solicitud para unirte a {team} ha sido rechazada.',
    teamInvitationTitle: 'Invitación a un equipo',
    teamInvitation: '{from} te ha invitado a unirte a {team}.',
    tipRefundedTitle: 'Propina reembolsada',
    tipRefunded: 'Se ha reembolsado una propina de {amount}.',
    tipRefundedNoAmount: 'Se ha reembolsado una propina.',
    payoutLinkedTitle: 'Cuenta de cobro vinculada',
    payoutLinked: 'Ya puedes cobrar tus propinas en tu cuenta.',
    payoutFailedTitle: 'Pago fallido',
    payoutFailed: 'Ha fallado un pago a tu cuenta. Revisa tu cuenta de cobro.',
    payoutPaidTitle: 'Pago realizado',
    payoutPaid: 'Se han pagado {amount} en tu cuenta.',
    poolShareReceivedTitle: 'Bote del equipo repartido',
    poolShareReceived: 'Tu parte de {team}: {amount}.',
    poolRunContestedTitle: 'Reparto impugnado',
    poolRunContested: '{from} impugna el reparto n.º {run} de {team}.',
    poolContestAnsweredTitle: 'Impugnación respondida',
    poolContestAnswered: 'Han respondido a tu impugnación del reparto n.º {run} de {team}.',
    otherTitle: 'OpenTip',
    other: 'Tienes una notificación nueva.',
    yourTeam: 'tu equipo',
  },
  ar: {
    tipReceivedTitle: 'إكرامية جديدة',
    tipReceived: 'أرسل لك {from} إكرامية بقيمة {amount}.',
    tipReceivedAnonymous: 'تلقيت إكرامية بقيمة {amount}.',
    feedbackReceivedTitle: 'تقييم جديد',
    feedbackReceived: 'قيّمك {from} بـ {rating} من 5.',
    feedbackReceivedAnonymous: 'حصلت على تقييم {rating} من 5.',
    teamJoinRequestedTitle: 'طلب انضمام',
    teamJoinRequested: 'طلب {from} الانضمام إلى {team}.',
    teamJoinDecidedTitle: 'تم الرد على طلب الفريق',
    teamJoinAccepted: 'أصبحت الآن عضوًا في {team}.',
    teamJoinRejected: 'تم رفض طلبك للانضمام إلى {team}.',
    teamInvitationTitle: 'دعوة إلى فريق',
    teamInvitation: 'دعاك {from} للانضمام إلى {team}.',
    tipRefundedTitle: 'تم استرداد إكرامية',
    tipRefunded: 'تم استرداد إكرامية بقيمة {amount}.',
    tipRefundedNoAmount: 'تم استرداد إكرامية.',
    payoutLinkedTitle: 'تم ربط حساب الدفع',
    payoutLinked: 'يمكن الآن تحويل إكرامياتك إلى حسابك.',
    payoutFailedTitle: 'فشل التحويل',
    payoutFailed: 'فشل تحويل إلى حسابك. يرجى التحقق من حساب الدفع.',
    payoutPaidTitle: 'تم التحويل',
    payoutPaid: 'تم تحويل {amount} إلى حسابك.',
    poolShareReceivedTitle: 'تم توزيع صندوق الفريق',
    poolShareReceived: 'حصتك من {team}: {amount}.',
    poolRunContestedTitle: 'اعتراض على توزيع',
    poolRunContested: 'يعترض {from} على التوزيع رقم {run} في {team}.',
    poolContestAnsweredTitle: 'تم الرد على الاعتراض',
    poolContestAnswered: 'تم الرد على اعتراضك على التوزيع رقم {run} في {team}.',
    otherTitle: 'OpenTip',
    other: 'لديك إشعار جديد.',
    yourTeam: 'فريقك',
  },
  it: {
    tipReceivedTitle: 'Nuova mancia',
    tipReceived: '{from} ti ha inviato una mancia di {amount}.',
    tipReceivedAnonymous: 'Hai ricevuto una mancia di {amount}.',
    feedbackReceivedTitle: 'Nuova valutazione',
    feedbackReceived: '{from} ti ha dato {rating} su 5.',
    feedbackReceivedAnonymous: 'Hai ricevuto una valutazione di {rating} su 5.',
    teamJoinRequestedTitle: 'Richiesta di adesione',
    teamJoinRequested: '{from} ha chiesto di entrare in {team}.',
    teamJoinDecidedTitle: 'Risposta alla richiesta di squadra',
    teamJoinAccepted: 'Ora sei membro di {team}.',
    teamJoinRejected: 'La tua richiesta di entrare in {team} è stata rifiutata.',
    teamInvitationTitle: 'Invito in squadra',
    teamInvitation: '{from} ti ha invitato a entrare in {team}.',
    tipRefundedTitle: 'Mancia rimborsata',
    tipRefunded: 'È stata rimborsata una mancia di {amount}.',
    tipRefundedNoAmount: 'È stata rimborsata una mancia.',
    payoutLinkedTitle: 'Conto di accredito collegato',
    payoutLinked: 'Ora le tue mance possono essere accreditate sul tuo conto.',
    payoutFailedTitle: 'Accredito non riuscito',
    payoutFailed: 'Un accredito sul tuo conto non è riuscito. Controlla il tuo conto di accredito.',
    payoutPaidTitle: 'Prelievo pagato',
    payoutPaid: '{amount} è stato versato sul tuo conto.',
    poolShareReceivedTitle: 'Cassa della squadra ripartita',
    poolShareReceived: 'La tua quota da {team}: {amount}.',
    poolRunContestedTitle: 'Ripartizione contestata',
    poolRunContested: '{from} contesta la ripartizione n. {run} di {team}.',
    poolContestAnsweredTitle: 'Contestazione risolta',
    poolContestAnswered:
      'La tua contestazione della ripartizione n. {run} di {team} ha ricevuto una risposta.',
    otherTitle: 'OpenTip',
    other: 'Hai una nuova notifica.',
    yourTeam: 'la tua squadra',
  },
  de: {
    tipReceivedTitle: 'Neues Trinkgeld',
    tipReceived: '{from} hat dir ein Trinkgeld von {amount} gegeben.',
    tipReceivedAnonymous: 'Du hast ein Trinkgeld von {amount} erhalten.',
    feedbackReceivedTitle: 'Neue Bewertung',
    feedbackReceived: '{from} hat dich mit {rating} von 5 bewertet.',
    feedbackReceivedAnonymous: 'Du wurdest mit {rating} von 5 bewertet.',
    teamJoinRequestedTitle: 'Beitrittsanfrage',
    teamJoinRequested: '{from} möchte {team} beitreten.',
    teamJoinDecidedTitle: 'Teamanfrage beantwortet',
    teamJoinAccepted: 'Du bist jetzt Mitglied von {team}.',
    teamJoinRejected: 'Deine Anfrage, {team} beizutreten, wurde abgelehnt.',
    teamInvitationTitle: 'Teameinladung',
    teamInvitation: '{from} hat dich eingeladen, {team} beizutreten.',
    tipRefundedTitle: 'Trinkgeld erstattet',
    tipRefunded: 'Ein Trinkgeld von {amount} wurde erstattet.',
    tipRefundedNoAmount: 'Ein Trinkgeld wurde erstattet.',
    payoutLinkedTitle: 'Auszahlungskonto verknüpft',
    payoutLinked: 'Deine Trinkgelder können jetzt auf dein Konto ausgezahlt werden.',
    payoutFailedTitle: 'Auszahlung fehlgeschlagen',
    payoutFailed: 'Eine Auszahlung auf dein Konto ist fehlgeschlagen. Bitte prüfe dein Auszahlungskonto.',
    payoutPaidTitle: 'Auszahlung erfolgt',
    payoutPaid: '{amount} wurde auf dein Konto ausgezahlt.',
    poolShareReceivedTitle: 'Teamtopf verteilt',
    poolShareReceived: 'Dein Anteil von {team}: {amount}.',
    poolRunContestedTitle: 'Verteilung beanstandet',
    poolRunContested: '{from} beanstandet Verteilung Nr. {run} von {team}.',
    poolContestAnsweredTitle: 'Beanstandung beantwortet',
    poolContestAnswered: 'Deine Beanstandung der Verteilung Nr. {run} von {team} wurde beantwortet.',
    otherTitle: 'OpenTip',
    other: 'Du hast eine neue Benachrichtigung.',
    yourTeam: 'dein Team',
  },
};
