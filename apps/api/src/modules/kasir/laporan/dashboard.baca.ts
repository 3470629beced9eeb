import {
  type DashboardKasir,
  HARI_GRAFIK_KASIR,
  JENIS_TRANSAKSI,
  jumlahKasirKosong,
  LABEL_JENIS_TRANSAKSI,
  LABEL_METODE_BAYAR,
  METODE_BAYAR,
  PENJAMIN_KUNJUNGAN,
  tambahJumlahKasir,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tambahHari } from '../../../platform/waktu.ts';
import type { PenjualanUntukKasir } from '../kasir.ports.ts';
import { pembayaran } from '../kasir.tables.ts';
import { antrianKasir } from '../tagihan.baca.ts';
import { dalamRentang, hariJakarta, labelPenjamin, rentangLaporan } from './laporan.rentang.ts';
import { itemKuitansi } from './laporan-item.baca.ts';
import { barisKuitansi, sebagaiJumlah } from './laporan-kasir.baca.ts';

/**
 * /dashboard-kasir: today's receipts (as /laporan-kasir reads them) by payer and method, the
 * charges they covered by type (as /laporan-by-item), the open bills of today's cashier queue
 * (the queue's own reading, summed), and the money of each of the last 30 days.
 */
export async function dashboardKasir(
  db: DbOrTx,
  ctx: Ctx,
  penjualan: PenjualanUntukKasir,
): Promise<DashboardKasir> {
  const hariIni = rentangLaporan(ctx, {}, 1);
  const grafik = rentangLaporan(
    ctx,
    { dari: tambahHari(hariIni.dari, 1 - HARI_GRAFIK_KASIR), sampai: hariIni.sampai },
    HARI_GRAFIK_KASIR,
  );
  const p = pembayaran;
  const [baris, item, antrian, harian] = await bersamaan(db, [
    () => barisKuitansi(db, hariIni),
    () => itemKuitansi(db, hariIni, penjualan),
    () => antrianKasir(db, ctx, { offset: 0, limit: 15, limitless: true }),
    () =>
      db
        .select({
          tanggal: hariJakarta(p.created_at),
          ditanggung_penjamin: sql<string>`sum(${p.ditanggung_penjamin})`,
          jumlah_bayar: sql<string>`sum(${p.jumlah_bayar})`,
          diskon: sql<string>`sum(${p.diskon})`,
          kuitansi: sql<number>`count(*) filter (where ${p.membalik_uid} is null)::int`,
        })
        .from(p)
        .where(dalamRentang(p.created_at, grafik))
        .groupBy(sql`1`),
  ] as const);

  const hari_ini = jumlahKasirKosong();
  const perPenjamin = new Map(PENJAMIN_KUNJUNGAN.map((k) => [k as string, jumlahKasirKosong()]));
  const perMetode = new Map<string, number>();
  for (const b of baris) {
    tambahJumlahKasir(hari_ini, sebagaiJumlah(b));
    const j = perPenjamin.get(b.penjamin) ?? jumlahKasirKosong();
    perPenjamin.set(b.penjamin, tambahJumlahKasir(j, sebagaiJumlah(b)));
    for (const m of b.metode) perMetode.set(m.metode, (perMetode.get(m.metode) ?? 0) + m.jumlah);
  }
  const perHari = new Map(harian.map((h) => [h.tanggal, h]));
  return {
    tanggal: hariIni.dari,
    hari_ini,
    per_penjamin: [...perPenjamin.entries()].map(([penjamin, j]) => ({
      penjamin,
      label: labelPenjamin(penjamin),
      ...j,
    })),
    per_metode: METODE_BAYAR.filter((m) => perMetode.has(m)).map((m) => ({
      metode: m,
      label: LABEL_METODE_BAYAR[m],
      jumlah: perMetode.get(m) ?? 0,
    })),
    per_jenis: JENIS_TRANSAKSI.map((jenis) => ({
      jenis,
      label: LABEL_JENIS_TRANSAKSI[jenis],
      total: item.filter((i) => i.jenis === jenis).reduce((s, i) => s + i.total, 0),
    })),
    tagihan_terbuka: {
      kunjungan: antrian.metadata.total_data,
      total: antrian.respon.reduce((s, a) => s + a.total, 0),
      bayar_pasien: antrian.respon.reduce((s, a) => s + a.bayar_pasien, 0),
    },
    harian: Array.from({ length: HARI_GRAFIK_KASIR }, (_, i) => {
      const tanggal = tambahHari(grafik.dari, i);
      const h = perHari.get(tanggal);
      return {
        tanggal,
        ditanggung_penjamin: Number(h?.ditanggung_penjamin ?? 0),
        jumlah_bayar: Number(h?.jumlah_bayar ?? 0),
        diskon: Number(h?.diskon ?? 0),
        kuitansi: h?.kuitansi ?? 0,
      };
    }),
  };
}
