import {
  type HasilKirimUlang,
  LABEL_MITRA_OUTBOX,
  type ListEnvelope,
  MITRA_OUTBOX,
  type MitraOutbox,
  type PesanOutbox,
  type RingkasanOutbox,
  type StatusOutbox,
} from '@rawat/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { outbox } from '../../platform/outbox.tables.ts';
import { integrasiPengaturan } from './bpjs.tables.ts';

// The outbox dashboard (/monitor-bridging, docs/outbox.md).

/** Today in Jakarta, 'YYYY-MM-DD'. */
const hariJakarta = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
const hariPesan = sql`(${outbox.dibuat_pada} at time zone 'Asia/Jakarta')::date`;

export async function ringkasanOutbox(
  db: Db,
  tanggal: string | undefined,
  sekarang: Date,
): Promise<RingkasanOutbox> {
  const hari = tanggal ?? hariJakarta(sekarang);
  const hitung = await db
    .select({
      mitra: outbox.mitra,
      terkirim: sql<number>`count(*) filter (where ${outbox.status} = 'TERKIRIM')::int`,
      menunggu: sql<number>`count(*) filter (where ${outbox.status} in ('MENUNGGU', 'MENGIRIM'))::int`,
      gagal: sql<number>`count(*) filter (where ${outbox.status} = 'GAGAL')::int`,
    })
    .from(outbox)
    .where(sql`${hariPesan} = ${hari}::date`)
    .groupBy(outbox.mitra);
  const aktif = await db
    .select({ mitra: integrasiPengaturan.mitra, aktif: integrasiPengaturan.aktif })
    .from(integrasiPengaturan);
  return {
    tanggal: hari,
    mitra: MITRA_OUTBOX.map((m) => {
      const h = hitung.find((x) => x.mitra === m);
      const setelan = aktif.find((x) => x.mitra === m);
      const dikonfigurasi = setelan?.aktif === true;
      return {
        mitra: m,
        label: LABEL_MITRA_OUTBOX[m],
        dikonfigurasi,
        keterangan: dikonfigurasi
          ? null
          : setelan
            ? 'Nonaktif: tidak ada pesan baru yang dibuat'
            : 'Belum dikonfigurasi: tidak ada yang dikirim',
        terkirim: h?.terkirim ?? 0,
        menunggu: h?.menunggu ?? 0,
        gagal: h?.gagal ?? 0,
      };
    }),
  };
}

export async function daftarOutbox(
  db: Db,
  q: {
    mitra?: MitraOutbox | undefined;
    tanggal?: string | undefined;
    status?: StatusOutbox | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
    limitless?: boolean;
  },
): Promise<ListEnvelope<PesanOutbox>> {
  const syarat: SQL[] = [];
  if (q.mitra) syarat.push(eq(outbox.mitra, q.mitra));
  if (q.tanggal) syarat.push(sql`${hariPesan} = ${q.tanggal}::date`);
  // A message that is being sent still waits, as far as the person at the screen is concerned.
  if (q.status === 'MENUNGGU') syarat.push(inArray(outbox.status, ['MENUNGGU', 'MENGIRIM']));
  else if (q.status) syarat.push(eq(outbox.status, q.status));
  if (q.search) {
    const pola = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    syarat.push(sql`(${outbox.kunci_urutan} ilike ${pola} or ${outbox.ringkasan} ilike ${pola})`);
  }
  const where = syarat.length ? and(...syarat) : undefined;
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const limit = q.limitless ? 1000 : q.limit;
  const baris = await db
    .select({
      uid: outbox.uid,
      mitra: outbox.mitra,
      jenis: outbox.jenis,
      ringkasan: outbox.ringkasan,
      kunci_urutan: outbox.kunci_urutan,
      status: outbox.status,
      percobaan: outbox.percobaan,
      kode_jawaban: outbox.kode_jawaban,
      pesan: outbox.pesan_galat,
      tertahan: sql<boolean>`(${outbox.status} = 'MENUNGGU' and ${outbox.kunci_urutan} is not null and exists (
        select 1 from outbox s where s.mitra = ${outbox.mitra} and s.kunci_urutan = ${outbox.kunci_urutan}
          and s.dibuat_pada < ${outbox.dibuat_pada} and s.status <> 'TERKIRIM'))`,
      dibuat_pada: outbox.dibuat_pada,
      coba_pada: outbox.coba_pada,
      terkirim_pada: outbox.terkirim_pada,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.dibuat_pada))
    .offset(q.offset)
    .limit(limit);
  return {
    respon: baris.map((b) => ({
      ...b,
      mitra: b.mitra as MitraOutbox,
      status: b.status as StatusOutbox,
      tertahan: Boolean(b.tertahan),
      dibuat_pada: b.dibuat_pada.toISOString(),
      coba_pada: b.coba_pada.toISOString(),
      terkirim_pada: b.terkirim_pada?.toISOString() ?? null,
    })),
    metadata: { total_data: total?.n ?? 0, offset: q.offset, limit },
  };
}

/** Failed or waiting messages go again now, attempts counted afresh; one audit row for the batch. */
export async function kirimUlangOutbox(db: Db, ctx: Ctx, uid: string[]): Promise<HasilKirimUlang> {
  const unik = [...new Set(uid)];
  return db.transaction(async (tx) => {
    const sekarang = ctx.now();
    const diubah = await tx
      .update(outbox)
      .set({
        status: 'MENUNGGU',
        percobaan: 0,
        coba_pada: sekarang,
        sewa_sampai: null,
        dikirim_ulang_oleh: ctx.user?.uid ?? null,
        diubah_pada: sekarang,
      })
      .where(and(inArray(outbox.uid, unik), inArray(outbox.status, ['GAGAL', 'MENUNGGU'])))
      .returning({ uid: outbox.uid, ringkasan: outbox.ringkasan, mitra: outbox.mitra });
    if (diubah.length > 0)
      await catatAktivitas(tx, ctx, {
        aksi: 'OUTBOX_KIRIM_ULANG',
        entitas: 'outbox',
        ...(diubah.length === 1 && diubah[0] ? { entitas_id: diubah[0].uid } : {}),
        keterangan: `Kirim ulang ${diubah.length} pesan ${[...new Set(diubah.map((d) => LABEL_MITRA_OUTBOX[d.mitra as MitraOutbox] ?? d.mitra))].join(', ')}`,
        detail: { uid: diubah.map((d) => d.uid), ringkasan: diubah.map((d) => d.ringkasan).slice(0, 20) },
      });
    return { dikirim_ulang: diubah.length, dilewati: unik.length - diubah.length };
  });
}
