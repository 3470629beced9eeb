import {
  bagianJakarta,
  type DaftarDapur,
  formatUmur,
  JAM_WAKTU_MAKAN,
  type PasienDapur,
  type RuanganDapur,
  toJakartaIsoDate,
  WAKTU_MAKAN,
  type WaktuMakan,
} from '@rawat/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tambahHari } from '../../../platform/waktu.ts';
import { dietOrder } from '../ranap.tables.ts';
import { waktuMakanDari } from './diet.service.ts';
import { ambilRuangan, pasienPada, perRuangan } from './gizi.bangsal.ts';

type BarisDiet = typeof dietOrder.$inferSelect;

export interface QueryDapur {
  tanggal?: string | undefined;
  waktu_makan?: WaktuMakan | undefined;
  ruangan_uid?: string | undefined;
}

/** The next meal to prepare at `now` (after the evening meal: tomorrow's breakfast). */
function makanBerikut(now: Date, tanggal?: string): { tanggal: string; waktu: WaktuMakan } {
  const hariIni = toJakartaIsoDate(now);
  if (tanggal && tanggal !== hariIni) return { tanggal, waktu: 'PAGI' };
  const jam = bagianJakarta(now).jam;
  const w = WAKTU_MAKAN.find((x) => JAM_WAKTU_MAKAN[x] >= jam);
  return w ? { tanggal: hariIni, waktu: w } : { tanggal: tanggal ?? tambahHari(hariIni, 1), waktu: 'PAGI' };
}

/** Whether an order was in force (set and not yet stopped) at `t`. */
const berlaku = (d: BarisDiet, t: Date) =>
  d.ditetapkan_pada !== null &&
  d.ditetapkan_pada <= t &&
  (d.dihentikan_pada === null || d.dihentikan_pada > t);
/** Whether an order was waiting for the nutritionist at `t`. */
const menunggu = (d: BarisDiet, t: Date) =>
  d.created_at <= t &&
  (d.ditetapkan_pada === null || d.ditetapkan_pada > t) &&
  (d.dihentikan_pada === null || d.dihentikan_pada > t);

const ringkas = (d: BarisDiet) => ({
  uid: d.uid,
  jenis_diet: d.jenis_diet,
  bentuk: d.bentuk,
  pantangan: d.pantangan,
  waktu_makan: waktuMakanDari(d.waktu_makan),
  catatan: d.catatan,
});

/**
 * The kitchen's list for one meal: the patients on the wards when the meal is served (or now, for
 * a meal still to come), each with the diet in force then, texture, restrictions and allergies.
 * A patient without a diet is BELUM_ADA; a request not yet set is shown beside it; a diet that
 * leaves out this meal (fasting, no snack) is TIDAK_DIJADWALKAN and not counted.
 */
export async function daftarDapur(db: DbOrTx, ctx: Ctx, q: QueryDapur): Promise<DaftarDapur> {
  const now = ctx.now();
  const berikut = makanBerikut(now, q.tanggal);
  const tanggal = q.tanggal ?? berikut.tanggal;
  const waktu = q.waktu_makan ?? berikut.waktu;
  const jamMakan = new Date(`${tanggal}T${String(JAM_WAKTU_MAKAN[waktu]).padStart(2, '0')}:00:00+07:00`);
  const t = jamMakan < now ? jamMakan : now;
  const ruanganDiminta = q.ruangan_uid ? await ambilRuangan(db, q.ruangan_uid) : null;
  const pasien = await pasienPada(db, t, q.ruangan_uid);
  const uids = pasien.map((p) => p.layanan_uid);
  const diet = uids.length
    ? await db.select().from(dietOrder).where(inArray(dietOrder.layanan_uid, uids))
    : [];
  const dietPer = new Map<string, BarisDiet[]>();
  for (const d of diet) dietPer.set(d.layanan_uid, [...(dietPer.get(d.layanan_uid) ?? []), d]);

  const kelompok = perRuangan(pasien);
  if (ruanganDiminta && kelompok.length === 0) kelompok.push({ ruangan: ruanganDiminta, baris: [] });
  const ruangan: RuanganDapur[] = kelompok.map((g) => {
    const baris: PasienDapur[] = g.baris.map((p) => {
      const milik = dietPer.get(p.layanan_uid) ?? [];
      const aktif = milik.find((d) => berlaku(d, t)) ?? null;
      const diminta = milik
        .filter((d) => menunggu(d, t))
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
      return {
        layanan_uid: p.layanan_uid,
        no_rm: p.pasien.no_rm,
        nama: p.pasien.nama,
        jenis_kelamin: p.pasien.jenis_kelamin,
        umur: formatUmur(p.pasien.tanggal_lahir, tanggal),
        kamar: p.kamar,
        bed: p.bed,
        alergi: p.pasien.alergi,
        status: !aktif ? 'BELUM_ADA' : aktif.waktu_makan.includes(waktu) ? 'AKTIF' : 'TIDAK_DIJADWALKAN',
        diet: aktif ? ringkas(aktif) : null,
        diminta: diminta ? { ...ringkas(diminta), diminta_pada: diminta.created_at.toISOString() } : null,
      };
    });
    const hitung = new Map<string, number>();
    for (const b of baris)
      if (b.status === 'AKTIF' && b.diet)
        hitung.set(b.diet.jenis_diet, (hitung.get(b.diet.jenis_diet) ?? 0) + 1);
    const rekap = [...hitung.entries()]
      .map(([jenis_diet, jumlah]) => ({ jenis_diet, jumlah }))
      .sort((a, b) => b.jumlah - a.jumlah || a.jenis_diet.localeCompare(b.jenis_diet, 'id'));
    return { ...g.ruangan, pasien: baris, rekap };
  });
  return { tanggal, waktu_makan: waktu, ruangan };
}
