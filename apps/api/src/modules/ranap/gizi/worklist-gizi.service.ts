import {
  alatSkriningGizi,
  type BarisCakupanGizi,
  type CakupanGizi,
  formatUmur,
  JENIS_SKRINING_GIZI,
  type JenisSkriningGizi,
  nomorHariJakarta,
  type PasienGizi,
  type TingkatRisikoGizi,
  toJakartaIsoDate,
  type WorklistGizi,
} from '@rawat/domain';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { setelahHariJakarta, tanggalJakarta } from '../../../platform/waktu.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { dietOrder } from '../ranap.tables.ts';
import { asesmenGiziUntuk } from './asuhan-gizi.service.ts';
import { waktuMakanDari } from './diet.service.ts';
import { ambilRuangan, pasienPada, perRuangan } from './gizi.bangsal.ts';

const JAM_24 = 24 * 3600_000;
const skrining = (j: string): j is JenisSkriningGizi =>
  (JENIS_SKRINING_GIZI as readonly string[]).includes(j);

interface HasilTersimpan {
  skor: number;
  tingkat: TingkatRisikoGizi;
  berisiko: boolean;
}

type BarisGizi = Awaited<ReturnType<typeof asesmenGiziUntuk>>[number];

/** Per stay: its first screening (for the 24-hour rule), its latest (the status), its ADIME. */
function ringkasPerStay(rows: BarisGizi[]) {
  const peta = new Map<string, { pertama?: BarisGizi; terakhir?: BarisGizi; adime?: BarisGizi }>();
  for (const r of rows) {
    const g = peta.get(r.layanan_uid) ?? {};
    if (skrining(r.jenis)) {
      g.pertama ??= r;
      g.terakhir = r;
    } else g.adime = r;
    peta.set(r.layanan_uid, g);
  }
  return peta;
}

/**
 * The nutritionist's worklist: everyone on the wards now, by ward, room and bed, with the latest
 * screening (not screened / low / at risk), a flag when not screened 24 hours after admission,
 * whether the ADIME is written, the diet in force and a doctor's request waiting.
 */
export async function worklistGizi(
  db: DbOrTx,
  ctx: Ctx,
  q: { ruangan_uid?: string | undefined },
): Promise<WorklistGizi> {
  const now = ctx.now();
  const diminta = q.ruangan_uid ? await ambilRuangan(db, q.ruangan_uid) : null;
  const pasien = await pasienPada(db, now, q.ruangan_uid);
  const uids = pasien.map((p) => p.layanan_uid);
  const gizi = ringkasPerStay(await asesmenGiziUntuk(db, uids));
  const diet = uids.length
    ? await db
        .select()
        .from(dietOrder)
        .where(and(inArray(dietOrder.layanan_uid, uids), inArray(dietOrder.status, ['AKTIF', 'DIMINTA'])))
        .orderBy(asc(dietOrder.created_at))
    : [];
  const kelompok = perRuangan(pasien);
  if (diminta && kelompok.length === 0) kelompok.push({ ruangan: diminta, baris: [] });
  return {
    ruangan: kelompok.map((k) => ({
      ...k.ruangan,
      pasien: k.baris.map((p): PasienGizi => {
        const g = gizi.get(p.layanan_uid);
        const hasil = g?.terakhir ? (g.terakhir.isi as unknown as HasilTersimpan) : null;
        const aktif = diet.find((d) => d.layanan_uid === p.layanan_uid && d.status === 'AKTIF');
        const minta = diet.filter((d) => d.layanan_uid === p.layanan_uid && d.status === 'DIMINTA').at(-1);
        return {
          layanan_uid: p.layanan_uid,
          no_rm: p.pasien.no_rm,
          nama: p.pasien.nama,
          jenis_kelamin: p.pasien.jenis_kelamin,
          umur: formatUmur(p.pasien.tanggal_lahir, now),
          kamar: p.kamar,
          bed: p.bed,
          masuk_pada: p.masuk_pada.toISOString(),
          hari_rawat: nomorHariJakarta(now) - nomorHariJakarta(p.masuk_pada) + 1,
          dpjp: p.dpjp,
          diagnosis: p.diagnosis,
          alat: alatSkriningGizi(p.pasien.tanggal_lahir, now),
          status_skrining: !hasil ? 'BELUM' : hasil.berisiko ? 'BERISIKO' : 'RENDAH',
          skrining:
            g?.terakhir && hasil && skrining(g.terakhir.jenis)
              ? {
                  jenis: g.terakhir.jenis,
                  skor: hasil.skor,
                  tingkat: hasil.tingkat,
                  waktu: g.terakhir.waktu.toISOString(),
                  oleh: g.terakhir.nama_penulis,
                }
              : null,
          lewat_24_jam: !hasil && now.getTime() - p.masuk_pada.getTime() > JAM_24,
          adime: g?.adime ? { waktu: g.adime.waktu.toISOString(), oleh: g.adime.nama_penulis } : null,
          diet: aktif ? { uid: aktif.uid, jenis_diet: aktif.jenis_diet, bentuk: aktif.bentuk } : null,
          diet_diminta: minta
            ? {
                uid: minta.uid,
                jenis_diet: minta.jenis_diet,
                bentuk: minta.bentuk,
                pantangan: minta.pantangan,
                waktu_makan: waktuMakanDari(minta.waktu_makan),
                catatan: minta.catatan,
              }
            : null,
        };
      }),
    })),
  };
}

