import type { Locale } from '../i18n/locales';

/**
 * What the simulator reads and answers: an HTTP request as the reader's code would send it to the
 * test environment (the full test URL, `https://checkout-test.ondapay.dev/api/session`), and the
 * answer with its status, headers and body text. The same shapes in the page (Try it, journeys),
 * the local server (`npm run sandbox`), the MCP tool and the example check.
 */
export interface SimRequest {
  method: string;
  url: string;
  /** Header names in any case. */
  headers?: Readonly<Record<string, string>>;
  /** The body as sent (text), or nothing. */
  body?: string;
}

export interface SimResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What the simulator says about its answer, beside it: never in the body the API defines. */
  notes: SimNote[];
}

/** A remark for the console: a validation problem at a JSON pointer, a rule applied, an honest limit. */
export interface SimNote {
  kind: 'problem' | 'rule' | 'notSimulated' | 'auth';
  /** JSON pointer into the request body (`/payment/amount/total`) for a problem. */
  pointer?: string;
  message: string;
}

/** One thing that happened in the simulated environment, for the event list and the journeys. */
export type SimEvent =
  | { kind: 'request'; at: string; method: string; url: string; status: number; operation?: string }
  | { kind: 'notification'; at: string; api: string; webhook: string; url: string; body: string; delivered?: 'sent' | 'kept' | 'failed'; deliveryStatus?: number }
  | { kind: 'clock'; at: string; seconds: number }
  | { kind: 'action'; at: string; action: string; summary: string };

export interface SimOptions {
  /** The language of the API's messages (the real API answers in the site's language). */
  locale: Locale;
}
