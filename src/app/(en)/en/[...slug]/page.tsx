import { DocRoute, docMetadata, docStaticParams, type SlugParams } from '../../../_shared/doc-route';

export const dynamicParams = false;
export const generateStaticParams = () => docStaticParams('en');
export const generateMetadata = (props: SlugParams) => docMetadata('en', props);

export default function Page(props: SlugParams) {
  return <DocRoute locale="en" {...props} />;
}
