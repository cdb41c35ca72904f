/**
 * Edit-this-page link (spec §7): the page's source file in the repository,
 * `{path}/index.mdx` for section indexes and `{path}.mdx` otherwise.
 */
export function sourceFileOf(locale: string, path: string, isIndex: boolean): string {
  const route = path.replace(/^\/+|\/+$/g, '');
  if (isIndex) return route === '' ? `content/${locale}/index.mdx` : `content/${locale}/${route}/index.mdx`;
  return `content/${locale}/${route}.mdx`;
}

export function editUrl(repositoryUrl: string, sourceFile: string): string {
  return `${repositoryUrl.replace(/\/+$/, '')}/${sourceFile}`;
}
