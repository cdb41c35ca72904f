import type { ReactNode } from 'react';
import { toolClasses } from '@/shared/ui/tool-classes';

/** One labelled input of a tool's form; `part` names it for the tool's code. */
export function ToolField({ label, part, secret = false, multiline = false }: { label: string; part: string; secret?: boolean; multiline?: boolean }) {
  return (
    <label className={toolClasses.label}>
      {label}
      {multiline ? (
        <textarea data-part={part} rows={4} spellCheck={false} className={toolClasses.input} />
      ) : (
        // Browsers ignore "off" on a password field; "new-password" keeps them from filling in the
        // reader's saved site password. Other fields are one-off values.
        <input data-part={part} type={secret ? 'password' : 'text'} autoComplete={secret ? 'new-password' : 'off'} spellCheck={false} className={toolClasses.input} />
      )}
    </label>
  );
}

/**
 * A tool's fields and the button that runs it (type="button", and no <form>: nothing is ever
 * submitted, see src/browser/toolkit/form.ts), the one live region where the tool speaks, and the values
 * it writes, each hidden until it has one. Values are code, not <output>: one live region per tool
 * is enough.
 */
export function ToolForm({ fields, run, outputs, className }: { fields: ReactNode; run: string; outputs: { label: string; part: string }[]; className: string }) {
  return (
    <>
      <div data-part="form" className={className}>
        {fields}
        <div className="flex items-end sm:col-span-2">
          <button type="button" data-part="run" className={toolClasses.primary}>
            {run}
          </button>
        </div>
      </div>
      <p data-part="status" role="status" className="mt-3 font-medium text-zinc-900 empty:hidden dark:text-white" />
      <dl data-part="outputs" className="mt-3 grid gap-3">
        {outputs.map(({ label, part }) => (
          <div key={part} data-row={part} hidden>
            <dt className="font-medium text-zinc-700 dark:text-zinc-300">{label}</dt>
            <dd className="mt-1">
              <code data-part={part} className={`${toolClasses.output} whitespace-pre-wrap`} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
