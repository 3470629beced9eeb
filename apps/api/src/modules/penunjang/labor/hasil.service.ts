import {
  type FlagHasil,
  type HasilLabInput,
  type KoreksiLabInput,
  type LaborDetail,
  nilaiHasil,
  ringkasHasilLab,
} from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { kunciOrder, logUnit, pasienOrder, pastikanStatus, pindahStatus } from '../unit.service.ts';
import { hasilBelumLengkap, tidakAdaPerubahan } from './labor.errors.ts';
import { bacaLabor, keBaris, lembarBerlaku } from './labor.service.ts';
import { hasilLab, hasilLabVersi } from './labor.tables.ts';

type BarisRow = typeof hasilLab.$inferSelect;
type Perubahan = {
  nilai: string | null;
  nilai_angka: number | null;
  flag: FlagHasil | null;
  catatan: string | null;
};

/**
 * Reads the typed values against their lines: each value read and flagged by the line's own kind
 * and range (nilaiHasil). Every fault is reported on its field (`hasil.3.nilai`) in one 400, and
 * nothing is written.
 */
function bacaMasukan(baris: BarisRow[], input: HasilLabInput, wajibIsi: boolean): Map<string, Perubahan> {
  const perUid = new Map(baris.map((b) => [b.uid, b]));
  const galat: { path: string; message: string }[] = [];
  const hasil = new Map<string, Perubahan>();
  for (const [i, h] of input.hasil.entries()) {
    const b = perUid.get(h.uid);
    const n = b ? nilaiHasil(b, h.nilai) : null;
    let salah: [string, string] | null = null;
    if (!b || !n) salah = ['uid', 'Baris hasil tidak ada pada order ini'];
    else if (hasil.has(h.uid)) salah = ['uid', `${b.nama} diisi dua kali`];
    else if (typeof n === 'string') salah = ['nilai', `${b.nama}: ${n}`];
    else if (wajibIsi && n.nilai === null) salah = ['nilai', `${b.nama}: hasil wajib diisi`];
    else hasil.set(h.uid, { nilai: n.nilai, nilai_angka: n.angka, flag: n.flag, catatan: h.catatan });
    if (salah) galat.push({ path: `hasil.${i}.${salah[0]}`, message: salah[1] });
  }
  const pertama = galat[0];
  if (pertama) throw badRequest(pertama.message, galat);
  return hasil;
}

/**
 * Every changed line in one statement: a full panel is 10–30 lines, and one UPDATE per line kept
 * the order locked for as many round trips while the lab saved under load.
 */
async function tulisPerubahan(tx: Tx, ubah: Map<string, Perubahan>): Promise<void> {
  if (ubah.size === 0) return;
  const baris = [...ubah].map(
    ([uid, u]) =>
      sql`(${uid}::uuid, ${u.nilai}::text, ${u.nilai_angka}::numeric, ${u.flag}::text, ${u.catatan}::text)`,
  );
  await tx.execute(sql`
    update ${hasilLab} as h
       set nilai = v.nilai, nilai_angka = v.nilai_angka, flag = v.flag, catatan = v.catatan
      from (values ${sql.join(baris, sql`, `)}) as v(uid, nilai, nilai_angka, flag, catatan)
     where h.uid = v.uid`);
}

/**
 * PUT /labor/:uid/hasil: values for some or all tests of the sheet (DIPROSES or HASIL_DIISI; a
 * sheet not yet processed or already validated is a 409). The order is HASIL_DIISI once every test
 * has a value, DIPROSES while one is missing (a cleared value takes it back).
 */
export async function simpanHasil(db: Db, ctx: Ctx, uid: string, input: HasilLabInput): Promise<LaborDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'LABOR');
    pastikanStatus(
      o,
      ['DIPROSES', 'HASIL_DIISI'],
      o.status === 'TERVALIDASI'
        ? 'hasil yang sudah divalidasi hanya dapat diubah melalui koreksi'
        : 'hasil diisi setelah sampel diproses',
    );
    const { v, baris } = await lembarBerlaku(tx, o.uid);
    const ubah = bacaMasukan(baris, input, false);
    await tulisPerubahan(tx, ubah);
    await tx
      .update(hasilLabVersi)
      .set({ catatan: input.catatan, diisi_oleh_nama: ctx.user?.nama ?? null, diisi_pada: ctx.now() })
      .where(eq(hasilLabVersi.uid, v.uid));
    const lengkap = baris.every((b) => (ubah.get(b.uid) ?? b).nilai !== null);
    const status = lengkap ? 'HASIL_DIISI' : 'DIPROSES';
    if (status !== o.status) await pindahStatus(tx, ctx, o, status);
    await catatAktivitas(tx, ctx, {
      aksi: 'labor.hasil',
      entitas: 'order_penunjang',
      entitas_id: o.uid,
      keterangan: `Mengisi hasil ${o.nomor} (${ubah.size} pemeriksaan)`,
      detail: {
        sebelum: Object.fromEntries(baris.filter((b) => ubah.has(b.uid)).map((b) => [b.nama, b.nilai])),
        sesudah: Object.fromEntries(
          baris.filter((b) => ubah.has(b.uid)).map((b) => [b.nama, ubah.get(b.uid)?.nilai]),
        ),
      },
    });
  });
  return bacaLabor(db, uid);
}

