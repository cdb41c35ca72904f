/** How a response status reads at a glance: success, redirect, client error, server error, other (`default`). */
export type StatusTone = 'success' | 'redirect' | 'client' | 'server' | 'other';

export function statusTone(status: string): StatusTone {
  switch (status.trim().charAt(0)) {
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client';
    case '5':
      return 'server';
    default:
      return 'other';
  }
}
