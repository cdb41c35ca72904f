/**
 * The attributes that tie the frame's server markup (top bar, theme switch, sidebar groups, table
 * of contents) to the code that runs it in the browser (frame.ts). The markup is plain HTML that
 * React renders once and never owns, like an API operation's: one set of listeners on the
 * document makes it work, so none of it waits for, or depends on, React's start.
 */
export const FRAME_ATTRIBUTES = {
  /** The top bar: its backdrop fades in over the first 72 px of scroll. */
  topBar: 'data-top-bar',
  topBarBackdrop: 'data-top-bar-backdrop',
  /** The theme switch; `title` follows the theme from the two labels it carries. */
  themeToggle: 'data-theme-toggle',
  toDarkLabel: 'data-to-dark',
  toLightLabel: 'data-to-light',
  /** A button that shows or hides the element after it (a sidebar group's links). */
  disclosure: 'data-disclosure',
  /** The table of contents beside the page, whose current entry follows the scroll. */
  tableOfContents: 'data-toc',
  /** The footer's feedback prompt: the form's address, and the thanks shown once the reader follows its link. */
  feedbackForm: 'data-feedback-form',
  feedbackThanks: 'data-feedback-thanks',
  /**
   * A button that opens a dialog (its kind: 'mobile-nav', 'search' or 'zoom'). The menu's and the
   * zoom's are native dialogs in a `<template>` after the button (native-dialogs.ts); search's
   * props come as JSON, and its code (Headless UI, in React) is mounted when a reader first
   * reaches for the button.
   */
  dialog: 'data-dialog',
  dialogProps: 'data-dialog-props',
  /** The search page's results: what they need as JSON, mounted when the page starts. */
  searchPage: 'data-search-page',
} as const;
