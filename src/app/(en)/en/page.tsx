import { HomeRoute, homeMetadata } from '../../_shared/routes';

export const metadata = homeMetadata('en');

export default function Page() {
  return <HomeRoute locale="en" />;
}
