import type { PesertaVclaim } from '@rawat/domain';
import type { PortSep } from '../kunjungan/pendaftaran.service.ts';
import { ajukanSep, type DepsSep, kirimSepKunjungan, periksaSebelumSep } from './sep.service.ts';

/** The SEP registration reaches through its port (kunjungan may not import vclaim; app.ts wires it). */
export function portSepPendaftaran(d: DepsSep): PortSep {
  return {
    periksa: (ctx, p) => periksaSebelumSep(d, ctx, p),
    ajukan: (tx, ctx, p) =>
      ajukanSep(tx, ctx, {
        layanan_uid: p.layanan_uid,
        isian: p.isian,
        no_rujukan: p.no_rujukan,
        peserta: (p.periksa as PesertaVclaim | null) ?? null,
      }),
    kirim: (kunjunganUid) => kirimSepKunjungan(d, kunjunganUid),
  };
}
