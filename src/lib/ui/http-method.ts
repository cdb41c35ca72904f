/** HTTP method badge colours (spec §9): get primary, post sky, put amber, delete rose; any other method gets its own. */
export type MethodTone = 'primary' | 'sky' | 'amber' | 'rose' | 'violet' | 'zinc';

export function methodTone(method: string): MethodTone {
  switch (method.toLowerCase()) {
    case 'get':
      return 'primary';
    case 'post':
      return 'sky';
    case 'put':
      return 'amber';
    case 'delete':
      return 'rose';
    case 'patch':
      return 'violet';
    default:
      return 'zinc';
  }
}
