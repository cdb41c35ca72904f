'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const isEnglishPath = () => /^\/en(\/|$)/.test(window.location.pathname);

/**
 * The one 404.html serves both languages. React owns <title> and re-applies its
 * text on hydration, so the language choice must happen inside React too.
 */
export function NotFoundTitle({ spanish, english }: { spanish: string; english: string }) {
  const inEnglish = useSyncExternalStore(subscribeNever, isEnglishPath, () => false);
  return <title>{inEnglish ? english : spanish}</title>;
}
