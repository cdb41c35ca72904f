import { ApiRoute, apiMetadata, apiStaticParams } from '../../../../../_shared/api-route';
import type { SlugParams } from '../../../../../_shared/doc-route';

export const dynamicParams = false;
export const generateStaticParams = () => apiStaticParams('en', 'checkout');
export const generateMetadata = (props: SlugParams) => apiMetadata('en', 'checkout', props);

export default function Page(props: SlugParams) {
  return <ApiRoute locale="en" namespace="checkout" {...props} />;
}
