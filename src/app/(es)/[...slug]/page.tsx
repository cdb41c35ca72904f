import { DocRoute, docMetadata, docStaticParams, type SlugParams } from '../../_shared/doc-route';

export const dynamicParams = false;
export const generateStaticParams = () => docStaticParams('es');
export const generateMetadata = (props: SlugParams) => docMetadata('es', props);

export default function Page(props: SlugParams) {
  return <DocRoute locale="es" {...props} />;
}
