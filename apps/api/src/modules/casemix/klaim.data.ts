import type { KategoriTarifRs } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { DataKlaimEklaim, KlaimBaruEklaim } from '../eklaim/eklaim.port.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { koding } from '../rekam-medis/koding/koding.tables.ts';
import type { BarisKlaim } from './klaim.baca.ts';
import { jenisRawat } from './klaim.baca.ts';

// What the claim sends to E-Klaim, in its field names (docs/casemix.md "Data yang dikirim").

/** 'yyyy-mm-dd hh:mm:ss' in Jakarta time, as E-Klaim writes dates. */
export function waktuEklaim(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

export async function klaimBaruEklaim(_db: DbOrTx, b: BarisKlaim): Promise<KlaimBaruEklaim> {
  return {
    nomor_kartu: b.no_kartu,
    nomor_sep: b.no_sep,
    nomor_rm: b.pasien.no_rm,
    nama_pasien: b.pasien.nama,
    tgl_lahir: `${b.pasien.tanggal_lahir} 00:00:00`,
    gender: b.pasien.jenis_kelamin === 'P' ? '2' : '1',
  };
}

// The stay's way home (CARA_PULANG) → E-Klaim's discharge_status.
const CARA_PULANG_EKLAIM: Record<string, DataKlaimEklaim['discharge_status']> = {
  ATAS_PERSETUJUAN: '1',
  DIRUJUK: '2',
  APS: '3',
  MENINGGAL: '4',
};

/**
 * The NIK E-Klaim records as the coder: the medical-record coder who confirmed the codes, else the
 * casemix officer sending it; their staff record's NIK, or the login name when it has none.
 */
export async function nikKoder(db: DbOrTx, ctx: Ctx, b: BarisKlaim): Promise<string> {
  const [kd] = await db
    .select({ nik: pegawai.nik })
    .from(koding)
    .leftJoin(pegawai, eq(pegawai.akun_uid, koding.dikonfirmasi_oleh))
    .where(eq(koding.layanan_uid, b.layanan_uid));
  if (kd?.nik) return kd.nik;
  if (ctx.user) {
    const [p] = await db.select({ nik: pegawai.nik }).from(pegawai).where(eq(pegawai.akun_uid, ctx.user.uid));
    if (p?.nik) return p.nik;
  }
  return ctx.user?.username ?? 'rawat';
}

/** set_claim_data's content: the coder's codes, the stay's dates and class, the bill's split. */
export async function dataKlaimEklaim(
  db: DbOrTx,
  ctx: Ctx,
  b: BarisKlaim,
  rincian: Record<KategoriTarifRs, number>,
): Promise<DataKlaimEklaim> {
  const [kd] = await db
    .select({ diagnosis: koding.diagnosis, prosedur: koding.prosedur })
    .from(koding)
    .where(eq(koding.layanan_uid, b.layanan_uid));
  const [l] = await db
    .select({ created_at: layanan.created_at, updated_at: layanan.updated_at })
    .from(layanan)
    .where(eq(layanan.uid, b.layanan_uid));
  const dx = [...(kd?.diagnosis ?? [])].sort((a, c) =>
    a.jenis === 'UTAMA' ? -1 : c.jenis === 'UTAMA' ? 1 : 0,
  );
  const jenis = jenisRawat(b);
  const ranap = jenis === '1';
  const masuk = (ranap ? (b.masuk_pada ?? l?.created_at) : l?.created_at) ?? ctx.now();
  // A discharge is never before the admission (E-Klaim's E2012).
  const pulang = new Date(
    Math.max(
      masuk.getTime(),
      (ranap ? (b.pulang_pada ?? ctx.now()) : (l?.updated_at ?? ctx.now())).getTime(),
    ),
  );
  const kelas = (ranap ? (b.kelas_hak ?? '3') : '3') as DataKlaimEklaim['kelas_rawat'];
  return {
    nomor_sep: b.no_sep,
    nomor_kartu: b.no_kartu,
    tgl_masuk: waktuEklaim(masuk),
    tgl_pulang: waktuEklaim(pulang),
    jenis_rawat: jenis,
    kelas_rawat: ['1', '2', '3'].includes(kelas) ? kelas : '3',
    discharge_status: ranap ? (CARA_PULANG_EKLAIM[b.cara_pulang ?? ''] ?? '5') : '1',
    diagnosa: dx.map((d) => d.kode).join('#'),
    procedure: (kd?.prosedur ?? []).map((p) => p.kode).join('#'),
    tarif_rs: rincian,
    nama_dokter: b.dpjp ?? '-',
    // Empty: the E-Klaim client fills in the hospital's tariff code from its settings.
    kode_tarif: '',
    payor_id: '3',
    payor_cd: 'JKN',
    coder_nik: await nikKoder(db, ctx, b),
  };
}
