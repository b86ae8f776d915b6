/** Spinner is the small busy indicator inside the sign-in buttons. */
export function Spinner({ dark = false }: { dark?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`h-5 w-5 animate-spin rounded-full border-2 ${dark ? 'border-emerald-800/30 border-t-emerald-800' : 'border-white/40 border-t-white'}`}
    />
  );
}
