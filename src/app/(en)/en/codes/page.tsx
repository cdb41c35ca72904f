import { CodesRoute, codesMetadata } from '../../../_shared/codes-route';

export const metadata = codesMetadata('en');

export default function Page() {
  return <CodesRoute locale="en" />;
}
