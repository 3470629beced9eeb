/**
 * A job on a timer (the outbox worker, the SATUSEHAT and VClaim scans in main.ts): a pass every
 * `intervalMs`, never two at once; a failed pass is logged and the next one tries again;
 * `berhenti` stops the timer and waits for the pass in progress.
 */
export function mulaiBerkala(p: {
  jalankan: () => Promise<unknown>;
  intervalMs: number;
  pesanGagal: string;
  log?: { warn: (o: object, pesan: string) => void } | undefined;
}): { berhenti(): Promise<void> } {
  let berjalan: Promise<unknown> | null = null;
  let henti = false;
  const timer = setInterval(() => {
    if (berjalan || henti) return;
    berjalan = p
      .jalankan()
      .catch((err: unknown) => p.log?.warn({ err }, p.pesanGagal))
      .finally(() => {
        berjalan = null;
      });
  }, p.intervalMs);
  timer.unref();
  return {
    async berhenti() {
      henti = true;
      clearInterval(timer);
      await berjalan;
    },
  };
}
