import type { IndeksMorbiditas, JenisKelamin, JenisRawatIndeks } from '@rawat/domain';
import { bersamaan } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { SumberLaporan } from '../simpanan/simpanan.service.ts';
import { morbiditasInap, morbiditasJalan, type SelMorbiditas } from './rl.morbiditas.ts';
import { bacaPeriode } from './rl.periode.ts';

/**
 * The morbidity index for medical records: the same diagnoses and age bands as RL 4 (rl.diagnosis.ts),
 * narrowed by unit, band and sex. A case is a new outpatient case or an inpatient discharge; a death
 * an inpatient one or at the IGD, by primary diagnosis.
 */
export async function indeksMorbiditas(
  d: SumberLaporan,
  ctx: Ctx,
  q: {
    periode: string;
    jenis_rawat: JenisRawatIndeks;
    poli_uid?: string | undefined;
    kelompok_umur?: number | undefined;
    jenis_kelamin?: JenisKelamin | undefined;
  },
): Promise<IndeksMorbiditas> {
  const p = bacaPeriode(q.periode, ctx);
  const s = { dari: p.dari, sampai: p.sampai, poli_uid: q.poli_uid };
  const tanpa = async (): Promise<SelMorbiditas[]> => [];
  const [selInap, selJalan] = await bersamaan(d.baca, [
    q.jenis_rawat !== 'RAWAT_JALAN' ? () => morbiditasInap(d, s) : tanpa,
    q.jenis_rawat !== 'RAWAT_INAP' ? () => morbiditasJalan(d, s) : tanpa,
  ]);
  const sel = [...selInap.map((x) => ({ x, inap: true })), ...selJalan.map((x) => ({ x, inap: false }))];

  const penyakit = new Map<string, IndeksMorbiditas['penyakit'][number]>();
  const kematian = new Map<string, IndeksMorbiditas['kematian'][number]>();
  for (const { x, inap } of sel) {
    if (q.kelompok_umur !== undefined && x.umur !== q.kelompok_umur) continue;
    if (q.jenis_kelamin && x.jk !== q.jenis_kelamin) continue;
    const kode = x.kode ?? '-';
    const nama = x.kode ? (x.nama ?? x.kode) : 'Belum ada diagnosis utama';
    const kasus = inap ? x.hidup + x.mati : x.kunjungan;
    const baru = inap ? x.hidup + x.mati : x.hidup;
    const p1 = penyakit.get(kode) ?? { kode, nama, laki_laki: 0, perempuan: 0, jumlah: 0, kasus_baru: 0 };
    penyakit.set(kode, p1);
    p1[x.jk === 'P' ? 'perempuan' : 'laki_laki'] += kasus;
    p1.jumlah += kasus;
    p1.kasus_baru += baru;
    if (x.mati > 0) {
      const m = kematian.get(kode) ?? { kode, nama, laki_laki: 0, perempuan: 0, jumlah: 0 };
      kematian.set(kode, m);
      m[x.jk === 'P' ? 'perempuan' : 'laki_laki'] += x.mati;
      m.jumlah += x.mati;
    }
  }
  const urut = <T extends { jumlah: number; kode: string }>(xs: Iterable<T>) =>
    [...xs].sort((a, b) => b.jumlah - a.jumlah || a.kode.localeCompare(b.kode));
  return {
    periode: p.label,
    dari: p.dari,
    sampai: p.sampai,
    penyakit: urut(penyakit.values()).filter((b) => b.jumlah > 0),
    kematian: urut(kematian.values()),
  };
}
