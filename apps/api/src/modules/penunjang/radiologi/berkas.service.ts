import { createHash } from 'node:crypto';
import {
  jenisBerkasDariIsi,
  MAKS_BERKAS_PER_ORDER,
  MIME_BERKAS_RADIOLOGI,
  type RadiologiDetail,
} from '@rawat/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { PenyimpananBerkas } from '../../../platform/berkas.ts';
import type { Ctx } from '../../../platform/context.ts';
import { kunciOrder, pastikanStatus } from '../unit.service.ts';
import {
  berkasKosong,
  berkasPenuh,
  berkasTerlaluBesar,
  berkasTidakAda,
  berkasTidakDidukung,
} from './radiologi.errors.ts';
import { bacaRadiologi } from './radiologi.service.ts';
import { berkasRadiologi } from './radiologi.tables.ts';

export interface BerkasMasuk {
  /** The name the browser sent; cleaned for the download name only. */
  nama: string;
  isi: Buffer;
}

/** A download name without path parts or control characters, at most 120 characters. */
function namaBersih(nama: string): string {
  const dasar = nama.split(/[\\/]/).pop() ?? '';
  return (
    dasar
      .replace(/[\p{Cc}"<>|:*?]+/gu, '_')
      .trim()
      .slice(-120) || 'berkas'
  );
}

/**
 * POST /radiologi/:uid/berkas: attaches an image or document to an examined order (DIPERIKSA or
 * DIBACA). The kind is read from the first bytes (JPEG, PNG, PDF, DICOM); a file of another kind,
 * an empty one or one over the limit is a 400 with nothing stored. The bytes go to the file store
 * under a fresh uid; the row, in the order's lock, points at them. If the transaction fails the
 * stored file is removed again.
 */
export async function unggahBerkas(
  db: Db,
  ctx: Ctx,
  store: PenyimpananBerkas,
  uid: string,
  berkas: BerkasMasuk,
  maks: number,
): Promise<RadiologiDetail> {
  if (!berkas.isi.length) throw berkasKosong();
  if (berkas.isi.length > maks) throw berkasTerlaluBesar(maks);
  const jenis = jenisBerkasDariIsi(berkas.isi.subarray(0, 132));
  if (!jenis) throw berkasTidakDidukung();
  let kunci: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const o = await kunciOrder(tx, uid, 'RADIOLOGI');
      pastikanStatus(
        o,
        ['DIPERIKSA', 'DIBACA'],
        o.status === 'DIMINTA'
          ? 'catat pemeriksaan terlebih dahulu sebelum mengunggah gambar'
          : 'gambar hanya dapat ditambahkan sebelum ekspertise divalidasi',
      );
      const [ada] = await tx
        .select({ n: count() })
        .from(berkasRadiologi)
        .where(eq(berkasRadiologi.order_uid, o.uid));
      if ((ada?.n ?? 0) >= MAKS_BERKAS_PER_ORDER) throw berkasPenuh();
      kunci = await store.simpan(berkas.isi, ctx.now());
      const nama = namaBersih(berkas.nama);
      const sha256 = createHash('sha256').update(berkas.isi).digest('hex');
      const [row] = await tx
        .insert(berkasRadiologi)
        .values({
          order_uid: o.uid,
          nama,
          jenis,
          mime: MIME_BERKAS_RADIOLOGI[jenis],
          ukuran: berkas.isi.length,
          sha256,
          kunci,
          diunggah_oleh: ctx.user?.uid ?? null,
          nama_pengunggah: ctx.user?.nama ?? null,
          created_at: ctx.now(),
        })
        .returning({ uid: berkasRadiologi.uid });
      await catatAktivitas(tx, ctx, {
        aksi: 'radiologi.berkas',
        entitas: 'berkas_radiologi',
        entitas_id: row?.uid,
        keterangan: `Mengunggah ${jenis} ${nama} ke ${o.nomor}`,
        detail: { sesudah: { order: o.nomor, nama, jenis, ukuran: berkas.isi.length, sha256 } },
      });
    });
  } catch (err) {
    const tersimpan: string | null = kunci;
    if (tersimpan) await store.hapus(tersimpan).catch(() => undefined);
    throw err;
  }
  return bacaRadiologi(db, uid);
}

/** GET /radiologi/:uid/berkas/:berkas_uid: the row and a stream of its bytes (404 when either is gone). */
export async function bukaBerkas(db: DbOrTx, store: PenyimpananBerkas, uid: string, berkasUid: string) {
  const [b] = await db
    .select()
    .from(berkasRadiologi)
    .where(and(eq(berkasRadiologi.uid, berkasUid), eq(berkasRadiologi.order_uid, uid)));
  if (!b) throw berkasTidakAda();
  try {
    return { berkas: b, isi: await store.baca(b.kunci) };
  } catch {
    throw berkasTidakAda();
  }
}
