import type { PesertaVclaim } from '@rawat/domain';
import type { PortSep } from '../kunjungan/pendaftaran.service.ts';
import type { PortSepRanap } from '../ranap/admisi/admisi.service.ts';
import {
  ajukanSep,
  type DepsSep,
  kirimSepKunjungan,
  kirimSepLayanan,
  periksaSebelumSep,
} from './sep.service.ts';
import { ajukanSepRanap } from './sep-ranap.ts';

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

/** The inpatient SEP the admission reaches through its port (ranap may not import vclaim either). */
export function portSepRanap(d: DepsSep): PortSepRanap {
  return {
    periksa: (ctx, p) => periksaSebelumSep(d, ctx, p),
    ajukan: (tx, ctx, p) =>
      ajukanSepRanap(tx, ctx, {
        layanan_uid: p.layanan_uid,
        peserta: (p.periksa as PesertaVclaim | null) ?? null,
      }),
    kirim: (layananUid) => kirimSepLayanan(d, layananUid),
  };
}
