type Listener = () => void;
const listeners = new Set<Listener>();

/** Opens the 'Sesi Login Berakhir' dialog from outside React (the session check). */
export function tandaiSesiBerakhir(): void {
  for (const fn of listeners) fn();
}

export function onSesiBerakhir(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
