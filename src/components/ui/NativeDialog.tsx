import type { ReactNode } from 'react';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';
import { NATIVE_DIALOG_ATTRIBUTES } from '@/browser/runtime/native-dialogs';

/**
 * A button and the native modal dialog it opens (native-dialogs.ts), which waits in an inert
 * `<template>` until a reader first asks for it: the menu (MobileNav) and an image's zoom
 * (ZoomImage). The dialog covers the screen, transparent: its children draw the panel, and a click
 * on the dialog itself, beside them, closes it.
 */
export function NativeDialog({
  kind,
  label,
  buttonClassName,
  button,
  dialogLabel,
  dialogClassName,
  children,
}: {
  kind: 'mobile-nav' | 'zoom';
  /** The button's accessible name. */
  label: string;
  buttonClassName: string;
  button: ReactNode;
  /** The dialog's name: the id of its title, or a label. */
  dialogLabel: { labelledBy: string } | { label: string };
  dialogClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-label={label}
        className={buttonClassName}
        {...{ [FRAME_ATTRIBUTES.dialog]: kind, [NATIVE_DIALOG_ATTRIBUTES.native]: '' }}
      >
        {button}
      </button>
      <template>
        <dialog
          {...('labelledBy' in dialogLabel ? { 'aria-labelledby': dialogLabel.labelledBy } : { 'aria-label': dialogLabel.label })}
          // The browser's own dialog box (margins, border, Canvas colours) gives way to the page's.
          className={`m-0 h-dvh max-h-none w-full max-w-none bg-transparent text-inherit ${dialogClassName}`}
        >
          {children}
        </dialog>
      </template>
    </>
  );
}
