import { KODE_TINDAKAN_HD, type SesiHdDetail } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import type { LayananKlinis } from '../../pelayanan/layanan-klinis.ts';
import {
  catatTindakanTertagih,
  tarifTindakanLayanan,
  tindakanAktifPerKode,
} from '../../pelayanan/tindakan.tagih.ts';
import { type BarisSesiHd, sesiUntukUbah, stayUntukHd } from './hd.akses.ts';
import { bacaSesiHd } from './hd.baca.ts';
import { catatanBelumAda, statusSesiTidakSesuai, tarifHdBelumAda } from './hd.errors.ts';
import { namaSesi } from './hd.service.ts';
import { hdSesiRanap } from './hd.tables.ts';

/**
 * Charges one session to the stay: the HD procedure of the outpatient room's tariff (MED-HD, or
 * MED-HD-CITO for an urgent order) as a procedure done on the stay's layanan, priced for the
 * visit's payer at the stay's class at this moment (kelasTarifLayanan: the bed segment's billing
 * class), performed by the session's HD doctor (whose fee the cashier's rules compute), written as
 * the chart writes its own (pelayanan/tindakan.tagih.ts). Answers the procedure row's uid, which
 * the session keeps.
 */
async function tagihSesi(tx: DbOrTx, ctx: Ctx, l: LayananKlinis, s: BarisSesiHd): Promise<string> {
  const kode = s.cito ? KODE_TINDAKAN_HD.CITO : KODE_TINDAKAN_HD.BIASA;
  const t = (await tindakanAktifPerKode(tx, [kode])).get(kode);
  if (!t) throw tarifHdBelumAda(kode);
  const tarif = await tarifTindakanLayanan(tx, ctx, l, [t.uid]);
  const {
    uid: barisUid,
    harga,
    transaksi: tagihan,
  } = await catatTindakanTertagih(tx, ctx, l, tarif, {
    tindakan_uid: t.uid,
    jumlah: 1,
    pelaksana_uid: s.dokter_uid,
    catatan: namaSesi(s),
  });
  await catatKlinis(tx, ctx, {
    aktivitas: {
      aksi: 'hd_sesi.selesai',
      entitas: 'hd_sesi_ranap',
      entitas_id: s.uid,
      keterangan: `Selesai ${namaSesi(s)} ${l.pasien.no_rm} – ${l.pasien.nama}; ditagihkan ${harga.nama}`,
      detail: {
        sebelum: { status: s.status },
        sesudah: { status: 'SELESAI', tindakan_layanan_uid: barisUid, transaksi_uid: tagihan.uid },
      },
    },
    pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
    log: { jenis: 'LOG_TINDAKAN', ringkasan: `Tindakan: ${harga.nama} (${namaSesi(s)})` },
  });
  return barisUid;
}

/**
 * The session is over: BERLANGSUNG → SELESAI and its one charge, in one transaction under the
 * session's row lock. A second finish (double click, retry) finds it SELESAI and is refused (409)
 * before anything is written, so a session is charged once; the unique index on the procedure
 * column is the last guard. The HD nurse's record must be saved first.
 */
export async function selesaikanSesiHd(db: Db, ctx: Ctx, uid: string): Promise<SesiHdDetail> {
  await db.transaction(async (tx) => {
    const s = await sesiUntukUbah(tx, uid);
    if (s.status !== 'BERLANGSUNG')
      throw statusSesiTidakSesuai(s.status, 'hanya sesi yang berlangsung dapat diselesaikan');
    if (!s.asesmen_keperawatan_uid) throw catatanBelumAda();
    const l = await stayUntukHd(tx, ctx, s.layanan_uid);
    const tindakanUid = await tagihSesi(tx, ctx, l, s);
    const sekarang = ctx.now();
    await tx
      .update(hdSesiRanap)
      .set({
        status: 'SELESAI',
        selesai_pada: sekarang,
        selesai_oleh: ctx.user?.uid ?? null,
        tindakan_layanan_uid: tindakanUid,
        updated_at: sekarang,
      })
      .where(eq(hdSesiRanap.uid, s.uid));
  });
  return bacaSesiHd(db, ctx, uid);
}
