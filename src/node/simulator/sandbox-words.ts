import type { Locale } from '../../shared/i18n/locales';

/** The words of the local sandbox's own pages (the event list and the payment page), per language. */
export interface SandboxWords {
  title: string;
  banner: (hosts: string) => string;
  events: string;
  noEvents: string;
  payTitle: (requestId: string) => string;
  card: string;
  otp: string;
  otpHint: string;
  pay: string;
  result: string;
  back: string;
  problems: Record<'unknownSession' | 'closed' | 'paymentInProgress' | 'unknownCard' | 'otpRequired', string>;
  delivered: (status: number) => string;
  notDelivered: string;
  kept: string;
  /** The payer's pages of a payment link (its `url`) and of an AutoPay (its `processUrl`). */
  linkTitle: (code: string) => string;
  signTitle: (autopayId: string) => string;
  sign: string;
  done: string;
  refused: (problem: string) => string;
}

export const sandboxWords: Record<Locale, SandboxWords> = {
  es: {
    title: 'Simulador del ambiente de pruebas de Ondapay',
    banner: (hosts) => `Esto es una simulación local: nada sale de tu equipo y no se mueve dinero. Simula ${hosts}; el ambiente de pruebas real sigue siendo la referencia.`,
    events: 'Lo que pasó',
    noEvents: 'Todavía nada. Envía una petición a una de las direcciones de arriba.',
    payTitle: (requestId) => `Pagar la sesión ${requestId}`,
    card: 'Tarjeta de prueba',
    otp: 'OTP (solo tarjetas con desafío)',
    otpHint: '123456 aprueba; cualquier otro rechaza.',
    pay: 'Pagar',
    result: 'Resultado del pago',
    back: 'Volver al comercio',
    problems: {
      unknownSession: 'La sesión no existe en este simulador.',
      closed: 'La sesión ya no acepta pagos.',
      paymentInProgress: 'La sesión tiene un pago en proceso.',
      unknownCard: 'Ese número no es una tarjeta de prueba.',
      otpRequired: 'Esta tarjeta pide un desafío: escribe el OTP.',
    },
    delivered: (status) => `entregada, HTTP ${status}`,
    notDelivered: 'no se pudo entregar',
    kept: 'guardada (la URL no es local)',
    linkTitle: (code) => `Pagar el enlace ${code}`,
    signTitle: (autopayId) => `Firmar el AutoPay ${autopayId}`,
    sign: 'Firmar y registrar la tarjeta',
    done: 'Hecho',
    refused: (problem) => `El simulador no lo hizo: ${problem}.`,
  },
  en: {
    title: 'Ondapay test environment simulator',
    banner: (hosts) => `This is a local simulation: nothing leaves your machine and no money moves. It simulates ${hosts}; the real test environment remains the reference.`,
    events: 'What happened',
    noEvents: 'Nothing yet. Send a request to one of the addresses above.',
    payTitle: (requestId) => `Pay session ${requestId}`,
    card: 'Test card',
    otp: 'OTP (challenge cards only)',
    otpHint: '123456 approves; any other rejects.',
    pay: 'Pay',
    result: 'Payment result',
    back: 'Back to the merchant',
    problems: {
      unknownSession: 'The session does not exist in this simulator.',
      closed: 'The session no longer accepts payments.',
      paymentInProgress: 'The session has a payment in progress.',
      unknownCard: 'That number is not a test card.',
      otpRequired: 'This card asks for a challenge: enter the OTP.',
    },
    delivered: (status) => `delivered, HTTP ${status}`,
    notDelivered: 'could not be delivered',
    kept: 'kept (the URL is not local)',
    linkTitle: (code) => `Pay link ${code}`,
    signTitle: (autopayId) => `Sign AutoPay ${autopayId}`,
    sign: 'Sign and register the card',
    done: 'Done',
    refused: (problem) => `The simulator did not do it: ${problem}.`,
  },
};
