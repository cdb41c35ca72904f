import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { openApiSchema } from '../openapi/openapi-schemas';

/**
 * Checks an Arazzo file against the official Arazzo 1.0 JSON Schema, vendored from the OpenAPI
 * Initiative's repository (OAI/Arazzo-Specification, branch v1.0-dev, commit 4a9a7f9,
 * src/schemas/validation/schema.yaml, Apache-2.0): openapi/workflows/schema/. No npm package ships
 * that schema, and the linters that read Arazzo check their own model of it. A problem is named by
 * its file and its JSON pointer.
 */
export const ARAZZO_SCHEMA_FILE = 'openapi/workflows/schema/arazzo-1.0.schema.yaml';

export interface WorkflowProblem {
  file: string;
  pointer: string;
  message: string;
}

let compiled: ValidateFunction | undefined;

function validator(repoRoot: string): ValidateFunction {
  if (!compiled) {
    const schema = parse(readFileSync(path.join(repoRoot, ARAZZO_SCHEMA_FILE), 'utf8')) as Record<string, unknown>;
    // The official schema leaves formats as annotations (draft 2020-12), as this does.
    compiled = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
  }
  return compiled;
}

/** The most telling errors: with `unevaluatedProperties` and `oneOf`, Ajv also reports the branches not taken. */
function messageOf(error: ErrorObject): string {
  if (error.keyword === 'unevaluatedProperties' || error.keyword === 'additionalProperties') {
    const name = (error.params as { unevaluatedProperty?: string; additionalProperty?: string }).unevaluatedProperty ?? (error.params as { additionalProperty?: string }).additionalProperty;
    return `has a property the Arazzo schema does not allow: ${name ?? ''}`;
  }
  return error.message ?? error.keyword;
}

export function arazzoProblems(repoRoot: string, file: string, document: unknown): WorkflowProblem[] {
  const validate = validator(repoRoot);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => ({ file, pointer: error.instancePath || '/', message: messageOf(error) }));
}

export const describeProblem = (problem: WorkflowProblem) => `${problem.file}#${problem.pointer}: ${problem.message}`;

/** Every workflow file's problems, as the site's checks list them (`file`, `message` starting with the pointer): the build stops on one. */
export function workflowFileProblems(repoRoot: string, files: readonly { file: string; text: string }[]): { file: string; message: string }[] {
  return files.flatMap(({ file, text }) => {
    let document: unknown;
    try {
      document = parse(text);
    } catch (error) {
      return [{ file, message: `not YAML: ${(error as Error).message.split('\n')[0] ?? ''}` }];
    }
    return arazzoProblems(repoRoot, file, document).map((problem) => ({ file, message: `#${problem.pointer}: ${problem.message}` }));
  });
}

/** The OpenAPI files beside the workflows (simulator-controls.yaml) against OpenAPI's own schema for their version. */
export function controlsFileProblems(files: readonly { file: string; text: string }[]): { file: string; message: string }[] {
  return files.flatMap(({ file, text }) => {
    let document: Record<string, unknown>;
    try {
      document = parse(text) as Record<string, unknown>;
    } catch (error) {
      return [{ file, message: `not YAML: ${(error as Error).message.split('\n')[0] ?? ''}` }];
    }
    const version = typeof document.openapi === 'string' ? document.openapi : '';
    if (!/^3\.[01]\.\d+/.test(version)) return [{ file, message: '#/openapi: must be an OpenAPI 3.0.x or 3.1.x version' }];
    return openApiSchema(version)
      .problems(document)
      .map(({ pointer, message }) => ({ file, message: `#${pointer || '/'}: ${message}` }));
  });
}
