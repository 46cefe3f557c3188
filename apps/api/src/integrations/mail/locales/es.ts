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
  codes: {
    subject: {
      verifyEmail: 'Tu código de verificación de OpenTip',
      resetPassword: 'Tu código para restablecer la contraseña de OpenTip',
    },
    greeting: (name) => `Hola, ${name}:`,
    greetingNoName: 'Hola:',
    intro: {
      verifyEmail: 'Usa este código para verificar tu dirección de correo electrónico:',
      resetPassword: 'Usa este código para restablecer tu contraseña:',
    },
    expiry: (minutes) => `El código caduca en ${minutes} minutos y solo se puede usar una vez.`,
    notYou: {
      verifyEmail: 'Si no has creado una cuenta de OpenTip, puedes ignorar este correo.',
      resetPassword:
        'Si no has pedido restablecer tu contraseña, puedes ignorar este correo. Tu contraseña no cambiará.',
    },
    signOff: 'El equipo de OpenTip',
  },
  teamInvite: {
    subject: (team) => `Te han invitado a unirte a ${team} en OpenTip`,
    greeting: 'Hola:',
    what: (inviter, team) =>
      `${inviter} te invita a unirte al equipo ${team} en OpenTip para recibir y compartir propinas.`,
    newcomer: 'Crea tu cuenta y pide unirte aquí:',
    member: 'Inicia sesión y pide unirte aquí:',
    code: (code) => `Código del equipo: ${code}`,
    notYou: 'Si no conoces este equipo, puedes ignorar este correo.',
    signOff: 'El equipo de OpenTip',
  },
  signUpAttempt: {
    subject: 'Alguien intentó registrarse en OpenTip con tu dirección de correo',
    greeting: (name) => `Hola, ${name}:`,
    greetingNoName: 'Hola:',
    what: 'Alguien acaba de intentar crear una cuenta de OpenTip con esta dirección de correo. Ya tienes una cuenta, así que no se ha creado ninguna nueva.',
    signIn: 'Si fuiste tú, inicia sesión aquí:',
    reset: '¿Olvidaste tu contraseña? Restablécela aquí:',
    notYou: 'Si no fuiste tú, puedes ignorar este correo. No ha cambiado nada en tu cuenta.',
    signOff: 'El equipo de OpenTip',
  },
  payoutFailed: {
    whatPlain: (provider) => `Ha fallado un pago a tu cuenta de ${provider}.`,
    subject: 'Tu retiro de OpenTip no ha llegado',
    greeting: 'Hola:',
    what: (amount, provider) =>
      `Tu retiro de ${amount} a tu cuenta de ${provider} ha fallado. El dinero ha vuelto a tu saldo de OpenTip.`,
    reason: (reason) => `Motivo indicado por el proveedor: ${reason}`,
    todo: (provider) => `Revisa los datos de tu cuenta de ${provider} y vuelve a retirar aquí:`,
    signOff: 'El equipo de OpenTip',
  },
  invoice: {
    title: (number) => `Factura ${number}`,
    from: 'EMISOR',
    invoice: 'FACTURA',
    billTo: 'FACTURAR A',
    taxId: (id) => `NIF ${id}`,
    number: 'Número',
    issued: 'Emitida',
    period: 'Periodo',
    currency: 'Moneda',
    status: 'Estado',
    range: (start, end) => `del ${start} al ${end}`,
    statusText: {
      paid: 'Pagada',
      failed: 'Pago fallido: importe pendiente',
      open: 'Abierta: importe pendiente',
      void: 'Anulada',
    },
    description: 'CONCEPTO',
    amount: 'IMPORTE',
    totalPaid: 'Total pagado',
    totalDue: 'Total pendiente',
    taxIncluded: (tax, rate) => `De los cuales ${tax} (${rate}, incluido)`,
    allAmountsIn: (currency) => `Todos los importes en ${currency}.`,
    paidNote: 'Pagada con tarjeta; no se debe nada más por este periodo.',
    dueNote:
      'Págala desde tu página de suscripción; las funciones de empresa siguen durante el periodo de gracia.',
    plan: (plan) => `OpenTip Business, plan ${plan}`,
    promoPercent: (code, percent) =>
      `Código promocional ${code}: ${percent} % de descuento en el primer periodo`,
    promoFreeMonths: (code, months) =>
      `Código promocional ${code}: ${months === 1 ? 'el primer mes gratis' : `los primeros ${months} meses gratis`}`,
    promoAmount: (code) => `Código promocional ${code}: descuento en el primer periodo`,
  },
};
