import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../facts/load-facts';
import type { TryItData, TryItFacts } from '../../shared/ui/try-it-markup';
import { tryItFiles } from './try-it-files';

describe('tryItFiles', () => {
  const files = tryItFiles(process.cwd(), repositoryFacts());

  it('writes every API in both locales, each file naming itself', () => {
    const checkout = JSON.parse(files.get('/simulator/en/checkout.json') ?? 'null') as TryItData;
    expect(checkout.api).toBe('checkout');
    expect(checkout.locale).toBe('en');
    expect(files.has('/simulator/es/gateway.json')).toBe(true);
    expect([...files.keys()].filter((path) => path.startsWith('/simulator/es/')).length).toBeGreaterThan(10);
    const { apis } = JSON.parse(files.get('/simulator/index.json')!) as { apis: string[] };
    expect(apis).toEqual(expect.arrayContaining(['checkout', 'api-scudo', 'invoices']));
    for (const api of apis) expect(files.has(`/simulator/es/${api}.json`) && files.has(`/simulator/en/${api}.json`)).toBe(true);
    expect([...files.keys()].filter((path) => path.startsWith('/simulator/es/')).length).toBe([...files.keys()].filter((path) => path.startsWith('/simulator/en/')).length);
  });

  it('keeps what the simulator decides by (the facts too: numbers, texts, tables) and leaves readers’ words out', () => {
    const facts = JSON.parse(files.get('/simulator/facts.json')!) as TryItFacts;
    expect(facts.gateway?.values?.refundWindowDays).toBeTypeOf('number');
    expect(facts.invoices?.tables?.orderStatuses?.rows.length).toBeGreaterThan(0);
    const text = files.get('/simulator/es/checkout.json')!;
    expect(text).toContain('"x-body-auth"');
    expect(text).not.toContain('"description":"Crea una sesión de pago');
  });
});
