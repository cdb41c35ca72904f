/** The Ondapay mark; decorative, the brand name is always written beside it. */
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary-600" />
      <path d="M7 19c3-6 6-6 9 0s6 6 9 0" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