/**
 * POST /labor/:uid/validasi: the validator (labor.hasil:validate, docs/penunjang.md) locks a complete
 * sheet (HASIL_DIISI → TERVALIDASI) under their name; the ordering doctor sees it on the chart and
 * the timeline (LOG_LABOR with the flagged values).
 */
export async function validasiHasil(db: Db, ctx: Ctx, uid: string): Promise<LaborDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'LABOR');
    if (o.status === 'DIPROSES') throw hasilBelumLengkap(o.nomor);
    pastikanStatus(o, ['HASIL_DIISI'], 'hanya hasil yang sudah lengkap diisi yang dapat divalidasi');
    const { v, baris } = await lembarBerlaku(tx, o.uid);
    if (baris.some((b) => b.nilai === null)) throw hasilBelumLengkap(o.nomor);
    const validator = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    await tx
      .update(hasilLabVersi)
      .set({
        status: 'VALID',
        divalidasi_oleh: ctx.user?.uid ?? null,
        validator_pegawai_uid: validator.uid,
        validator_nama: validator.nama,
        divalidasi_pada: sekarang,
      })
      .where(eq(hasilLabVersi.uid, v.uid));
    await pindahStatus(tx, ctx, o, 'TERVALIDASI');
    const p = await pasienOrder(tx, o);
    const ringkas = ringkasHasilLab(baris.map(keBaris));
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'labor.validasi',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `Validasi hasil ${o.nomor} – ${p.no_rm} ${p.nama}`,
        detail: { sebelum: { status: o.status }, sesudah: { status: 'TERVALIDASI', versi: v.versi } },
      },
      ...logUnit(o, `Hasil laboratorium ${o.nomor} tervalidasi: ${ringkas}`, {
        versi: v.versi,
        hasil: baris.map((b) => ({ nama: b.nama, nilai: b.nilai, satuan: b.satuan, flag: b.flag })),
      }),
    });
  });
  return bacaLabor(db, uid);
}

/**
 * POST /labor/:uid/koreksi: a validated result is never edited. The correction (by a validator,
 * with the reason) writes the next version with the changed values, valid at once under the
 * corrector's name; the version it replaces stays, marked DIKOREKSI, and both print and show.
 */
export async function koreksiHasil(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: KoreksiLabInput,
): Promise<LaborDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'LABOR');
    pastikanStatus(
      o,
      ['TERVALIDASI'],
      'hanya hasil yang sudah divalidasi yang dikoreksi; ubah langsung hasilnya',
    );
    const { v, baris } = await lembarBerlaku(tx, o.uid);
    const ubah = bacaMasukan(baris, input, true);
    const berubah = baris.filter((b) => {
      const u = ubah.get(b.uid);
      return u && (u.nilai !== b.nilai || (u.catatan ?? null) !== (b.catatan ?? null));
    });
    if (!berubah.length && (input.catatan ?? null) === (v.catatan ?? null)) throw tidakAdaPerubahan();
    const validator = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    // The replaced version first: one sheet in force per order (hasil_lab_versi_berlaku_uq).
    await tx
      .update(hasilLabVersi)
      .set({ status: 'DIKOREKSI', dikoreksi_pada: sekarang })
      .where(eq(hasilLabVersi.uid, v.uid));
    const [baru] = await tx
      .insert(hasilLabVersi)
      .values({
        order_uid: o.uid,
        versi: v.versi + 1,
        status: 'VALID',
        catatan: input.catatan,
        alasan_koreksi: input.alasan,
        diisi_oleh_nama: ctx.user?.nama ?? null,
        diisi_pada: sekarang,
        divalidasi_oleh: ctx.user?.uid ?? null,
        validator_pegawai_uid: validator.uid,
        validator_nama: validator.nama,
        divalidasi_pada: sekarang,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .returning({ uid: hasilLabVersi.uid });
    if (!baru) throw new Error('insert hasil_lab_versi tanpa hasil');
    const salinan = baris.map(({ uid: _lama, versi_uid: _v, ...b }) => ({
      ...b,
      ...(ubah.get(_lama) ?? {}),
      versi_uid: baru.uid,
    }));
    await tx.insert(hasilLab).values(salinan);
    await pindahStatus(tx, ctx, o, 'TERVALIDASI', `Koreksi versi ${v.versi + 1}: ${input.alasan}`);
    const p = await pasienOrder(tx, o);
    const teks = (b: BarisRow) => `${b.nama} ${b.nilai ?? '-'}`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'labor.koreksi',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `Koreksi hasil ${o.nomor} versi ${v.versi + 1}: ${input.alasan} – ${p.no_rm} ${p.nama}`,
        detail: {
          sebelum: berubah.map(teks),
          sesudah: berubah.map((b) => `${b.nama} ${ubah.get(b.uid)?.nilai ?? '-'}`),
        },
      },
      ...logUnit(
        o,
        `Hasil laboratorium ${o.nomor} dikoreksi (versi ${v.versi + 1}): ${input.alasan}. ${ringkasHasilLab(
          salinan.map((b) => ({
            nama: b.nama,
            nilai: b.nilai ?? null,
            satuan: b.satuan ?? null,
            flag: b.flag ?? null,
          })),
        )}`,
      ),
    });
  });
  return bacaLabor(db, uid);
}
