import type { Locale } from '../i18n/locales';

/*
 * Words too common to tell sections apart. They are left out of the index
 * (smaller file) and out of queries (so "cómo crear una sesión" needs only
 * "crear" and "sesión"). Folded forms: no accents, lowercase. Kept short on
 * purpose: a domain word here would become unsearchable.
 */
const spanish = `a al algo algunas algunos ante antes como con contra cual cuales de del desde donde
  durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos fue
  ha han hay la las le les lo los mas me mi mis muy nos o os otra otras otro otros para pero por
  porque que se sea ser si sin sobre son su sus te ti tu tus u un una unas uno unos y ya yo`;

const english = `a an and are as at be been but by can do does for from had has have how i if in
  into is it its of on or our so than that the their them then there these they this those to was
  we were what when where which who why will with you your`;

const toSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

export const stopwords: Record<Locale, ReadonlySet<string>> = {
  es: toSet(spanish),
  en: toSet(english),
};
