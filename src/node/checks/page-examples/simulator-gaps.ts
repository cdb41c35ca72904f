/**
 * Fields the pages show in a response that the simulator does not produce yet (docs/simulator.md,
 * *Not yet*): a missing field listed here is not a failure of the page. Each entry names what the
 * simulator lacks; `npm run check:examples` fails on an entry no page needs any more, so the list
 * shrinks as the simulator's models grow. A field the simulator answers with another value is a
 * disagreement, unless its entry says `differs` (the simulator is wrong about a fact the content
 * guide settles, reported to the simulator's owner): fix the model and remove the entry.
 */
export interface SimulatorGap {
  /** `gateway POST /api/process`, as the check names operations. */
  operation: string;
  /** JSON pointer of the field in the response. */
  pointer: string;
  reason: string;
  /** The simulator answers the field with another value (not a missing field). */
  differs?: boolean;
}

export const SIMULATOR_GAPS: readonly SimulatorGap[] = [
  { operation: 'gateway POST /api/process', pointer: '/transaction/avsResult', reason: 'the Gateway model does not run the address verification (AVS) the page shows' },
  {
    operation: 'checkout POST /api/session/{requestId}',
    pointer: '/payment/0/status/date',
    differs: true,
    reason: 'content guide (Web Checkout example values): the payment is approved at 14:42:08 and the session changes at 14:42:10; the Web Checkout model dates both at the moment the payer pays',
  },
];

export const gapKey = (gap: Pick<SimulatorGap, 'operation' | 'pointer'>) => `${gap.operation} ${gap.pointer}`;
