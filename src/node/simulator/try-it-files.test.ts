import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../facts/load-facts';
import type { TryItData } from '../../shared/ui/try-it-markup';
import { tryItFiles } from './try-it-files';

describe('tryItFiles', () => {
  const files = tryItFiles(process.cwd(), repositoryFacts());

  it('writes every API in both locales, each file naming itself', () => {
    const checkout = JSON.parse(files.get('/simulator/en/checkout.json') ?? 'null') as TryItData;
    expect(checkout.api).toBe('checkout');
    expect(checkout.locale).toBe('en');
    expect(files.has('/simulator/es/gateway.json')).toBe(true);
    expect([...files.keys()].filter((path) => path.startsWith('/simulator/es/')).length).toBe([...files.keys()].filter((path) => path.startsWith('/simulator/en/')).length);
  });

  it('keeps what the simulator decides by and leaves readers’ words, fact texts and fact tables out', () => {
    const gateway = JSON.parse(files.get('/simulator/es/gateway.json')!) as TryItData;
    expect(gateway.facts.gateway?.values?.refundWindowDays).toBeTypeOf('number');
    expect(Object.values(gateway.facts).every((file) => file.tables === undefined && Object.values(file.values ?? {}).every((value) => typeof value === 'number'))).toBe(true);
    const text = files.get('/simulator/es/checkout.json')!;
    expect(text).toContain('"x-body-auth"');
    expect(text).not.toContain('"description":"Crea una sesión de pago');
  });
});
