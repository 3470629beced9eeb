// Spec §8: a browser too old for ES modules never runs the app and loads only this file (nomodule).
// A file, not an inline script, so the Content-Security-Policy can refuse every inline script.
// Old syntax on purpose (no const, no arrow functions). The text is PESAN_BROWSER_LAWAS of
// src/shell/browser-support.ts, which modern browsers lacking a needed feature are shown.
document.getElementById('root').innerHTML =
  '<div role="alert" style="min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;font-family:Arial,sans-serif;text-align:center"><p style="max-width:520px;font-size:18px;line-height:1.6">Maaf, aplikasi ini tidak dapat dibuka karena browser ini telah lawas. Silahkan gunakan browser versi terbaru atau bisa dengan mengupdate browser ini. Terimakasih..</p></div>';
