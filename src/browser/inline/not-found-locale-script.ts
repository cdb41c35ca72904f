import { getTranslator } from '../../shared/i18n/translate';

/**
 * One static 404.html serves every missing URL in both languages: this script, at the end of its
 * body, shows the English text (every element carries both, src/components/layout/NotFoundPage.tsx)
 * and the English title under /en. Without JavaScript, Spanish shows.
 */
export const englishNotFoundTitle = `${getTranslator('en')('notFound.title')} - ${getTranslator('en')('meta.titleSuffix')}`;

export const notFoundLocaleScript = `(function(){if(!/^\\/en(\\/|$)/.test(location.pathname))return;document.documentElement.lang='en';document.title=${JSON.stringify(englishNotFoundTitle).replace(/</g, '\\u003c')};var b=document.querySelectorAll('[data-locale]');for(var i=0;i<b.length;i++){b[i].hidden=b[i].getAttribute('data-locale')!=='en'}var h=document.querySelectorAll('[data-href-en]');for(var j=0;j<h.length;j++){h[j].setAttribute('href',h[j].getAttribute('data-href-en'))}})();`;
