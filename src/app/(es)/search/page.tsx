import { SearchRoute, searchMetadata } from '../../_shared/search-route';

export const metadata = searchMetadata('es');

export default function Page() {
  return <SearchRoute locale="es" />;
}
