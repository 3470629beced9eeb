import type { GolonganOperasi } from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { perawatanInap } from '../kunjungan/rawat-inap.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { ambilLayananKlinis } from '../pelayanan/layanan-klinis.ts';
import { tagihTindakanDikerjakan, tindakanAktifPerKode } from '../pelayanan/tindakan.tagih.ts';
import { tarifOperasiBelumAda } from './operasi.errors.ts';
import { type operasi, operasiTagihan, type PERAN_TAGIHAN_OPERASI } from './operasi.tables.ts';

type Peran = (typeof PERAN_TAGIHAN_OPERASI)[number];

/** The letter of a golongan in the theatre's tariff codes (seed/master/tindakan.ts: OK-ANES-S). */
const HURUF_GOLONGAN: Record<GolonganOperasi, string> = { KECIL: 'K', SEDANG: 'S', BESAR: 'B', KHUSUS: 'X' };
const KODE_PERAN: Record<Exclude<Peran, 'OPERATOR'>, { kode: string; nama: string }> = {
  ANESTESI: { kode: 'OK-ANES', nama: 'jasa anestesi' },
  ASISTEN: { kode: 'OK-ASIST', nama: 'jasa asisten operator' },
  KAMAR: { kode: 'OK-KAMAR', nama: 'sewa kamar operasi' },
};

/**
 * The layanan an operation's charges go on (its fees at SELESAI, its consumables): where SELESAI
 * charged them; before that the patient's stay still in when there is one (an elective patient is
 * admitted before the operation; the stay's bill is the one paid at discharge), else the layanan it
 * was booked from.
 */
export async function layananTagih(tx: DbOrTx, o: typeof operasi.$inferSelect): Promise<string> {
  if (o.ditagih_layanan_uid) return o.ditagih_layanan_uid;
  const [inap] = await tx
    .select({ layanan_uid: perawatanInap.layanan_uid })
    .from(perawatanInap)
    .where(and(eq(perawatanInap.pasien_uid, o.pasien_uid), eq(perawatanInap.status, 'DIRAWAT')))
    .limit(1);
  return inap?.layanan_uid ?? o.layanan_uid;
}

/**
 * Charges a finished operation, in the SELESAI transaction: the operator's fee as the operative
 * item itself, then anaesthesia (when an anaesthetist was named), assistant (when named) and the
 * theatre by the item's golongan — each a procedure done (tindakan_layanan) with its TINDAKAN
 * charge at the tariff of the visit's payer and the class of care at this moment, naming who did
 * it so the cashier's doctor-fee rules apply when the bill is paid (kasir/fee), written as the chart
 * writes its own (pelayanan/tindakan.tagih.ts). Answers the layanan.
 */
export async function tagihOperasi(tx: Tx, ctx: Ctx, o: typeof operasi.$inferSelect): Promise<string> {
  const l = await ambilLayananKlinis(tx, await layananTagih(tx, o));
  const [utama] = await tx
    .select({ uid: tindakan.uid, golongan: tindakan.golongan })
    .from(tindakan)
    .where(eq(tindakan.uid, o.tindakan_uid));
  const huruf = HURUF_GOLONGAN[(utama?.golongan ?? 'SEDANG') as GolonganOperasi];
  const peran: { peran: Peran; pelaksana: string | null }[] = [
    { peran: 'OPERATOR', pelaksana: o.operator_uid },
    ...(o.anestesi_uid ? [{ peran: 'ANESTESI' as const, pelaksana: o.anestesi_uid }] : []),
    ...(o.asisten_uid ? [{ peran: 'ASISTEN' as const, pelaksana: o.asisten_uid }] : []),
    { peran: 'KAMAR', pelaksana: null },
  ];
  const kodeLain = peran.flatMap((p) =>
    p.peran === 'OPERATOR' ? [] : [`${KODE_PERAN[p.peran].kode}-${huruf}`],
  );
  const lain = await tindakanAktifPerKode(tx, kodeLain);
  const item = peran.map((p) => {
    if (p.peran === 'OPERATOR') return { ...p, tindakan_uid: o.tindakan_uid };
    const kode = `${KODE_PERAN[p.peran].kode}-${huruf}`;
    const uid = lain.get(kode)?.uid;
    if (!uid) throw tarifOperasiBelumAda(kode, KODE_PERAN[p.peran].nama);
    return { ...p, tindakan_uid: uid };
  });
  const tertagih = await tagihTindakanDikerjakan(
    tx,
    ctx,
    l,
    item.map((i) => ({
      peran: i.peran,
      tindakan_uid: i.tindakan_uid,
      jumlah: 1,
      pelaksana_uid: i.pelaksana,
      catatan: `Operasi ${o.kode_booking}`,
    })),
  );
  const sekarang = ctx.now();
  await tx.insert(operasiTagihan).values(
    tertagih.map((t) => ({
      operasi_uid: o.uid,
      peran: t.item.peran,
      tindakan_layanan_uid: t.uid,
      created_at: sekarang,
    })),
  );
  await catatKlinis(tx, ctx, {
    aktivitas: {
      aksi: 'operasi.tagih',
      entitas: 'operasi',
      entitas_id: o.uid,
      keterangan: `Tagihan operasi ${o.kode_booking} (${l.pasien.no_rm} – ${l.pasien.nama})`,
      detail: {
        layanan_uid: l.uid,
        item: item.map((i) => ({ peran: i.peran, tindakan_uid: i.tindakan_uid })),
      },
    },
    pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
    log: { jenis: 'LOG_TINDAKAN', ringkasan: `Tindakan operasi ${o.kode_booking}` },
  });
  return l.uid;
}