const kosong = (): BarisCakupanGizi => ({
  admisi: 0,
  skrining_24_jam: 0,
  persen_24_jam: null,
  skrining: 0,
  berisiko: 0,
  adime: 0,
});
const persen = (b: BarisCakupanGizi) => ({
  ...b,
  persen_24_jam: b.admisi ? Math.round((b.skrining_24_jam / b.admisi) * 1000) / 10 : null,
});

/**
 * Screening coverage per ward over the admissions of a period (Jakarta days; default this month
 * to today): admitted, screened within 24 hours of admission (the first screening), screened at
 * all, at risk by the latest screening, with an ADIME. The ward is the one admitted to (the first
 * bed segment); cancelled stays are left out.
 */
export async function cakupanGizi(
  db: DbOrTx,
  ctx: Ctx,
  q: { dari?: string | undefined; sampai?: string | undefined },
): Promise<CakupanGizi> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const sampai = q.sampai ?? hariIni;
  const dari = q.dari ?? `${sampai.slice(0, 8)}01`;
  const segmen = await db
    .select({
      layanan_uid: perawatanInap.layanan_uid,
      masuk_pada: perawatanInap.masuk_pada,
      ruangan: { uid: ruangan.uid, kode: ruangan.kode, nama: ruangan.nama },
    })
    .from(perawatanInap)
    .innerJoin(layanan, eq(layanan.uid, perawatanInap.layanan_uid))
    .innerJoin(rawatInap, eq(rawatInap.perawatan_inap_uid, perawatanInap.uid))
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .where(
      and(
        gte(perawatanInap.masuk_pada, tanggalJakarta(dari)),
        lt(perawatanInap.masuk_pada, setelahHariJakarta(sampai)),
        ne(layanan.status, 'BATAL'),
      ),
    )
    .orderBy(asc(ruangan.kode), asc(rawatInap.masuk_pada));
  // One row per stay: its first bed segment.
  const stay = new Map<string, (typeof segmen)[number]>();
  for (const s of segmen) if (!stay.has(s.layanan_uid)) stay.set(s.layanan_uid, s);
  const gizi = ringkasPerStay(await asesmenGiziUntuk(db, [...stay.keys()]));
  const perRuang = new Map<string, { ruangan: (typeof segmen)[number]['ruangan']; b: BarisCakupanGizi }>();
  const total = kosong();
  for (const s of stay.values()) {
    const r = perRuang.get(s.ruangan.uid) ?? { ruangan: s.ruangan, b: kosong() };
    const g = gizi.get(s.layanan_uid);
    const tepat = !!g?.pertama && g.pertama.waktu.getTime() - s.masuk_pada.getTime() <= JAM_24;
    const berisiko = !!(g?.terakhir?.isi as { berisiko?: boolean } | undefined)?.berisiko;
    for (const b of [r.b, total]) {
      b.admisi += 1;
      if (tepat) b.skrining_24_jam += 1;
      if (g?.pertama) b.skrining += 1;
      if (berisiko) b.berisiko += 1;
      if (g?.adime) b.adime += 1;
    }
    perRuang.set(s.ruangan.uid, r);
  }
  return {
    dari,
    sampai,
    ruangan: [...perRuang.values()]
      .sort((a, b) => a.ruangan.kode.localeCompare(b.ruangan.kode))
      .map((r) => ({ ...r.ruangan, ...persen(r.b) })),
    total: persen(total),
  };
}
