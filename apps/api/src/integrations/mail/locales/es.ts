import type { MailWords } from './mail-words.ts';

export const es: MailWords = {
  greeting: 'Hola:',
  signOff: 'El equipo de OpenTip',
  receipt: {
    subject: (amount, receiver) => `Tu recibo de propina: ${amount} para ${receiver}`,
    someone: 'quien recibe tu propina',
    thanks: (receiver) => `Gracias por tu propina para ${receiver}.`,
    tip: 'Propina:',
    feeCovered: 'Comisión de servicio que cubriste:',
    total: 'Total cobrado:',
    paidWith: (brand, last4) => `Pagado con: ${brand} terminada en ${last4}`,
    date: 'Fecha:',
    utc: (dateTime) => `${dateTime} UTC`,
    transaction: 'Transacción:',
  },
  billing: {
    plan: { monthly: 'mensual', yearly: 'anual' },
    receipt: {
      subject: (money) => `Tu recibo de OpenTip Business: ${money}`,
      lines: ({ business, plan, money, until }) => [
        `Gracias: ${business} está suscrito a OpenTip Business (${plan}).`,
        `Importe cobrado: ${money}`,
        `Pagado hasta: ${until}`,
      ],
    },
    renewalFailed: {
      subject: () => 'No se pudo renovar tu suscripción a OpenTip Business',
      lines: ({ business, plan, money, until }) => [
        `No hemos podido cobrar ${money} por la renovación ${plan} de ${business}.`,
        `Volveremos a intentar el cobro en la tarjeta cada día. Todo sigue funcionando hasta el ${until};`,
        'después, las funciones de empresa se pausan hasta que se pague la suscripción.',
        'Puedes pagar con otra tarjeta aquí:',
      ],
    },
    lapsed: {
      subject: () => 'Tu suscripción a OpenTip Business ha vencido',
      lines: ({ business }) => [
        `La renovación de ${business} quedó sin pagar, así que sus funciones de empresa están en pausa.`,
        'No se ha borrado nada y las propinas siguen funcionando. Vuelve a suscribirte para recuperarlo todo:',
      ],
    },
    canceled: {
      subject: () => 'Tu suscripción a OpenTip Business ha finalizado',
      lines: ({ business }) => [
        `La suscripción de ${business} ha finalizado, como pediste. No se ha borrado nada.`,
        'Puedes volver a suscribirte cuando quieras:',
      ],
    },
  },
};
