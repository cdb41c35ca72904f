import { isObject, type RawObject } from '../../openapi/raw';
import { objectAt } from '../answers';
import { checkoutState } from '../checkout/checkout-model';
import { cellText, type SimEnvironment } from '../environment';
import { transactions } from '../gateway/gateway-state';
import type { SimSite } from '../site';

/**
 * The airline payments Tickets registers tickets on (content guide, Tickets, "Rules"): a payment of
 * the calling site whose request carried `processorFields.airlineCode`, made in the same simulated
 * environment (a Gateway `process` purchase or a Web Checkout session's payment), or one of the
 * pages' example payments the test environment holds (`ticket.testPayments`: 51250733, the
 * travel-agency site's). Only an `APPROVED` payment that was not reversed or refunded takes new
 * tickets; search and remove read any of them.
 */
export interface AirlinePayment {
  internalReference: number;
  airlineCode: string;
  /** Takes new tickets: `APPROVED`, neither reversed nor refunded. */
  approved: boolean;
  /** The payment's day (`2026-11-20`), in the site's time zone (`-05:00`, Ecuador's). */
  day: string;
}

const airlineCodeOf = (fields: unknown) => (isObject(fields) && typeof fields.airlineCode === 'string' ? fields.airlineCode : undefined);
const dayOf = (status: unknown) => String(objectAt({ status }, 'status')?.date ?? '').slice(0, 10);

function fromGateway(env: SimEnvironment, site: SimSite, internalReference: number): AirlinePayment | undefined {
  const found = transactions(env).get(internalReference);
  const airlineCode = airlineCodeOf(found?.processorFields);
  if (!found || !airlineCode || found.site.login !== site.login || found.body.type !== 'PURCHASE') return undefined;
  const status = objectAt(found.body, 'status');
  return { internalReference, airlineCode, approved: status?.status === 'APPROVED' && !found.reversed && found.body.refunded !== true, day: dayOf(status) };
}

function fromCheckout(env: SimEnvironment, site: SimSite, internalReference: number): AirlinePayment | undefined {
  for (const session of checkoutState(env).sessions.values()) {
    if (session.site.login !== site.login) continue;
    const payment = session.payments.find((candidate) => candidate.internalReference === internalReference);
    const airlineCode = airlineCodeOf(objectAt(session.request, 'payment')?.processorFields);
    if (payment && airlineCode) return { internalReference, airlineCode, approved: payment.status.status === 'APPROVED' && payment.refunded !== true, day: payment.status.date.slice(0, 10) };
  }
  return undefined;
}

/** The pages' example payments, as the facts' table writes them (`internalReference`, `login`, …, `status`, `date`). */
function fromFacts(env: SimEnvironment, site: SimSite, internalReference: number): AirlinePayment | undefined {
  const table = env.facts.ticket?.tables?.testPayments;
  if (!table) return undefined;
  const columns = table.columns.map((column) => cellText(env, column));
  for (const row of table.rows) {
    const value: RawObject = Object.fromEntries(row.map((cell, index) => [columns[index] ?? '', typeof cell === 'object' ? cellText(env, cell) : cell]));
    if (Number(value.internalReference) !== internalReference || value.login !== site.login || typeof value.airlineCode !== 'string') continue;
    return { internalReference, airlineCode: value.airlineCode, approved: value.status === 'APPROVED', day: String(value.date).slice(0, 10) };
  }
  return undefined;
}

export function airlinePayment(env: SimEnvironment, site: SimSite, internalReference: unknown): AirlinePayment | undefined {
  if (typeof internalReference !== 'number') return undefined;
  return fromGateway(env, site, internalReference) ?? fromCheckout(env, site, internalReference) ?? fromFacts(env, site, internalReference);
}

/**
 * An airline's ticket prefix from the airline-codes page's table (`gateway.airlines`: `AV` → `134`);
 * undefined for an airline whose tickets have no fixed prefix or that is not in the table (the test
 * acquirer accepts any designator), whose tickets are then not checked against a prefix.
 */
export function ticketPrefix(env: SimEnvironment, airlineCode: string): string | undefined {
  for (const row of env.facts.gateway?.tables?.airlines?.rows ?? []) {
    const code = /^`([^`]+)`$/.exec(cellText(env, row[1]))?.[1];
    const prefix = /^`(\d{3})`$/.exec(cellText(env, row[2]))?.[1];
    if (code === airlineCode) return prefix;
  }
  return undefined;
}
