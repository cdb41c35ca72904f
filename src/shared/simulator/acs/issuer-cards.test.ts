import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactNumber } from '../../test-cards/cards';
import { ISSUER_BINS, ISSUER_CARDS } from './issuer-cards';

/* The simulator's Banco de Pruebas cards are the rows of the ACS test-cards page, with their results and ECIs. */

const page = readFileSync('content/es/acs/test-cards.mdx', 'utf8');
const section = (title: string) => page.split(`## ${title}`)[1]!.split('\n## ')[0]!;
const rows = (text: string) => text.split('\n').filter((line) => line.startsWith('| `') || /^\| [A-Z`]/.test(line)).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
const numbersIn = (cell: string) => [...cell.matchAll(/`([0-9 ]{14,23})`/g)].map((match) => compactNumber(match[1]!));
const byResult = rows(section('Tarjetas por resultado'));
const byMethod = rows(section('Tarjetas por método de desafío')).filter((row) => numbersIn(row[0]!).length > 0);

describe('Banco de Pruebas cards', () => {
  it('gives every card of the by-result table its result and ECI', () => {
    const pageNumbers = byResult.flatMap((row) => row.slice(1).flatMap(numbersIn));
    expect(pageNumbers.length).toBeGreaterThan(30);
    for (const number of pageNumbers) expect(ISSUER_CARDS.some((card) => card.number === number), number).toBe(true);
    for (const card of ISSUER_CARDS) {
      const row = byResult.find((cells) => cells.slice(1).some((cell) => numbersIn(cell).includes(card.number)));
      const outcome = card.outcome;
      if (!row) {
        expect(outcome.kind === 'challenge' && outcome.method !== 'SMS', card.number).toBe(true);
        continue;
      }
      const cell = row.find((text) => numbersIn(text).includes(card.number))!;
      const code = outcome.kind === 'final' ? outcome.transStatus : outcome.kind === 'challenge' ? 'C' : outcome.kind === 'informational' ? 'I' : 'D';
      expect(row[0]!.startsWith(`\`${code}\``), `${card.number}: ${row[0]}`).toBe(true);
      if (outcome.kind === 'final' && outcome.reason && outcome.transStatus !== 'N') expect(row[0]).toContain(`\`transStatusReason\` \`${outcome.reason}\``);
      const eci = outcome.kind === 'final' ? (outcome.transStatus === 'Y' || outcome.transStatus === 'A' ? outcome.eci : undefined) : outcome.kind === 'challenge' ? undefined : outcome.eci;
      if (eci) expect(cell, card.number).toMatch(new RegExp(`\\((\`eci\` )?\`${eci}\`\\)`));
    }
  });

  it('gives every card of the by-method table its method and outcome', () => {
    for (const row of byMethod) {
      const [number] = numbersIn(row[0]!);
      const card = ISSUER_CARDS.find((candidate) => candidate.number === number);
      expect(card?.outcome.kind, number).toBe('challenge');
      if (card?.outcome.kind !== 'challenge') continue;
      const { method, eci, appApproves } = card.outcome;
      expect(row[2], number).toContain(method === 'SMS' ? 'OTP por SMS' : method === 'EMAIL' ? 'OTP por correo' : 'app del banco');
      if (method !== 'APP' || appApproves) expect(row[3], number).toContain(`\`eci\` \`${eci}\``);
      if (method === 'APP') expect(row[3], number).toContain(`${appApproves ? 'aprueba' : 'rechaza'} 10 segundos después de abrir el desafío`);
    }
    expect(byMethod).toHaveLength(7);
  });

  it('has the page BIN ranges', () => {
    for (const bin of ISSUER_BINS) expect(page).toContain(`\`${bin}\``);
    for (const card of ISSUER_CARDS) expect(ISSUER_BINS.some((bin) => card.number.startsWith(bin)), card.number).toBe(true);
  });
});
