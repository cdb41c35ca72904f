/** Feedback form link (spec §7): the form gets the page's full address in RefererUrl. */
export function feedbackHref(formUrl: string, origin: string, pathname: string): string {
  const url = new URL(formUrl);
  url.searchParams.set('RefererUrl', origin + pathname);
  return url.toString();
}
