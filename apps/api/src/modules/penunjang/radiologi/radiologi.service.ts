import {
  type CatatanLangkah,
  type Ekspertise,
  type EkspertiseInput,
  type KoreksiEkspertiseInput,
  LABEL_JENIS_BERKAS_RADIOLOGI,
  LABEL_STATUS_VERSI_HASIL,
  type RadiologiDetail,
} from '@rawat/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pemeriksaanRadiologi } from '../../master/radiologi/radiologi.tables.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { orderItem } from '../penunjang.tables.ts';
import { kepalaOrder } from '../unit.baca.ts';
import {
  kunciOrder,
  logUnit,
  type OrderTerkunci,
  pasienOrder,
  pastikanStatus,
  pindahStatus,
  tagihOrder,
} from '../unit.service.ts';
import { ekspertiseTidakBerubah } from './radiologi.errors.ts';
import { berkasRadiologi, ekspertiseRadiologi } from './radiologi.tables.ts';

type EkspertiseRow = typeof ekspertiseRadiologi.$inferSelect;

function keEkspertise(r: EkspertiseRow): Ekspertise {
  const { status } = r;
  return {
    uid: r.uid,
    versi: r.versi,
    status,
    label_status: LABEL_STATUS_VERSI_HASIL[status],
    temuan: r.temuan,
    kesan: r.kesan,
    dokter: r.dokter_nama,
    ditulis_pada: r.ditulis_pada.toISOString(),
    divalidasi_pada: r.divalidasi_pada?.toISOString() ?? null,
    dikoreksi_pada: r.dikoreksi_pada?.toISOString() ?? null,
    alasan_koreksi: r.alasan_koreksi,
  };
}

/** GET /radiologi/:uid: the order, its exam's template, images and expertise (old versions too). */
export async function bacaRadiologi(db: DbOrTx, uid: string): Promise<RadiologiDetail> {
  const kepala = await kepalaOrder(db, uid, 'RADIOLOGI');
  const examUids = kepala.items.map((i) => i.item_uid);
  const template = examUids.length
    ? await db
        .select({ uid: pemeriksaanRadiologi.uid, template: pemeriksaanRadiologi.template_ekspertise })
        .from(pemeriksaanRadiologi)
        .where(inArray(pemeriksaanRadiologi.uid, examUids))
    : [];
  const berkas = await db
    .select()
    .from(berkasRadiologi)
    .where(eq(berkasRadiologi.order_uid, uid))
    .orderBy(asc(berkasRadiologi.created_at));
  const versi = await db
    .select()
    .from(ekspertiseRadiologi)
    .where(eq(ekspertiseRadiologi.order_uid, uid))
    .orderBy(desc(ekspertiseRadiologi.versi));
  const berlaku = versi.find((v) => v.status !== 'DIKOREKSI');
  return {
    ...kepala,
    template_ekspertise:
      examUids.map((u) => template.find((t) => t.uid === u)?.template).find((t) => Boolean(t)) ?? null,
    berkas: berkas.map((b) => ({
      uid: b.uid,
      nama: b.nama,
      jenis: b.jenis,
      label_jenis: LABEL_JENIS_BERKAS_RADIOLOGI[b.jenis],
      mime: b.mime,
      ukuran: b.ukuran,
      diunggah_oleh: b.nama_pengunggah,
      created_at: b.created_at.toISOString(),
    })),
    ekspertise: berlaku ? keEkspertise(berlaku) : null,
    ekspertise_lama: versi.filter((v) => v.status === 'DIKOREKSI').map(keEkspertise),
  };
}

async function namaPemeriksaan(tx: Tx, o: OrderTerkunci) {
  const items = await tx
    .select({ nama: orderItem.nama })
    .from(orderItem)
    .where(eq(orderItem.order_uid, o.uid))
    .orderBy(asc(orderItem.posisi));
  return items.map((i) => i.nama).join(', ');
}

/**
 * POST /radiologi/:uid/periksa: the radiographer has examined the patient (DIMINTA → DIPERIKSA).
 * The exams are charged in the same transaction (docs/penunjang.md: radiology charges at the
 * examination); the note (exposure, positioning, contrast) goes on the order's course.
 */
export async function periksa(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: CatatanLangkah,
): Promise<RadiologiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'RADIOLOGI');
    pastikanStatus(o, ['DIMINTA'], 'pemeriksaan hanya dicatat untuk order berstatus Diminta');
    const p = await pasienOrder(tx, o);
    const total = await tagihOrder(tx, ctx, o, p.penjamin);
    await pindahStatus(tx, ctx, o, 'DIPERIKSA', input.catatan);
    const nama = await namaPemeriksaan(tx, o);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'radiologi.periksa',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `Pemeriksaan radiologi ${o.nomor} (${nama}) – ${p.no_rm} ${p.nama}`,
        detail: { sebelum: { status: o.status }, sesudah: { status: 'DIPERIKSA', tagihan: total } },
      },
      ...logUnit(o, `Pemeriksaan radiologi ${o.nomor} dilakukan: ${nama}`),
    });
  });
  return bacaRadiologi(db, uid);
}

async function ekspertiseBerlaku(tx: Tx, orderUid: string) {
  const [e] = await tx
    .select()
    .from(ekspertiseRadiologi)
    .where(
      and(
        eq(ekspertiseRadiologi.order_uid, orderUid),
        inArray(ekspertiseRadiologi.status, ['DRAFT', 'VALID']),
      ),
    );
  return e ?? null;
}

