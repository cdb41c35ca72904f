'use client';

import { lazy, Suspense } from 'react';

// The API reference's browser code (api-client.tsx), one chunk that only a page placing an operation
// loads: guides share the route, and this module is in their JavaScript, so it stays this small.
const OperationHost = lazy(() => import('./api-client').then((client) => ({ default: client.OperationHost })));

/** Rendered with each operation: brings the code that makes it work (OperationHost, api-client.tsx). */
export function ApiBrowserCode({ operation }: { operation: string }) {
  return (
    <Suspense>
      <OperationHost operation={operation} />
    </Suspense>
  );
}
