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
];

export const gapKey = (gap: Pick<SimulatorGap, 'operation' | 'pointer'>) => `${gap.operation} ${gap.pointer}`;