/**
 * PUT /radiologi/:uid/ekspertise: the radiologist writes or rewrites the reading of an examined
 * order (DIPERIKSA → DIBACA); a validated one is changed only by a correction (409).
 */
export async function simpanEkspertise(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: EkspertiseInput,
): Promise<RadiologiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'RADIOLOGI');
    pastikanStatus(
      o,
      ['DIPERIKSA', 'DIBACA'],
      o.status === 'TERVALIDASI'
        ? 'ekspertise yang sudah divalidasi hanya dapat diubah melalui koreksi'
        : 'ekspertise ditulis setelah pemeriksaan dilakukan',
    );
    const dokter = await pegawaiPengguna(tx, ctx);
    const lama = await ekspertiseBerlaku(tx, o.uid);
    const isi = {
      temuan: input.temuan,
      kesan: input.kesan,
      dokter_uid: dokter.uid,
      dokter_nama: dokter.nama,
      akun_uid: ctx.user?.uid ?? null,
      ditulis_pada: ctx.now(),
    };
    if (lama) await tx.update(ekspertiseRadiologi).set(isi).where(eq(ekspertiseRadiologi.uid, lama.uid));
    else await tx.insert(ekspertiseRadiologi).values({ ...isi, order_uid: o.uid, versi: 1 });
    if (o.status !== 'DIBACA') await pindahStatus(tx, ctx, o, 'DIBACA');
    await catatAktivitas(tx, ctx, {
      aksi: 'radiologi.ekspertise',
      entitas: 'order_penunjang',
      entitas_id: o.uid,
      keterangan: `Menulis ekspertise ${o.nomor}`,
      detail: {
        sebelum: lama ? { temuan: lama.temuan, kesan: lama.kesan } : null,
        sesudah: { temuan: input.temuan, kesan: input.kesan },
      },
    });
  });
  return bacaRadiologi(db, uid);
}

/** POST /radiologi/:uid/validasi: the radiologist signs the reading off (DIBACA → TERVALIDASI). */
export async function validasiEkspertise(db: Db, ctx: Ctx, uid: string): Promise<RadiologiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'RADIOLOGI');
    pastikanStatus(o, ['DIBACA'], 'hanya ekspertise yang sudah ditulis yang dapat divalidasi');
    const e = await ekspertiseBerlaku(tx, o.uid);
    if (!e) throw new Error(`order ${o.uid} DIBACA tanpa ekspertise`);
    const dokter = await pegawaiPengguna(tx, ctx);
    await tx
      .update(ekspertiseRadiologi)
      .set({ status: 'VALID', divalidasi_pada: ctx.now(), dokter_uid: dokter.uid, dokter_nama: dokter.nama })
      .where(eq(ekspertiseRadiologi.uid, e.uid));
    await pindahStatus(tx, ctx, o, 'TERVALIDASI');
    const p = await pasienOrder(tx, o);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'radiologi.validasi',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `Validasi ekspertise ${o.nomor} – ${p.no_rm} ${p.nama}`,
        detail: { sebelum: { status: o.status }, sesudah: { status: 'TERVALIDASI', versi: e.versi } },
      },
      ...logUnit(o, `Ekspertise radiologi ${o.nomor} tervalidasi. Kesan: ${e.kesan}`, {
        versi: e.versi,
        dokter: dokter.nama,
      }),
    });
  });
  return bacaRadiologi(db, uid);
}

/**
 * POST /radiologi/:uid/koreksi: a validated reading is corrected by a new version, valid at once
 * under the corrector's name, with the reason; the old one stays as DIKOREKSI.
 */
export async function koreksiEkspertise(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: KoreksiEkspertiseInput,
): Promise<RadiologiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'RADIOLOGI');
    pastikanStatus(
      o,
      ['TERVALIDASI'],
      'hanya ekspertise tervalidasi yang dikoreksi; ubah langsung ekspertisenya',
    );
    const e = await ekspertiseBerlaku(tx, o.uid);
    if (!e) throw new Error(`order ${o.uid} TERVALIDASI tanpa ekspertise`);
    if (e.temuan === input.temuan && e.kesan === input.kesan) throw ekspertiseTidakBerubah();
    const dokter = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    await tx
      .update(ekspertiseRadiologi)
      .set({ status: 'DIKOREKSI', dikoreksi_pada: sekarang })
      .where(eq(ekspertiseRadiologi.uid, e.uid));
    await tx.insert(ekspertiseRadiologi).values({
      order_uid: o.uid,
      versi: e.versi + 1,
      status: 'VALID',
      temuan: input.temuan,
      kesan: input.kesan,
      dokter_uid: dokter.uid,
      dokter_nama: dokter.nama,
      akun_uid: ctx.user?.uid ?? null,
      alasan_koreksi: input.alasan,
      ditulis_pada: sekarang,
      divalidasi_pada: sekarang,
    });
    await pindahStatus(tx, ctx, o, 'TERVALIDASI', `Koreksi versi ${e.versi + 1}: ${input.alasan}`);
    const p = await pasienOrder(tx, o);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'radiologi.koreksi',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `Koreksi ekspertise ${o.nomor} versi ${e.versi + 1}: ${input.alasan} – ${p.no_rm} ${p.nama}`,
        detail: {
          sebelum: { temuan: e.temuan, kesan: e.kesan },
          sesudah: { temuan: input.temuan, kesan: input.kesan },
        },
      },
      ...logUnit(
        o,
        `Ekspertise radiologi ${o.nomor} dikoreksi (versi ${e.versi + 1}): ${input.alasan}. Kesan: ${input.kesan}`,
      ),
    });
  });
  return bacaRadiologi(db, uid);
}
