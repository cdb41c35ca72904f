import { SearchRoute, searchMetadata } from '../../_shared/routes';

export const metadata = searchMetadata('es');

export default function Page() {
  return <SearchRoute locale="es" />;
}
