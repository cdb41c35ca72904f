import { HomeRoute, homeMetadata } from '../_shared/home-route';

export const metadata = homeMetadata('es');

export default function Page() {
  return <HomeRoute locale="es" />;
}
