import {
  type JenisRuangan,
  type KelasRanap,
  type PenjaminTarif,
  type TarifKosong,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { transaksi } from '../../kasir/kasir.tables.ts';
import { balikTransaksiSumber, tambahTransaksi } from '../../kasir/transaksi.service.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { itemHarian, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { tarifBerlaku } from '../../master/tarif/tarif.service.ts';
import { ranapTagihanHari } from '../ranap.tables.ts';
import {
  hariRawat,
  kunciBaris,
  labelKelas,
  namaItemHari,
  type Rencana,
  rencanaVisite,
  type Segmen,
  segmenHari,
} from './tagihan-hari.rencana.ts';

// The day charges of a stay (docs/ranap/tagihan.md "The day rule"). One ranap_tagihan_hari row
// per stay × day × item (× doctor for a visit) is the ledger of what was charged; its unique index
// is what makes a second run, or two at once, charge nothing twice.

export const SUMBER_TAGIHAN_HARI = 'ranap_tagihan_hari';
const ALASAN_HARI_PULANG = 'Hari pulang tidak dihitung sebagai hari rawat';

export interface HasilTagihHari {
  /** Rows charged by this run. */
  ditagihkan: number;
  /** Day items the tariff grid has no price for (charged nothing, reported on the bill). */
  tarif_kosong: TarifKosong[];
}

/**
 * tagihHariRawat with its report: charges the stay's days not yet charged (room, nursing, each
 * doctor's visit, the class upgrade difference), in one transaction holding the stay's row, and
 * reverses a day charged while in that the discharge rule no longer counts (unpaid ones only).
 */
export async function jalankanTagihHari(
  db: DbOrTx,
  ctx: Ctx,
  perawatanInapUid: string,
): Promise<HasilTagihHari> {
  return db.transaction(async (tx) => {
    // Two runs at once queue here; the unique index is the net under it.
    const [pi] = await tx
      .select({
        uid: perawatanInap.uid,
        layanan_uid: perawatanInap.layanan_uid,
        kunjungan_uid: perawatanInap.kunjungan_uid,
        pasien_uid: perawatanInap.pasien_uid,
        masuk_pada: perawatanInap.masuk_pada,
        pulang_pada: perawatanInap.pulang_pada,
        status: perawatanInap.status,
        penjamin: kunjungan.penjamin,
      })
      .from(perawatanInap)
      .innerJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
      .where(eq(perawatanInap.uid, perawatanInapUid))
      .for('update', { of: perawatanInap });
    if (!pi) return { ditagihkan: 0, tarif_kosong: [] };
    const segmen: Segmen[] = await tx
      .select({
        uid: rawatInap.uid,
        kelas: rawatInap.kelas,
        kelas_tagih: rawatInap.kelas_tagih,
        penempatan: rawatInap.penempatan,
        masuk_pada: rawatInap.masuk_pada,
        jenis_ruangan: ruangan.jenis,
        nama_ruangan: ruangan.nama,
      })
      .from(rawatInap)
      .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
      .where(eq(rawatInap.perawatan_inap_uid, pi.uid))
      .orderBy(asc(rawatInap.masuk_pada));
    if (segmen.length === 0) return { ditagihkan: 0, tarif_kosong: [] };

    const pulang = pi.status === 'PULANG' ? (pi.pulang_pada ?? ctx.now()) : null;
    const hari = hariRawat(pi.masuk_pada, pulang, ctx.now());
    const sudah = await tx
      .select({
        uid: ranapTagihanHari.uid,
        tanggal: ranapTagihanHari.tanggal,
        item: ranapTagihanHari.item,
        pegawai_uid: ranapTagihanHari.pegawai_uid,
      })
      .from(ranapTagihanHari)
      .where(eq(ranapTagihanHari.perawatan_inap_uid, pi.uid));
    const adaKunci = new Set(sudah.map((r) => kunciBaris(r.tanggal, r.item, r.pegawai_uid)));

    const penjamin = pi.penjamin as PenjaminTarif;
    const rencana: Rencana[] = [];
    const tarif_kosong: TarifKosong[] = [];
    const items = await tx
      .select({
        uid: itemHarian.uid,
        kode: itemHarian.kode,
        nama: itemHarian.nama,
        jenis: itemHarian.jenis,
        jenis_ruangan: itemHarian.jenis_ruangan,
      })
      .from(itemHarian)
      .where(eq(itemHarian.status, 'AKTIF'));
    const itemUntuk = (jenis: 'KAMAR' | 'KEPERAWATAN', jr: JenisRuangan) =>
      items.find((i) => i.jenis === jenis && (i.jenis_ruangan ?? 'BANGSAL') === jr);
    const hargaHarian = async (uid: string, p: PenjaminTarif, kelas: KelasRanap, tanggal: string) =>
      (await tarifBerlaku(tx, [uid], { jenis: 'HARIAN', penjamin: p, kelas, tanggal })).get(uid);

    for (const tanggal of hari) {
      const s = segmenHari(segmen, tanggal);
      if (!s) continue;
      for (const jenis of ['KAMAR', 'KEPERAWATAN'] as const) {
        if (adaKunci.has(kunciBaris(tanggal, jenis, null))) continue;
        const it = itemUntuk(jenis, s.jenis_ruangan);
        const harga = it ? await hargaHarian(it.uid, penjamin, s.kelas_tagih, tanggal) : undefined;
        if (!it || harga === undefined) {
          tarif_kosong.push({
            tanggal,
            item: jenis,
            nama: it ? namaItemHari(it.nama, s.jenis_ruangan, s.kelas_tagih) : `${jenis} ${s.nama_ruangan}`,
            penjamin,
            kelas: s.kelas_tagih,
          });
          continue;
        }
        rencana.push({
          tanggal,
          item: jenis,
          segmen: s,
          pegawai_uid: null,
          kode: it.kode,
          nama: namaItemHari(it.nama, s.jenis_ruangan, s.kelas_tagih),
          harga,
          penjamin,
          kelas: s.kelas_tagih,
          jenis: 'AKOMODASI',
        });
      }
      // Naik kelas: the UMUM room price of the bed's class minus that of the entitled class.
      if (s.penempatan === 'NAIK_KELAS' && s.kelas !== s.kelas_tagih) {
        if (adaKunci.has(kunciBaris(tanggal, 'SELISIH_KELAS', null))) continue;
        const it = itemUntuk('KAMAR', s.jenis_ruangan);
        const atas = it ? await hargaHarian(it.uid, 'UMUM', s.kelas, tanggal) : undefined;
        const hak = it ? await hargaHarian(it.uid, 'UMUM', s.kelas_tagih, tanggal) : undefined;
        if (!it || atas === undefined || hak === undefined) {
          tarif_kosong.push({
            tanggal,
            item: 'SELISIH_KELAS',
            nama: `Selisih naik kelas ${labelKelas(s.kelas_tagih)} → ${labelKelas(s.kelas)}`,
            penjamin: 'UMUM',
            kelas: s.kelas,
          });
        } else if (atas > hak) {
          rencana.push({
            tanggal,
            item: 'SELISIH_KELAS',
            segmen: s,
            pegawai_uid: null,
            kode: it.kode,
            nama: `Selisih naik kelas ${labelKelas(s.kelas_tagih)} → ${labelKelas(s.kelas)}`,
            harga: atas - hak,
            penjamin: 'UMUM',
            kelas: s.kelas,
            jenis: 'AKOMODASI',
          });
        }
      }
    }

    rencana.push(...(await rencanaVisite(tx, pi, segmen, hari, penjamin, adaKunci, tarif_kosong)));

    let ditagihkan = 0;
    for (const r of rencana) {
      const uid = crypto.randomUUID();
      const t = await tambahTransaksi(tx, ctx, {
        kunjungan_uid: pi.kunjungan_uid,
        layanan_uid: pi.layanan_uid,
        pasien_uid: pi.pasien_uid,
        jenis: r.jenis,
        sumber: SUMBER_TAGIHAN_HARI,
        sumber_uid: uid,
        kode: r.kode,
        nama: r.nama,
        jumlah: 1,
        harga_satuan: r.harga,
        penjamin: r.penjamin,
        kelas: r.kelas,
        pelaksana_uid: r.pegawai_uid,
      });
      const masuk = await tx
        .insert(ranapTagihanHari)
        .values({
          uid,
          perawatan_inap_uid: pi.uid,
          rawat_inap_uid: r.segmen.uid,
          tanggal: r.tanggal,
          item: r.item,
          pegawai_uid: r.pegawai_uid,
          transaksi_uid: t.uid,
          created_at: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ uid: ranapTagihanHari.uid });
      // Someone charged this day meanwhile: the charge just written goes, in this transaction.
      if (masuk.length === 0) await tx.delete(transaksi).where(eq(transaksi.uid, t.uid));
      else ditagihkan++;
    }

    // A day charged while in that the discharge rule does not count (the discharge day itself).
    let dibalik = 0;
    if (pulang) {
      const terakhir = hari[hari.length - 1] ?? '';
      for (const r of sudah) {
        if (r.item === 'VISITE' || r.tanggal <= terakhir) continue;
        dibalik += (await balikTransaksiSumber(tx, ctx, SUMBER_TAGIHAN_HARI, r.uid, ALASAN_HARI_PULANG))
          .length;
      }
    }

    if (ditagihkan || dibalik) {
      await catatAktivitas(tx, ctx, {
        aksi: 'ranap.tagihan_hari',
        entitas: 'perawatan_inap',
        entitas_id: pi.uid,
        keterangan: `Tagihan harian rawat inap: ${ditagihkan} item ditagihkan${dibalik ? `, ${dibalik} dibatalkan` : ''}`,
        detail: {
          hari: hari.length,
          item: rencana.map((r) => ({ tanggal: r.tanggal, item: r.item, harga: r.harga })),
        },
      });
    }
    return { ditagihkan, tarif_kosong };
  });
}

/**
 * Charges the days of a stay not yet charged, up to today (or the discharge day), idempotently
 * (docs/ranap/tagihan.md). Called when the bill is read, when the ward's bill tab is opened and by
 * the discharge; running it twice never doubles a day.
 */
export async function tagihHariRawat(db: DbOrTx, ctx: Ctx, perawatanInapUid: string): Promise<void> {
  await jalankanTagihHari(db, ctx, perawatanInapUid);
}

/**
 * For the cashier's queue: charges the stays still in whose today's room day is not charged yet
 * (one query when every stay is up to date).
 */
export async function tagihSemuaDirawat(db: DbOrTx, ctx: Ctx): Promise<void> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const belum = await db
    .select({ uid: perawatanInap.uid })
    .from(perawatanInap)
    .where(
      and(
        eq(perawatanInap.status, 'DIRAWAT'),
        sql`not exists (select 1 from ${ranapTagihanHari} h where h.perawatan_inap_uid = ${perawatanInap.uid}
          and h.tanggal = ${hariIni} and h.item = 'KAMAR')`,
      ),
    );
  for (const p of belum) await jalankanTagihHari(db, ctx, p.uid);
}
