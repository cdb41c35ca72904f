import type { ExampleDownload } from './example-budget';
import type { ApiOperationModel } from './operation-model';

/** One code block of an operation: a request sample or an example. */
export interface OperationCode {
  code: string;
  language: string;
}

/** Every code block an operation's section can show: samples and examples of each request variant, each response's examples, the signature check, then its callbacks'. */
export function operationCode(model: ApiOperationModel): OperationCode[] {
  return [
    ...model.requestPanels.flatMap((panel) => [...panel.samples.map(({ code, language }) => ({ code, language })), ...panel.examples.map(({ code, language }) => ({ code, language }))]),
    ...model.responses.flatMap((response) => response.examples.map(({ code, language }) => ({ code, language }))),
    ...(model.signature?.samples ?? []).map(({ code, language }) => ({ code, language })),
    ...model.callbacks.flatMap(operationCode),
  ];
}

/** The whole examples an operation links to because they were too large to show (scripts/write-outputs.ts writes them). */
export function operationDownloads(model: ApiOperationModel): ExampleDownload[] {
  const examples = [...model.requestPanels.flatMap((panel) => panel.examples), ...model.responses.flatMap((response) => response.examples)];
  return [...examples.flatMap((example) => (example.download ? [example.download] : [])), ...model.callbacks.flatMap(operationDownloads)];
}
