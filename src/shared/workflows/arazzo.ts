import type { Locale } from '../i18n/locales';
import { isObject, type RawObject, stringOf } from '../openapi/raw';
import type { Criterion } from './criteria';

/**
 * The parts of an Arazzo 1.0 document (openapi/workflows/*.arazzo.yaml) the runner and the
 * journeys read; the build validates the whole file against the official schema first
 * (src/node/workflows/validate-workflows.ts). Step and workflow words are Spanish (the site's
 * original); `x-en` beside them carries the English ones (`summary`, `description`).
 */
export interface ArazzoParameter {
  name: string;
  in?: 'path' | 'query' | 'header' | 'cookie';
  value: unknown;
}

export interface ArazzoStep {
  stepId: string;
  description?: string;
  operationId?: string;
  operationPath?: string;
  workflowId?: string;
  parameters?: ArazzoParameter[];
  requestBody?: { contentType?: string; payload?: unknown; replacements?: unknown[] };
  successCriteria?: Criterion[];
  outputs?: Record<string, string>;
  onSuccess?: unknown[];
  onFailure?: unknown[];
  'x-en'?: { description?: string };
}

export interface ArazzoWorkflow {
  workflowId: string;
  summary?: string;
  description?: string;
  inputs?: RawObject;
  parameters?: ArazzoParameter[];
  steps: ArazzoStep[];
  outputs?: Record<string, string>;
  /** The instant a fresh simulator starts at, so a run replays the pages' timeline (their examples' seeds). */
  'x-simulator-clock'?: string;
  'x-en'?: { summary?: string; description?: string };
}

export interface ArazzoDocument {
  arazzo: string;
  info: { title: string; version: string; summary?: string; description?: string };
  sourceDescriptions: { name: string; url: string; type?: 'openapi' | 'arazzo' }[];
  workflows: ArazzoWorkflow[];
}

export function findWorkflow(document: ArazzoDocument, workflowId: string): ArazzoWorkflow | undefined {
  return document.workflows.find((workflow) => workflow.workflowId === workflowId);
}

/** The input values a workflow gives itself: each input property's `default`. */
export function defaultInputs(workflow: ArazzoWorkflow): Record<string, unknown> {
  const properties = isObject(workflow.inputs) && isObject(workflow.inputs.properties) ? workflow.inputs.properties : {};
  return Object.fromEntries(Object.entries(properties).flatMap(([name, schema]) => (isObject(schema) && 'default' in schema ? [[name, schema.default]] : [])));
}

/** A step's or a workflow's words in a locale: the English ones from `x-en`, else the original. */
export function stepWords(step: ArazzoStep, locale: Locale): string {
  return (locale === 'en' ? stringOf(step['x-en']?.description) : undefined) ?? step.description ?? step.stepId;
}

export function workflowWords(workflow: ArazzoWorkflow, locale: Locale): { summary: string; description?: string } {
  const english = locale === 'en' ? workflow['x-en'] : undefined;
  const summary = english?.summary ?? workflow.summary ?? workflow.workflowId;
  const description = english?.description ?? workflow.description;
  return description === undefined ? { summary } : { summary, description };
}
