/**
 * Fields the pages show in a response that the simulator does not produce yet (docs/simulator.md,
 * *Not yet*): a missing field listed here is not a failure of the page. Each entry names what the
 * simulator lacks; `npm run check:examples` fails on an entry no page needs any more, so the list
 * shrinks as the simulator's models grow. A field the simulator answers with another value is
 * never a gap: it is a disagreement.
 */
export interface SimulatorGap {
  /** `gateway POST /api/process`, as the check names operations. */
  operation: string;
  /** JSON pointer of the field in the response. */
  pointer: string;
  reason: string;
}

export const SIMULATOR_GAPS: readonly SimulatorGap[] = [
  { operation: 'gateway POST /api/process', pointer: '/transaction/avsResult', reason: 'the Gateway model does not run the address verification (AVS) the page shows' },
  { operation: 'gateway POST /api/process', pointer: '/transaction/networkTransactionId', reason: 'the Gateway model gives no networkTransactionId yet (docs/simulator.md, Not yet)' },
];

export const gapKey = (gap: Pick<SimulatorGap, 'operation' | 'pointer'>) => `${gap.operation} ${gap.pointer}`;
