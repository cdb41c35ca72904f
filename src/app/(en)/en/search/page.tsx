import { SearchRoute, searchMetadata } from '../../../_shared/search-route';

export const metadata = searchMetadata('en');

export default function Page() {
  return <SearchRoute locale="en" />;
}
