/** Exact text of spec §8. */
export const PESAN_BROWSER_LAWAS =
  'Maaf, aplikasi ini tidak dapat dibuka karena browser ini telah lawas. Silahkan gunakan browser versi terbaru atau bisa dengan mengupdate browser ini. Terimakasih..';

/** The browser features the app needs (spec §8); checked before the app renders. */
export function browserDidukung(
  w: Partial<Record<'Worker' | 'MessageChannel' | 'TextEncoder' | 'TextDecoder', unknown>> = window,
): boolean {
  return (
    typeof w.Worker !== 'undefined' &&
    typeof w.MessageChannel !== 'undefined' &&
    typeof w.TextEncoder !== 'undefined' &&
    typeof w.TextDecoder !== 'undefined'
  );
}

/** Plain DOM, no React: the screen must show even where the app itself cannot start. */
export function tampilkanBrowserLawas(root: HTMLElement): void {
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;font-family:Roboto,Arial,sans-serif;background:#f4f7f7;color:#1f2d33;text-align:center';
  const p = document.createElement('p');
  p.style.cssText = 'max-width:520px;font-size:18px;line-height:1.6';
  p.textContent = PESAN_BROWSER_LAWAS;
  box.appendChild(p);
  root.appendChild(box);
}
