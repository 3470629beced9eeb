import type { Db } from '../../../db/client.ts';
import type { HasilKirim, PengirimOutbox, PesanTersewa } from '../../../platform/outbox.pekerja.ts';
import { kredensialBpjs } from '../pengaturan.service.ts';
import { GalatJaringanBpjs, panggilBpjs, suksesBpjs } from './klien.ts';
import { JENIS_ANTREAN } from './lapor.ts';

const PATH = new Set<string>(Object.values(JENIS_ANTREAN));

/**
 * BPJS's answer that what we send is already there: a re-send after a restart that came between
 * the delivery and its record ("Terdapat duplikasi Kode Booking" 208, "TaskId=3 sudah ada" 208).
 */
function sudahAda(jenis: string, pesan: string): boolean {
  if (/duplikasi|sudah ada/i.test(pesan)) return true;
  return jenis === JENIS_ANTREAN.batal && /sudah dibatalkan/i.test(pesan);
}

/**
 * The outbox sender of BPJS Antrean RS (docs/bpjs-antrean.md "Failure handling"): no answer,
 * a timeout, a 5xx or a refused credential → retry later; metadata 200 → delivered; any other
 * code is BPJS refusing this message (GAGAL with BPJS's words) unless it says it already has it.
 */
export function pengirimBpjsAntrean(deps: {
  db: Db;
  kunciInduk: Buffer;
  batasWaktuMs?: number;
}): PengirimOutbox {
  return async (p: PesanTersewa): Promise<HasilKirim> => {
    if (!PATH.has(p.jenis))
      return { hasil: 'TOLAK', kode: null, pesan: `Jenis pesan tidak dikenal: ${p.jenis}` };
    const k = await kredensialBpjs(deps.db, deps.kunciInduk, { aktifSaja: true }).catch((e: Error) => e);
    if (k instanceof Error) return { hasil: 'ULANGI', pesan: k.message };
    if (!k) return { hasil: 'ULANGI', pesan: 'Pengaturan BPJS Antrean tidak aktif: pesan menunggu' };
    try {
      const j = await panggilBpjs(k, {
        method: 'POST',
        path: p.jenis,
        body: p.payload,
        // The signature's timestamp is the wall clock BPJS checks, even under a test clock (RAWAT_JAM_UJI).
        sekarang: new Date(),
        ...(deps.batasWaktuMs ? { batasWaktuMs: deps.batasWaktuMs } : {}),
      });
      const jawaban = {
        status: j.status,
        metadata: { code: j.kode, message: j.pesan },
        response: j.response,
      };
      if (j.status === 401 || j.status === 403)
        return { hasil: 'ULANGI', kode: j.kode, pesan: `BPJS menolak kredensial: ${j.pesan}`, jawaban };
      if (j.status >= 500 || j.status === 429 || j.kode === null)
        return {
          hasil: 'ULANGI',
          kode: j.kode,
          pesan: j.kode === null ? j.pesan : `${j.pesan} (HTTP ${j.status})`,
          jawaban,
        };
      if (suksesBpjs(j.kode)) return { hasil: 'TERKIRIM', kode: j.kode, pesan: j.pesan, jawaban };
      if (sudahAda(p.jenis, j.pesan)) return { hasil: 'TERKIRIM', kode: j.kode, pesan: j.pesan, jawaban };
      return { hasil: 'TOLAK', kode: j.kode, pesan: j.pesan, jawaban };
    } catch (err) {
      if (err instanceof GalatJaringanBpjs) return { hasil: 'ULANGI', pesan: err.message };
      throw err;
    }
  };
}
