/** Fetches code fragments (src/node/content/code-fragments.ts) for lazily shown code blocks. */
export type FragmentLoader = (src: string) => Promise<string>;

/**
 * One request per fragment however many blocks show it (every code group follows the reader's
 * language); a failed request is forgotten, so trying again fetches again.
 */
export function createFragmentLoader(fetcher: (src: string) => Promise<Response>): FragmentLoader {
  const pending = new Map<string, Promise<string>>();
  return (src) => {
    let request = pending.get(src);
    if (!request) {
      request = fetcher(src).then((response) => {
        if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
        return response.text();
      });
      request.catch(() => pending.delete(src));
      pending.set(src, request);
    }
    return request;
  };
}

export const loadCodeFragment: FragmentLoader = createFragmentLoader((src) => fetch(src));
