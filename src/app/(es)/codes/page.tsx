import { CodesRoute, codesMetadata } from '../../_shared/codes-route';

export const metadata = codesMetadata('es');

export default function Page() {
  return <CodesRoute locale="es" />;
}
