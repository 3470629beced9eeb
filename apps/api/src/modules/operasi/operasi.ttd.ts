import { toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SumberDokumenTtd } from '../esign/dokumen.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pdfLaporanOperasi } from './laporan.pdf.ts';
import { detailOperasi } from './operasi.baca.ts';
import { laporanOperasi, operasi } from './operasi.tables.ts';

async function baris(db: DbOrTx, uid: string) {
  const [r] = await db
    .select({
      operasi_uid: laporanOperasi.operasi_uid,
      status: laporanOperasi.status,
      nomor: laporanOperasi.nomor,
      difinalkan_pada: laporanOperasi.difinalkan_pada,
      operator_akun: pegawai.akun_uid,
    })
    .from(laporanOperasi)
    .innerJoin(operasi, eq(operasi.uid, laporanOperasi.operasi_uid))
    .innerJoin(pegawai, eq(pegawai.uid, operasi.operator_uid))
    .where(eq(laporanOperasi.uid, uid));
  return r ?? null;
}

/** A final operation report, signed by its operator (docs/operasi.md). */
export const sumberLaporanOperasi: SumberDokumenTtd = {
  jenis: 'LAPORAN_OPERASI',
  async baca(db, uid) {
    const r = await baris(db, uid);
    if (!r) return null;
    const o = await detailOperasi(db, r.operasi_uid);
    return {
      jenis: 'LAPORAN_OPERASI',
      refUid: uid,
      judul: `Laporan Operasi ${o.prosedur.nama}`,
      nomor: r.nomor,
      tanggal: toJakartaIsoDate(r.difinalkan_pada ?? new Date(o.mulai)),
      pasien: { uid: o.pasien.uid, nama: o.pasien.nama },
      penandaAkunUid: r.operator_akun,
      belumSiap: r.status === 'FINAL' ? null : 'Laporan operasi belum difinalkan',
    };
  },
  async render(db, uid, opsi) {
    const r = await baris(db, uid);
    if (!r) throw new Error(`laporan operasi ${uid} tidak ada`);
    const o = await detailOperasi(db, r.operasi_uid);
    if (!o.laporan) throw new Error('laporan operasi tanpa isi');
    const { pdf, kotak } = await pdfLaporanOperasi(db, o, o.laporan, {
      dicetakPada: opsi.sekarang,
      dicetakOleh: null,
      stempel: opsi.stempel,
    });
    if (!kotak) throw new Error('laporan operasi tanpa blok tanda tangan');
    return { pdf, kotak };
  },
};
