import type { RawObject } from '../../openapi/raw';
import { modelState } from '../model-state';
import type { SimSite } from '../site';
import type { SimResponse } from '../types';
import type { MicroOutcome } from './test-accounts';

/** Account Validator's validations in one environment, shared by its checks and its hosted session. */

export interface Validation {
  site: SimSite;
  body: RawObject;
  bankCode: string;
  settlesAt?: number;
  notificationUrl?: string;
  /** Micro-deposits: when they are sent, how they end if nobody confirms them, when they expire. */
  micro?: { sendsAt?: number; outcome?: MicroOutcome; expiresAt: number };
  /** A hosted session waiting for the payer (session.ts): until when, the tries left, what the request fixed. */
  session?: { expiresAt: number; triesLeft: number; method?: string; holder: RawObject; reference: unknown };
}

export const validations = modelState(() => new Map<number, Validation>());

/** An account check's outcome: the validation it makes, or the answer that refuses the request. */
export type Checked = { item: Validation } | { answer: SimResponse };
