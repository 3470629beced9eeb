/** Speech reading of spec §9: an Indonesian voice at rate 0.8. */
export const LAJU_SUARA = 0.8;

/**
 * Speaks the sentence in Indonesian (id-ID, an Indonesian voice when the browser has one).
 * Returns false when the browser has no speech synthesis, so the screen can say so.
 */
export function umumkan(teks: string): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || !window.SpeechSynthesisUtterance)
    return false;
  const ucapan = new window.SpeechSynthesisUtterance(teks);
  ucapan.lang = 'id-ID';
  ucapan.rate = LAJU_SUARA;
  const suara = window.speechSynthesis
    .getVoices()
    .find((v) => v.lang.replace('_', '-').toLowerCase().startsWith('id'));
  if (suara) ucapan.voice = suara;
  // A new call interrupts the previous one rather than queueing behind it.
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(ucapan);
  return true;
}
