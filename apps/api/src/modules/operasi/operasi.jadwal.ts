import {
  bagianJakarta,
  type JadwalOperasiInput,
  type jadwalOperasiInputSchema,
  LABEL_STATUS_OPERASI,
  type OperasiDetail,
} from '@rawat/domain';
import { and, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../kunjungan/rawat-inap.tables.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { detailOperasi } from './operasi.baca.ts';
import {
  dokterTidakDikenal,
  jadwalBentrok,
  kamarOperasiTidakDikenal,
  layananTidakBisaDijadwalkan,
  mulaiSudahLewat,
  timSama,
  tindakanBukanOperatif,
} from './operasi.errors.ts';
import { kamarOperasi, operasi, operasiRiwayat } from './operasi.tables.ts';

type Jadwal = z.output<typeof jadwalOperasiInputSchema>;

export type { JadwalOperasiInput };

/** How far in the past a schedule may start (an emergency entered after the fact). */
const MUNDUR_MAKS_MS = 24 * 3_600_000;

/**
 * Serialises every booking that touches this theatre or these doctors until the transaction ends:
 * two requests for one theatre or one surgeon cannot both pass the overlap check. Taken in a fixed
 * order so two bookings sharing two of them never wait on each other in a circle.
 */
async function kunciJadwal(tx: Tx, kunci: string[]) {
  for (const k of [...new Set(kunci)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`operasi:${k}`}))`);
}

/** An operation still holding its slot (not cancelled, not finished) that overlaps [mulai, selesai). */
async function bentrok(tx: Tx, syarat: ReturnType<typeof eq>, mulai: Date, selesai: Date, kecuali?: string) {
  const [b] = await tx
    .select({ kode: operasi.kode_booking, mulai: operasi.mulai, selesai: operasi.selesai_rencana })
    .from(operasi)
    .where(
      and(
        syarat,
        notInArray(operasi.status, ['BATAL', 'SELESAI']),
        lt(operasi.mulai, selesai),
        gt(operasi.selesai_rencana, mulai),
        kecuali ? sql`${operasi.uid} <> ${kecuali}` : undefined,
      ),
    )
    .limit(1);
  return b ?? null;
}

const diTim = (uid: string) =>
  or(eq(operasi.operator_uid, uid), eq(operasi.asisten_uid, uid), eq(operasi.anestesi_uid, uid));

async function namaDokter(tx: Tx, uid: string, path: string, peran: string): Promise<string> {
  const [d] = await tx
    .select({ nama: pegawai.nama })
    .from(dokter)
    .innerJoin(pegawai, eq(pegawai.uid, dokter.pegawai_uid))
    .where(and(eq(dokter.pegawai_uid, uid), eq(pegawai.status, 'AKTIF')));
  if (!d) throw dokterTidakDikenal(path, peran);
  return d.nama;
}

/** The layanan the operation is booked from: not cancelled; a stay still in. */
async function layananAsal(tx: Tx, uid: string) {
  const [l] = await tx
    .select({
      uid: layanan.uid,
      kunjungan_uid: layanan.kunjungan_uid,
      pasien_uid: layanan.pasien_uid,
      status: layanan.status,
      jenis: layanan.jenis,
      inap: perawatanInap.status,
    })
    .from(layanan)
    .leftJoin(perawatanInap, eq(perawatanInap.layanan_uid, layanan.uid))
    .where(eq(layanan.uid, uid));
  if (!l) throw layananTidakBisaDijadwalkan('layanan pasien tidak ditemukan');
  if (l.status === 'BATAL') throw layananTidakBisaDijadwalkan('layanan pasien sudah dibatalkan');
  if (l.jenis === 'RAWAT_INAP' && l.inap !== 'DIRAWAT')
    throw layananTidakBisaDijadwalkan('pasien sudah pulang dari rawat inap');
  return l;
}

/** Checks the team, the theatre and the tariff item of a schedule; answers the names for messages. */
async function periksaJadwal(tx: Tx, j: Jadwal) {
  const tim = [j.operator_uid, j.asisten_uid, j.anestesi_uid].filter((x): x is string => !!x);
  if (new Set(tim).size !== tim.length) throw timSama();
  const [k] = await tx
    .select({ nama: kamarOperasi.nama })
    .from(kamarOperasi)
    .where(and(eq(kamarOperasi.uid, j.kamar_operasi_uid), eq(kamarOperasi.aktif, true)));
  if (!k) throw kamarOperasiTidakDikenal();
  const [t] = await tx
    .select({ uid: tindakan.uid })
    .from(tindakan)
    .where(
      and(
        eq(tindakan.uid, j.tindakan_uid),
        eq(tindakan.kategori, 'TINDAKAN_OPERATIF'),
        eq(tindakan.status, 'AKTIF'),
      ),
    );
  if (!t) throw tindakanBukanOperatif();
  const nama = new Map<string, string>();
  nama.set(j.operator_uid, await namaDokter(tx, j.operator_uid, 'operator_uid', 'Operator'));
  if (j.asisten_uid) nama.set(j.asisten_uid, await namaDokter(tx, j.asisten_uid, 'asisten_uid', 'Asisten'));
  if (j.anestesi_uid)
    nama.set(j.anestesi_uid, await namaDokter(tx, j.anestesi_uid, 'anestesi_uid', 'Dokter anestesi'));
  return { kamar: k.nama, tim, nama };
}

/**
 * Books an operation. The theatre and every doctor of the team must be free over the planned
 * time (an operation not cancelled or finished holds its slot); the check runs under locks on
 * each of them (kunciJadwal), so concurrent bookings are decided one after the other.
 */
export async function jadwalkanOperasi(db: Db, ctx: Ctx, j: Jadwal): Promise<OperasiDetail> {
  const mulai = new Date(j.mulai);
  const selesai = new Date(mulai.getTime() + j.durasi_menit * 60_000);
  if (mulai.getTime() < ctx.now().getTime() - MUNDUR_MAKS_MS) throw mulaiSudahLewat();
  const uid = await db.transaction(async (tx) => {
    const l = await layananAsal(tx, j.layanan_uid);
    const { kamar, tim, nama } = await periksaJadwal(tx, j);
    await kunciJadwal(tx, [j.kamar_operasi_uid, ...tim]);
    // Again under the theatre's lock, which a deactivation holds while it counts and retires:
    // one that committed while this booking waited is seen now (kamar-operasi.service.ts).
    const [masihAktif] = await tx
      .select({ uid: kamarOperasi.uid })
      .from(kamarOperasi)
      .where(and(eq(kamarOperasi.uid, j.kamar_operasi_uid), eq(kamarOperasi.aktif, true)));
    if (!masihAktif) throw kamarOperasiTidakDikenal();
    const diKamar = await bentrok(tx, eq(operasi.kamar_operasi_uid, j.kamar_operasi_uid), mulai, selesai);
    if (diKamar) throw jadwalBentrok(`Kamar ${kamar}`, diKamar);
    for (const d of tim) {
      const b = await bentrok(tx, diTim(d) as ReturnType<typeof eq>, mulai, selesai);
      if (b) throw jadwalBentrok(nama.get(d) ?? 'Dokter', b);
    }
    const { tahun } = bagianJakarta(mulai);
    const urut = await ambilNomor(tx, `operasi:${tahun}`);
    const kode = `OP${tahun}${String(urut).padStart(5, '0')}`;
    const sekarang = ctx.now();
    const [row] = await tx
      .insert(operasi)
      .values({
        kode_booking: kode,
        kunjungan_uid: l.kunjungan_uid,
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        kamar_operasi_uid: j.kamar_operasi_uid,
        mulai,
        selesai_rencana: selesai,
        operator_uid: j.operator_uid,
        asisten_uid: j.asisten_uid,
        anestesi_uid: j.anestesi_uid,
        jenis_anestesi: j.jenis_anestesi,
        tindakan_uid: j.tindakan_uid,
        prosedur: j.prosedur,
        diagnosis: j.diagnosis,
        urgensi: j.urgensi,
        catatan: j.catatan,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: operasi.uid });
    if (!row) throw new Error('insert operasi tanpa hasil');
    const petugas = await pegawaiPengguna(tx, ctx);
    await tx.insert(operasiRiwayat).values({
      operasi_uid: row.uid,
      dari: null,
      ke: 'DIJADWALKAN',
      oleh: ctx.user?.uid ?? null,
      nama_petugas: petugas.nama,
      pada: sekarang,
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.jadwal',
      entitas: 'operasi',
      entitas_id: row.uid,
      keterangan: `Menjadwalkan operasi ${kode} (${LABEL_STATUS_OPERASI.DIJADWALKAN}) di ${kamar}`,
      detail: { sesudah: j },
    });
    return row.uid;
  });
  return detailOperasi(db, uid);
}
