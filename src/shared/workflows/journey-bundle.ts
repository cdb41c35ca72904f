import type { Facts } from '../facts/facts-data';
import type { Locale } from '../i18n/locales';
import type { SimApi } from '../simulator/api-data';
import type { ArazzoDocument } from './arazzo';

/**
 * What a journey needs to run in the page (or in the MCP tool), written by the build beside the
 * site: one workflow file's Arazzo document, its source descriptions as the simulator reads them
 * in one language (definitions trimmed of reader-only words), and the facts of those APIs. The page
 * fetches it on the first press of Run; nothing of it is in the page before.
 */
export interface JourneyBundle {
  locale: Locale;
  /** openapi/workflows/<name>.arazzo.yaml. */
  file: string;
  document: ArazzoDocument;
  sources: Record<string, SimApi>;
  facts: Facts;
}

export interface JourneyIndexEntry {
  workflowId: string;
  file: string;
  /** The APIs its steps call (the simulator's controls excepted). */
  apis: string[];
  summary: Record<Locale, string>;
}

export const JOURNEY_INDEX_PATH = '/journeys/index.json';

/** `/journeys/es/checkout-payment.json`: a workflow file's bundle in one language (the file's name without `.arazzo.yaml`). */
export const journeyBundlePath = (locale: Locale, name: string) => `/journeys/${locale}/${name}.json`;

/** The bundle name of a workflow file (`openapi/workflows/checkout-payment.arazzo.yaml` → `checkout-payment`). */
export const journeyName = (file: string) => file.replace(/^.*\//, '').replace(/\.arazzo\.yaml$/, '');
