import { HomeRoute, homeMetadata } from '../../_shared/home-route';

export const metadata = homeMetadata('en');

export default function Page() {
  return <HomeRoute locale="en" />;
}
