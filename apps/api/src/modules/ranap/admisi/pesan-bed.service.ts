import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { tindakLanjut } from '../../pelayanan/pelayanan.tables.ts';
import { ubahStatusBed } from '../bed/bed-status.ts';
import { bacaBed, periksaBedBoleh, teksLetak } from './admisi.bed.ts';
import * as galat from './admisi.errors.ts';

/**
 * POST /ranap/bed/:uid/pesan: holds a free bed (DIPESAN) for a RANAP follow-up while the family
 * decides; only that follow-up may then be admitted into it. The holder is the audit row's detail
 * (docs/ranap/admisi.md "Memesan bed").
 */
export async function pesanBed(db: Db, ctx: Ctx, bedUid: string, tindakLanjutUid: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [tl] = await tx
      .select({
        jenis: tindakLanjut.jenis,
        diterima_pada: tindakLanjut.diterima_pada,
        pasien: { no_rm: pasien.no_rm, nama: pasien.nama, jenis_kelamin: pasien.jenis_kelamin },
      })
      .from(tindakLanjut)
      .innerJoin(pasien, eq(pasien.uid, tindakLanjut.pasien_uid))
      .where(eq(tindakLanjut.uid, tindakLanjutUid))
      .for('update', { of: tindakLanjut });
    if (!tl) throw galat.rujukanTidakDitemukan();
    if (tl.jenis !== 'RANAP') throw galat.bukanRujukanRanap();
    if (tl.diterima_pada) throw galat.rujukanSudahDiterima();
    const b = await bacaBed(tx, bedUid);
    await periksaBedBoleh(tx, b, tl.pasien, tindakLanjutUid);
    await ubahStatusBed(tx, ctx, b.bed_uid, 'DIPESAN', {
      alasan: `Dipesan untuk ${tl.pasien.no_rm} – ${tl.pasien.nama}`,
      dari: ['KOSONG', 'DIPESAN'],
    });
    const pesan = `Bed ${teksLetak(b)} dipesan untuk ${tl.pasien.nama}`;
    await catatAktivitas(tx, ctx, {
      aksi: 'ranap.bed.pesan',
      entitas: 'bed',
      entitas_id: b.bed_uid,
      keterangan: `${pesan} (${tl.pasien.no_rm})`,
      detail: { tindak_lanjut_uid: tindakLanjutUid },
    });
    return pesan;
  });
}

/** DELETE /ranap/bed/:uid/pesan: the family decided otherwise; the bed is free again. */
export async function batalPesanBed(db: Db, ctx: Ctx, bedUid: string): Promise<string> {
  return db.transaction(async (tx) => {
    const b = await bacaBed(tx, bedUid);
    if (b.status !== 'DIPESAN') throw galat.bedBukanDipesan(b.no_bed);
    await ubahStatusBed(tx, ctx, b.bed_uid, 'KOSONG', {
      alasan: 'Pesanan bed dibatalkan',
      dari: ['DIPESAN'],
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'ranap.bed.batal_pesan',
      entitas: 'bed',
      entitas_id: b.bed_uid,
      keterangan: `Pesanan bed ${teksLetak(b)} dibatalkan`,
    });
    return `Pesanan bed ${b.no_bed} dibatalkan`;
  });
}
