import { isObject, type RawObject, stringOf } from './raw';
import { resolveObject } from './resolve-ref';
import type { ExampleView } from './types';

/**
 * Examples of a media type or parameter: its `examples` map (entries may be `$ref`s to
 * `#/components/examples`), else its lone `example`, else null (the page may build one from the schema).
 */
export function readExamples(definition: object, holder: RawObject | undefined): ExampleView[] | null {
  if (!holder) return null;
  if (isObject(holder.examples)) {
    const examples: ExampleView[] = [];
    for (const [name, raw] of Object.entries(holder.examples)) {
      const example = resolveObject(definition, raw);
      if (!example) continue;
      const summary = stringOf(example.summary);
      const description = stringOf(example.description);
      const externalValue = stringOf(example.externalValue);
      examples.push({
        name,
        ...(summary === undefined ? {} : { summary }),
        ...(description === undefined ? {} : { description }),
        ...(Object.hasOwn(example, 'value') ? { value: example.value } : {}),
        ...(externalValue === undefined ? {} : { externalValue }),
      });
    }
    if (examples.length > 0) return examples;
  }
  if (Object.hasOwn(holder, 'example')) return [{ name: 'example', value: holder.example }];
  return null;
}
