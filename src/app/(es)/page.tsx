import { HomeRoute, homeMetadata } from '../_shared/routes';

export const metadata = homeMetadata('es');

export default function Page() {
  return <HomeRoute locale="es" />;
}
