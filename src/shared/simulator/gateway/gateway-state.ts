import type { RawObject } from '../../openapi/raw';
import type { CardResult } from '../card-outcome';
import type { SimEnvironment } from '../environment';
import { modelState } from '../model-state';
import type { SimSite } from '../site';

/** Gateway's transactions in one environment, shared by its parts (payments, refunds, cash orders). */

/** The identifiers of the pages' example (`internalReference` 51240001, `authorization` "915204", `receipt` "652301"). */
export const FIRST_IDS = { internalReference: 51240001, authorization: 915204, receipt: 652301 } as const;

export interface GatewayTransaction {
  site: SimSite;
  at: number;
  /** The card number and amount a repetition is compared with. */
  key: string;
  /** The card number a card payment or hold was made with (a reauthorization asks its issuer again). */
  card?: string;
  body: RawObject;
  /** The first answer, for an idempotent replay. */
  firstAnswer: string;
  notificationUrl?: string;
  /** The request's `payment.processorFields` (an airline payment's `airlineCode`, which Tickets reads). */
  processorFields?: RawObject;
  settles?: { at: number; result: CardResult };
  reversed?: boolean;
  /** Its reversal answers `FAILED` first on the pages (the AVS test postal code `33333`): not modeled. */
  reversalFailsFirst?: boolean;
  /** A hold's latest approved authorization (a reauthorization's), which its capture settles. */
  latestAuthorization?: unknown;
}

export const transactions = modelState(() => new Map<number, GatewayTransaction>());

/** Keeps a transaction another part of Gateway made (a cash order's `cash` payment), so `query` finds it. */
export function recordTransaction(env: SimEnvironment, site: SimSite, body: RawObject): void {
  transactions(env).set(Number(body.internalReference), { site, at: env.clock.now().getTime(), key: '', body, firstAnswer: '' });
}

/** The next Gateway `internalReference` (one sequence for every transaction of the environment). */
export const nextInternalReference = (env: SimEnvironment) => env.nextId('internalReference', FIRST_IDS.internalReference);

