import type { ApiOperationModel } from './operation-model';

/** One code block of an operation: a request sample or a JSON example. */
export interface OperationCode {
  code: string;
  language: string;
}

/** Every code block an operation's section can show: samples and examples of each request variant, then each response's examples. */
export function operationCode(model: ApiOperationModel): OperationCode[] {
  const json = (code: string): OperationCode => ({ code, language: 'json' });
  return [
    ...model.requestPanels.flatMap((panel) => [...panel.samples.map(({ code, language }) => ({ code, language })), ...panel.examples.map((example) => json(example.code))]),
    ...model.responses.flatMap((response) => response.examples.map((example) => json(example.code))),
  ];
}
