import type { RawObject } from '../../openapi/raw';
import { siteDate } from '../clock';
import type { AdministratorCall, AdministratorHandler } from '../environment';
import type { CoreMerchant } from './core-state';
import { failAnswer, merchantIn, notFound, okAnswer } from './core-state';
import { catalogPlans } from './reference-data';

/**
 * A merchant's plan (/core/reference/plans/customer): the first from the day the merchant is created,
 * any later one from the first day of a month (today only if today is the 1st); a new assignment
 * replaces the scheduled one. A plan's `to` is the last day it applied (the day before the next one's
 * `from`), null while it applies or is scheduled.
 */

const DAY = 86_400_000;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

function plansOf(merchant: CoreMerchant, today: string) {
  const started = merchant.plans.filter((plan) => String(plan.from) <= today);
  const history: RawObject[] = started.map((plan, index) => ({ ...plan, to: started[index + 1] ? dayBefore(String(started[index + 1]!.from)) : null }));
  const scheduled = merchant.plans.find((plan) => String(plan.from) > today) ?? null;
  return { history, current: history.at(-1) ?? null, scheduled };
}

const today = (call: AdministratorCall) => siteDate(call.env.clock.now());

const getMerchantPlan: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const { current, scheduled } = plansOf(merchant, today(call));
  return okAnswer(call, 'plan', { current, scheduled });
};

/** The first day of the month after `day` (the definition's default `effectiveDate`). */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const assignPlan: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const now = today(call);
  const effective = typeof call.body.effectiveDate === 'string' ? call.body.effectiveDate : nextMonth(now);
  if (!effective.endsWith('-01') || effective < now) return failAnswer(call, 400, 'date');
  const plan = catalogPlans(call).find((candidate) => candidate.planId === call.body.planId);
  if (!plan) return notFound(call, 'plan');
  // A new assignment replaces the scheduled one (and one that starts the same day).
  merchant.plans = merchant.plans.filter((entry) => String(entry.from) <= now && entry.from !== effective);
  merchant.plans.push({ planId: plan.planId, name: plan.name, from: effective, to: null });
  const { current, scheduled } = plansOf(merchant, now);
  return okAnswer(call, 'scheduled', { current, scheduled });
};

const getPlanHistory: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  return merchant ? okAnswer(call, 'history', { history: plansOf(merchant, today(call)).history }) : notFound(call, 'merchant');
};

export const merchantPlanHandlers: Record<string, AdministratorHandler> = { getMerchantPlan, assignPlan, getPlanHistory };
