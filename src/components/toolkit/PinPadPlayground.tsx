import type { Translate } from '@/shared/i18n/translate';
import { pinBlockFormats } from '@/shared/pinpad/pin-block';
import { EXAMPLE_POSITIONS, PINPAD_TEST_KEY, TEST_PAN } from '@/shared/pinpad/test-key';
import { toolClasses } from '@/shared/ui/tool-classes';
import { toolRoot } from './tool-markup';

const keyClass =
  'h-12 rounded-lg border border-zinc-300 bg-white font-mono text-lg font-semibold text-zinc-900 hover:bg-zinc-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:ring-offset-zinc-900';
const actionClass =
  'h-12 rounded-lg border border-zinc-300 px-1 text-sm font-medium text-zinc-800 hover:bg-zinc-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:ring-offset-zinc-900';

/** The outputs the tool writes, in the order a reader follows the computation. */
const OUTPUTS = [
  ['positions', 'pinpad.positions'],
  ['keys-pressed', 'pinpad.keysPressed'],
  ['pin-field', 'pinpad.pinField'],
  ['pan-field', 'pinpad.panField'],
  ['fill-used', 'pinpad.fillUsed'],
  ['clear-block', 'pinpad.clearBlock'],
  ['encrypted-block', 'pinpad.encryptedBlock'],
] as const;

/**
 * The PIN pad playground (`<PinPadPlayground />` on /sdks/pinpad): a test PAN, a format, and a PIN
 * typed on a keypad whose keys are scrambled as the SDK draws them (or with the keyboard); the
 * clear and the enciphered PIN block are computed in the browser by
 * src/browser/toolkit/tools/pinpad-playground.ts with the published test key. It starts from the
 * page's worked example (the keys of `EXAMPLE_POSITIONS`, the Visa test card, format 0), so a
 * reader who types 1234 gets the page's test vector. The keys are real buttons, in reading order.
 */
export function PinPadPlayground({ t }: { t: Translate }) {
  const keys = EXAMPLE_POSITIONS.split('');
  const keyButton = (index: number) => (
    <button key={index} type="button" data-key-index={index} className={keyClass}>
      {keys[index]}
    </button>
  );
  return (
    <section aria-labelledby="pinpad-playground-title" className={toolClasses.panel} data-key={PINPAD_TEST_KEY} data-positions={EXAMPLE_POSITIONS} {...toolRoot('pinpad-playground')}>
      <h3 id="pinpad-playground-title" className="text-base font-semibold text-zinc-900 dark:text-white">
        {t('pinpad.title')}
      </h3>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t('pinpad.intro')}</p>
      <div data-part="form" className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <label className={toolClasses.label}>
            {t('pinpad.pan')}
            <input data-part="pan" type="text" inputMode="numeric" autoComplete="off" spellCheck={false} defaultValue={TEST_PAN} className={toolClasses.input} />
          </label>
          <label className={toolClasses.label}>
            {t('pinpad.format')}
            <select data-part="format" defaultValue="0" className={toolClasses.input}>
              {pinBlockFormats.map((format) => (
                <option key={format} value={format}>
                  {t(`pinpad.format.${format}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={toolClasses.label}>
            {t('pinpad.fill')}
            <input data-part="fill" type="text" autoComplete="off" spellCheck={false} maxLength={10} disabled className={`${toolClasses.input} disabled:opacity-60`} />
          </label>
          <div>
            <label className={toolClasses.label}>
              {t('pinpad.pin')}
              <input data-part="pin" type="password" inputMode="numeric" autoComplete="new-password" maxLength={12} aria-describedby="pinpad-playground-count" className={toolClasses.input} />
            </label>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <label className="inline-flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
                <input data-part="show-pin" type="checkbox" className="h-4 w-4 accent-primary-700" />
                {t('pinpad.showPin')}
              </label>
              <span id="pinpad-playground-count" data-part="count" className="text-sm text-zinc-600 dark:text-zinc-400">
                {t('pinpad.drawn.count', { count: 0 })}
              </span>
            </div>
          </div>
        </div>
        <div>
          <p id="pinpad-playground-keypad" className={toolClasses.label}>
            {t('pinpad.keypad')}
          </p>
          <div role="group" aria-labelledby="pinpad-playground-keypad" data-part="keypad" className="mt-1 grid max-w-72 grid-cols-3 gap-2">
            {[0, 1, 2, 3, 4, 5, 6, 7, 8].map(keyButton)}
            <button type="button" data-action="delete" aria-label={t('pinpad.deleteLabel')} className={actionClass}>
              {t('pinpad.delete')}
            </button>
            {keyButton(9)}
            <button type="button" data-action="clear" aria-label={t('pinpad.clearLabel')} className={actionClass}>
              {t('pinpad.clear')}
            </button>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" data-part="run" className={toolClasses.primary}>
              {t('pinpad.compute')}
            </button>
            <button type="button" data-part="shuffle" className={toolClasses.secondary}>
              {t('pinpad.shuffle')}
            </button>
          </div>
        </div>
      </div>
      <p data-part="status" role="status" className="mt-4 break-words font-medium text-zinc-900 empty:hidden dark:text-white" />
      <dl data-part="outputs" className="mt-3 grid gap-3 sm:grid-cols-2">
        {OUTPUTS.map(([part, label]) => (
          <div key={part} data-row={part} hidden>
            <dt className="font-medium text-zinc-700 dark:text-zinc-300">{t(label)}</dt>
            <dd className="mt-1">
              <code data-part={part} className={toolClasses.output} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
