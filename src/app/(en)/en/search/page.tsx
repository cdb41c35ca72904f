import { SearchRoute, searchMetadata } from '../../../_shared/routes';

export const metadata = searchMetadata('en');

export default function Page() {
  return <SearchRoute locale="en" />;
}
