import { ApiRoute, apiMetadata, apiStaticParams } from '../../../../_shared/api-route';
import type { SlugParams } from '../../../../_shared/doc-route';

export const dynamicParams = false;
export const generateStaticParams = () => apiStaticParams('es', 'checkout');
export const generateMetadata = (props: SlugParams) => apiMetadata('es', 'checkout', props);

export default function Page(props: SlugParams) {
  return <ApiRoute locale="es" namespace="checkout" {...props} />;
}
