import { methodBadgeClass } from '@/node/html/http-method';

/** An HTTP method (or any short tag) in the colour spec §9 gives it. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={methodBadgeClass(method)}>{method}</span>;
}
