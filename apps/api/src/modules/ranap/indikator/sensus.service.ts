import {
  type AngkaSensus,
  type PasienSensus,
  pasienSisa,
  type SensusHarian,
  type SensusRuangan,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { ruanganTidakDitemukan, tanggalBelumTiba } from './indikator.errors.ts';
import {
  awalHari,
  bacaRuangan,
  bacaStint,
  hariKe,
  hariTanggal,
  meninggal48Lebih,
  type RuanganIndikator,
  type Stint,
  tanggalHari,
} from './indikator.riwayat.ts';

const KOSONG: Omit<AngkaSensus, 'bed'> = {
  awal: 0,
  masuk: 0,
  pindahan: 0,
  dipindahkan: 0,
  keluar_hidup: 0,
  meninggal_kurang_48: 0,
  meninggal_48_lebih: 0,
  sisa: 0,
  hari_perawatan: 0,
};

/**
 * One ward's census for day number `d`. An event counts on its Jakarta date; "awal" are those who
 * came before 00:00 and had not left before it, "sisa" those at 24:00. Hari perawatan is the
 * Depkes count: sisa plus the patients admitted and discharged that same day, so a stay's days
 * summed over the census equal its length of stay by the day rule (docs/ranap/indikator.md).
 */
export function sensusRuangan(
  r: RuanganIndikator,
  stint: readonly Stint[],
  d: number,
  nama: Map<string, string>,
) {
  const hasil: SensusRuangan = {
    ...r,
    ...KOSONG,
    pasien: {
      masuk: [],
      pindahan: [],
      dipindahkan: [],
      keluar_hidup: [],
      meninggal_kurang_48: [],
      meninggal_48_lebih: [],
    },
  };
  const orang = (s: Stint, waktu: Date, keterangan: string | null): PasienSensus => ({
    perawatan_inap_uid: s.perawatan_inap_uid,
    nama: s.nama,
    no_rm: s.no_rm,
    waktu: waktu.toISOString(),
    keterangan,
  });
  for (const s of stint) {
    if (s.ruangan_uid !== r.ruangan_uid) continue;
    const keluar = s.hariKeluar ?? Number.POSITIVE_INFINITY;
    if (s.hariMasuk < d && keluar >= d) hasil.awal++;
    if (s.hariMasuk <= d && keluar > d) hasil.sisa++;
    if (s.hariMasuk === d) {
      const k = s.pertama ? 'masuk' : 'pindahan';
      hasil[k]++;
      const dari = s.dariRuangan ? `dari ${nama.get(s.dariRuangan) ?? '-'}` : null;
      hasil.pasien[k].push(orang(s, s.masuk, dari));
    }
    if (s.hariKeluar === d && s.keluar) {
      if (s.sebab === 'PINDAH') {
        hasil.dipindahkan++;
        const ke = s.keRuangan ? `ke ${nama.get(s.keRuangan) ?? '-'}` : null;
        hasil.pasien.dipindahkan.push(orang(s, s.keluar, ke));
      } else if (s.sebab === 'PULANG') {
        const k = !s.meninggal
          ? 'keluar_hidup'
          : meninggal48Lebih(s)
            ? 'meninggal_48_lebih'
            : 'meninggal_kurang_48';
        hasil[k]++;
        const jam =
          s.jamSampaiMeninggal === null ? null : `${Math.floor(s.jamSampaiMeninggal)} jam sejak masuk`;
        hasil.pasien[k].push(orang(s, s.keluar, s.meninggal ? jam : null));
        if (s.hariMasukRs === d) hasil.hari_perawatan++;
      }
    }
  }
  hasil.hari_perawatan += hasil.sisa;
  for (const daftar of Object.values(hasil.pasien)) daftar.sort((a, b) => a.waktu.localeCompare(b.waktu));
  return hasil;
}

/** The census of one Jakarta day, per ward and for the hospital (or the one ward asked for). */
export async function sensusHarian(
  db: DbOrTx,
  ctx: Ctx,
  q: { tanggal: string; ruangan_uid?: string | undefined },
) {
  const d = hariTanggal(q.tanggal);
  const hariIni = hariKe(ctx.now().getTime());
  if (d > hariIni) throw tanggalBelumTiba(tanggalHari(hariIni));
  const stint = await bacaStint(db, awalHari(d), awalHari(d + 1));
  const semua = await bacaRuangan(db, { dipakai: [...new Set(stint.map((s) => s.ruangan_uid))] });
  const nama = new Map(semua.map((r) => [r.ruangan_uid, r.nama]));
  let ruangan = semua;
  if (q.ruangan_uid) {
    ruangan = await bacaRuangan(db, { ruangan_uid: q.ruangan_uid });
    if (ruangan.length === 0) throw ruanganTidakDitemukan();
  }
  const baris = ruangan.map((r) => sensusRuangan(r, stint, d, nama));
  const total = { ...KOSONG, bed: 0 };
  for (const b of baris) for (const k of Object.keys(total) as (keyof AngkaSensus)[]) total[k] += b[k];
  return { tanggal: q.tanggal, ruangan: baris, total } satisfies SensusHarian;
}

/** The identity every census row keeps; a test and the PDF check it. */
export const sensusSeimbang = (a: AngkaSensus) => pasienSisa(a) === a.sisa;
