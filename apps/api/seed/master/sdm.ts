import { HARI, type Hari, type JenisPegawai, type Spesialisasi } from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { akun } from '../../src/modules/akun/akun.tables.ts';
import type { TabelMaster } from '../../src/modules/master/crud/crud.service.ts';
import { jabatan, unit } from '../../src/modules/master/organisasi/organisasi.tables.ts';
import { poli } from '../../src/modules/master/poli/poli.tables.ts';
import {
  dokter,
  dokterJadwal,
  dokterPoli,
  pegawai,
  perawat,
} from '../../src/modules/master/sdm/sdm.tables.ts';

/** One demo employee: NIP = year.month.sequence of joining; `akun` links a demo login by username. */
interface Orang {
  kode: string;
  gd?: string;
  nama: string;
  gb?: string;
  jk: 'L' | 'P';
  lahir: string;
  tempat: string;
  jabatan: string;
  unit?: string;
  akun?: string;
}

type Sesi = [poli: string, hari: readonly Hari[], mulai: string, selesai: string, kuota: number];
interface DokterSeed extends Orang {
  sp: Spesialisasi;
  sip: string;
  dpjp?: string;
  online: boolean;
  jadwal: Sesi[];
}
interface PerawatSeed extends Orang {
  str: string;
  poli?: string;
  kompetensi?: string;
}

// Clinics whose quota is split: 70% for JKN patients, the rest non-JKN (docs/antrean-online.md).
const BAGI_JKN = new Set(['SARAF', 'THT']);
const SEN_JUM: Hari[] = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat'];
const SEN_SAB: Hari[] = [...SEN_JUM, 'Sabtu'];

// biome-ignore format: one person per line reads as a roster
const DOKTER: DokterSeed[] = [
  { kode: '2014.02.001', gd: 'dr.', nama: 'Andi Pratama', gb: 'Sp.PD', jk: 'L', lahir: '1978-05-14', tempat: 'Bandung', jabatan: 'DRSP', unit: 'IRJ', akun: 'dokter', sp: 'SP_PD', sip: '446/0112/SIP.DS/DPMPTSP/2024', dpjp: '271845', online: true,
    jadwal: [['INTERNA', SEN_JUM, '08:00', '12:00', 30], ['INTERNA', ['Selasa', 'Kamis'], '16:00', '19:00', 20]] },
  { kode: '2016.07.004', gd: 'dr.', nama: 'Eko Prasetyo', jk: 'L', lahir: '1986-11-02', tempat: 'Semarang', jabatan: 'DRUM', unit: 'IGD', akun: 'dod', sp: 'UMUM', sip: '446/0245/SIP.DU/DPMPTSP/2023', dpjp: '318204', online: true,
    jadwal: [['UMUM', SEN_JUM, '08:00', '12:00', 30], ['IGD', ['Sabtu', 'Minggu'], '07:00', '14:00', 30]] },
  { kode: '2017.01.002', gd: 'dr.', nama: 'Sri Wulandari', jk: 'P', lahir: '1988-03-21', tempat: 'Yogyakarta', jabatan: 'DRUM', unit: 'IRJ', sp: 'UMUM', sip: '446/0301/SIP.DU/DPMPTSP/2024', dpjp: '318377', online: true,
    jadwal: [['UMUM', SEN_SAB, '13:00', '17:00', 25]] },
  { kode: '2018.03.003', gd: 'drg.', nama: 'Nadia Putri Maharani', jk: 'P', lahir: '1990-08-09', tempat: 'Bogor', jabatan: 'DRUM', unit: 'IRJ', sp: 'GIGI', sip: '446/0158/SIP.DG/DPMPTSP/2024', dpjp: '325511', online: true,
    jadwal: [['GIGI', ['Senin', 'Rabu', 'Jumat'], '08:00', '12:00', 15], ['GIGI', ['Selasa', 'Kamis'], '13:00', '16:00', 15]] },
  { kode: '2015.09.002', gd: 'dr.', nama: 'Rahmat Hidayat', gb: 'Sp.A', jk: 'L', lahir: '1980-01-30', tempat: 'Padang', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_A', sip: '446/0119/SIP.DS/DPMPTSP/2024', dpjp: '274410', online: true,
    jadwal: [['ANAK', ['Senin', 'Rabu', 'Jumat'], '08:00', '12:00', 20], ['ANAK', ['Sabtu'], '09:00', '12:00', 15]] },
  { kode: '2015.04.001', gd: 'dr.', nama: 'Lestari Handayani', gb: 'Sp.OG', jk: 'P', lahir: '1979-06-17', tempat: 'Solo', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_OG', sip: '446/0121/SIP.DS/DPMPTSP/2024', dpjp: '275023', online: true,
    jadwal: [['OBGYN', ['Senin', 'Selasa', 'Kamis'], '09:00', '13:00', 20], ['OBGYN', ['Rabu'], '16:00', '20:00', 20]] },
  { kode: '2016.02.003', gd: 'dr.', nama: 'Bayu Aditya Nugraha', gb: 'Sp.B', jk: 'L', lahir: '1981-09-05', tempat: 'Cirebon', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_B', sip: '446/0134/SIP.DS/DPMPTSP/2023', dpjp: '276118', online: true,
    jadwal: [['BEDAH', ['Senin', 'Rabu'], '13:00', '16:00', 15], ['BEDAH', ['Jumat'], '08:00', '11:00', 15]] },
  { kode: '2019.05.001', gd: 'dr.', nama: 'Melati Kusumawardani', gb: 'Sp.M', jk: 'P', lahir: '1985-12-12', tempat: 'Malang', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_M', sip: '446/0207/SIP.DS/DPMPTSP/2024', dpjp: '281954', online: true,
    jadwal: [['MATA', ['Selasa', 'Kamis'], '08:00', '12:00', 20], ['MATA', ['Sabtu'], '08:00', '11:00', 15]] },
  { kode: '2019.10.002', gd: 'dr.', nama: 'Irfan Maulana', gb: 'Sp.THT-BKL', jk: 'L', lahir: '1984-04-25', tempat: 'Tasikmalaya', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_THT', sip: '446/0215/SIP.DS/DPMPTSP/2024', dpjp: '282307', online: true,
    jadwal: [['THT', ['Senin', 'Rabu'], '16:00', '19:00', 15], ['THT', ['Jumat'], '13:00', '16:00', 15]] },
  { kode: '2020.01.001', gd: 'dr.', nama: 'Yudi Santoso', gb: 'Sp.N', jk: 'L', lahir: '1982-07-19', tempat: 'Garut', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_N', sip: '446/0226/SIP.DS/DPMPTSP/2025', dpjp: '284660', online: true,
    jadwal: [['SARAF', ['Selasa', 'Kamis'], '13:00', '16:00', 20], ['SARAF', ['Sabtu'], '08:00', '12:00', 15]] },
  { kode: '2020.08.003', gd: 'dr.', nama: 'Ahmad Fauzi', gb: 'Sp.JP', jk: 'L', lahir: '1983-02-08', tempat: 'Sukabumi', jabatan: 'DRSP', unit: 'IRJ', sp: 'SP_JP', sip: '446/0231/SIP.DS/DPMPTSP/2025', dpjp: '285172', online: true,
    jadwal: [['JANTUNG', ['Senin', 'Rabu', 'Jumat'], '09:00', '12:00', 20], ['JANTUNG', ['Kamis'], '16:00', '19:00', 15]] },
  { kode: '2018.11.004', gd: 'dr.', nama: 'Dian Anggraini', jk: 'P', lahir: '1991-10-03', tempat: 'Bekasi', jabatan: 'DRUM', unit: 'IGD', sp: 'UMUM', sip: '446/0262/SIP.DU/DPMPTSP/2024', dpjp: '319021', online: false,
    jadwal: [['IGD', HARI, '07:00', '14:00', 30]] },
  { kode: '2021.02.002', gd: 'dr.', nama: 'Reza Firmansyah', jk: 'L', lahir: '1992-05-27', tempat: 'Karawang', jabatan: 'DRUM', unit: 'IGD', sp: 'UMUM', sip: '446/0288/SIP.DU/DPMPTSP/2025', dpjp: '319544', online: false,
    jadwal: [['IGD', HARI, '14:00', '21:00', 30]] },
  { kode: '2017.06.001', gd: 'dr.', nama: 'Hana Safitri', gb: 'Sp.PD-KGH', jk: 'P', lahir: '1977-08-22', tempat: 'Jakarta', jabatan: 'DRSP', unit: 'HD', sp: 'SP_PD', sip: '446/0140/SIP.DS/DPMPTSP/2023', dpjp: '272733', online: true,
    jadwal: [['HD', SEN_SAB, '07:00', '12:00', 20], ['INTERNA', ['Rabu'], '13:00', '16:00', 15]] },
  { kode: '2016.10.002', gd: 'dr.', nama: 'Ratna Dewi', gb: 'Sp.Rad', jk: 'P', lahir: '1980-03-15', tempat: 'Purwakarta', jabatan: 'DRSP', unit: 'RAD', akun: 'dokter_radiologi', sp: 'SP_RAD', sip: '446/0137/SIP.DS/DPMPTSP/2024', online: false, jadwal: [] },
  { kode: '2015.01.003', gd: 'dr.', nama: 'Ratna Sari', gb: 'Sp.PK', jk: 'P', lahir: '1976-11-28', tempat: 'Cianjur', jabatan: 'KABID', unit: 'LAB', sp: 'SP_PK', sip: '446/0108/SIP.DS/DPMPTSP/2023', online: false, jadwal: [] },
];

// biome-ignore format: one person per line reads as a roster
const PERAWAT: PerawatSeed[] = [
  { kode: '2014.08.002', gd: 'Ns.', nama: 'Sri Wahyuni', gb: 'S.Kep., M.Kep', jk: 'P', lahir: '1975-04-11', tempat: 'Bandung', jabatan: 'KABID', str: '1402101234567801', kompetensi: 'Manajemen keperawatan' },
  { kode: '2016.05.006', gd: 'Ns.', nama: 'Intan Permata', gb: 'S.Kep', jk: 'P', lahir: '1990-09-18', tempat: 'Cimahi', jabatan: 'PRWT', unit: 'IRNA', akun: 'perawat', str: '1402101234567802', kompetensi: 'Perawatan luka, BTCLS' },
  { kode: '2017.03.004', gd: 'Ns.', nama: 'Budi Santoso', gb: 'S.Kep', jk: 'L', lahir: '1989-01-07', tempat: 'Sumedang', jabatan: 'PRWT', unit: 'IRJ', akun: 'poli', poli: 'UMUM', str: '1402101234567803', kompetensi: 'BTCLS' },
  { kode: '2017.09.005', gd: 'Ns.', nama: 'Fajar Nugroho', gb: 'S.Kep', jk: 'L', lahir: '1991-12-01', tempat: 'Subang', jabatan: 'PRWT', unit: 'IGD', akun: 'igd', poli: 'IGD', str: '1402101234567804', kompetensi: 'BTCLS, PPGD, triase' },
  { kode: '2018.02.003', gd: 'Ns.', nama: 'Wahyu Saputra', gb: 'S.Kep', jk: 'L', lahir: '1988-06-23', tempat: 'Majalengka', jabatan: 'PRWT', unit: 'HD', akun: 'poli_hd', poli: 'HD', str: '1402101234567805', kompetensi: 'Perawat hemodialisa bersertifikat' },
  { kode: '2019.04.007', gd: 'Ns.', nama: 'Ayu Lestari', gb: 'S.Kep', jk: 'P', lahir: '1994-02-14', tempat: 'Bandung', jabatan: 'PRWT', unit: 'IRJ', poli: 'ANAK', str: '1402101234567806' },
  { kode: '2019.07.002', gd: 'Bd.', nama: 'Rina Susanti', gb: 'A.Md.Keb', jk: 'P', lahir: '1993-07-30', tempat: 'Garut', jabatan: 'BIDAN', unit: 'IRJ', poli: 'OBGYN', str: '1502101234567807', kompetensi: 'APN (Asuhan Persalinan Normal)' },
  { kode: '2020.03.004', gd: 'Ns.', nama: 'Dedi Kurniawan', gb: 'S.Kep', jk: 'L', lahir: '1995-10-09', tempat: 'Cianjur', jabatan: 'PRWT', unit: 'IGD', poli: 'IGD', str: '1402101234567808', kompetensi: 'BTCLS' },
  { kode: '2021.06.003', nama: 'Putri Amelia', gb: 'A.Md.Kep', jk: 'P', lahir: '1998-03-03', tempat: 'Bandung Barat', jabatan: 'PRWT', unit: 'IRNA', str: '1402101234567809' },
];

// biome-ignore format: one person per line reads as a roster
const LAIN: (Orang & { jenis: JenisPegawai })[] = [
  { kode: '2013.01.001', gd: 'Ir.', nama: 'Bambang Susilo', gb: 'MARS', jk: 'L', lahir: '1968-08-17', tempat: 'Surabaya', jabatan: 'DIR', akun: 'management', jenis: 'NON_MEDIS' },
  { kode: '2016.04.005', nama: 'Siti Rahmawati', jk: 'P', lahir: '1994-05-05', tempat: 'Bandung', jabatan: 'ADM', unit: 'RM', akun: 'pendaftaran', jenis: 'NON_MEDIS' },
  { kode: '2017.08.006', nama: 'Yusuf Hidayat', jk: 'L', lahir: '1990-10-10', tempat: 'Sumedang', jabatan: 'KASIR', unit: 'KASIR', akun: 'kasir', jenis: 'NON_MEDIS' },
  { kode: '2016.09.007', gd: 'apt.', nama: 'Lina Kusuma', gb: 'S.Farm', jk: 'P', lahir: '1989-12-24', tempat: 'Bogor', jabatan: 'APT', unit: 'FARM', akun: 'apoteker', jenis: 'PENUNJANG' },
  { kode: '2018.06.005', nama: 'Rina Marlina', gb: 'A.Md.AK', jk: 'P', lahir: '1995-01-19', tempat: 'Cimahi', jabatan: 'ANKES', unit: 'LAB', akun: 'labor', jenis: 'PENUNJANG' },
  { kode: '2018.08.004', nama: 'Hendra Wijaya', gb: 'A.Md.Rad', jk: 'L', lahir: '1993-04-02', tempat: 'Purwakarta', jabatan: 'RADIO', unit: 'RAD', akun: 'radiologi', jenis: 'PENUNJANG' },
  { kode: '2019.01.006', nama: 'Nurul Aini', gb: 'A.Md.RMIK', jk: 'P', lahir: '1996-06-06', tempat: 'Bandung', jabatan: 'PMIK', unit: 'RM', akun: 'rm', jenis: 'PENUNJANG' },
  { kode: '2019.11.003', nama: 'Fitri Handayani', gb: 'S.Gz', jk: 'P', lahir: '1994-09-09', tempat: 'Sukabumi', jabatan: 'NUTRI', unit: 'GIZI', akun: 'ahli_gizi', jenis: 'PENUNJANG' },
  { kode: '2020.05.002', nama: 'Joko Purnomo', jk: 'L', lahir: '1985-02-28', tempat: 'Klaten', jabatan: 'TTK', unit: 'FARM', akun: 'gudang', jenis: 'PENUNJANG' },
  { kode: '2020.09.001', nama: 'Rudi Hartono', jk: 'L', lahir: '1987-07-07', tempat: 'Bandung', jabatan: 'ADM', unit: 'RM', akun: 'casemix', jenis: 'NON_MEDIS' },
  { kode: '2021.01.004', nama: 'Agus Setiawan', gb: 'A.Md.Ft', jk: 'L', lahir: '1992-11-11', tempat: 'Tasikmalaya', jabatan: 'ADM', unit: 'IRJ', akun: 'terapis', jenis: 'PENUNJANG' },
  { kode: '2022.02.001', nama: 'Maya Sari', gb: 'M.Psi., Psikolog', jk: 'P', lahir: '1990-01-01', tempat: 'Depok', jabatan: 'ADM', unit: 'IRJ', akun: 'psikolog', jenis: 'PENUNJANG' },
];

/** A believable NIK: West Java (Kota Bandung) region, birth date (+40 for women), a sequence. */
function nik(o: Orang, urut: number): string {
  const [yyyy, mm, dd] = o.lahir.split('-');
  const hari = Number(dd) + (o.jk === 'P' ? 40 : 0);
  return `327301${String(hari).padStart(2, '0')}${mm}${yyyy?.slice(2)}${String(urut).padStart(4, '0')}`;
}

/** uid of each active record by code, so a second run links to the rows the first one made. */
async function uidPerKode(tx: DbOrTx, t: TabelMaster, kode: string[]): Promise<Map<string, string>> {
  if (!kode.length) return new Map();
  const rows = (await tx
    .select({ uid: t.uid, kode: t.kode })
    .from(t)
    .where(and(inArray(t.kode, kode), eq(t.status, 'AKTIF')))) as { uid: string; kode: string }[];
  return new Map(rows.map((r) => [r.kode, r.uid]));
}

/**
 * Staff of the demo hospital: doctors for every clinic with their weekly sessions, nurses and the
 * other employees behind the demo logins (looked up by username; no login is created here).
 * Idempotent: a second run adds nothing, and never a second copy of a schedule.
 */
export async function seedSdm(tx: DbOrTx): Promise<void> {
  const semua: (Orang & { jenis: JenisPegawai })[] = [
    ...DOKTER.map((d) => ({ ...d, jenis: 'MEDIS' as const })),
    ...PERAWAT.map((p) => ({ ...p, jenis: 'PARAMEDIS' as const })),
    ...LAIN,
  ];
  const usernames = semua.flatMap((o) => (o.akun ? [o.akun] : []));
  const akunRows = await tx
    .select({ uid: akun.uid, username: akun.username })
    .from(akun)
    .where(inArray(akun.username, usernames));
  const akunUid = new Map(akunRows.map((a) => [a.username, a.uid]));
  const jab = await uidPerKode(tx, jabatan, [...new Set(semua.map((o) => o.jabatan))]);
  const uni = await uidPerKode(tx, unit, [...new Set(semua.flatMap((o) => (o.unit ? [o.unit] : [])))]);

  await tx
    .insert(pegawai)
    .values(
      semua.map((o, i) => ({
        kode: o.kode,
        nama: o.nama,
        gelar_depan: o.gd ?? null,
        gelar_belakang: o.gb ?? null,
        nik: nik(o, i + 1),
        jenis_kelamin: o.jk,
        tempat_lahir: o.tempat,
        tanggal_lahir: o.lahir,
        telepon: `08${(1_200_000_000 + i * 7_654_321).toString()}`,
        alamat: `Jl. Kesehatan No. ${i + 3}, Bandung`,
        jabatan_uid: jab.get(o.jabatan) ?? null,
        unit_uid: o.unit ? (uni.get(o.unit) ?? null) : null,
        jenis_pegawai: o.jenis,
        tanggal_masuk: `${o.kode.slice(0, 4)}-${o.kode.slice(5, 7)}-01`,
        akun_uid: o.akun ? (akunUid.get(o.akun) ?? null) : null,
      })),
    )
    .onConflictDoNothing();

  const peg = await uidPerKode(
    tx,
    pegawai,
    semua.map((o) => o.kode),
  );
  const pol = await uidPerKode(tx, poli, [
    ...new Set([
      ...DOKTER.flatMap((d) => d.jadwal.map((s) => s[0])),
      ...PERAWAT.flatMap((p) => (p.poli ? [p.poli] : [])),
    ]),
  ]);

  const dokterBaru = await tx
    .insert(dokter)
    .values(
      DOKTER.flatMap((d) => {
        const uid = peg.get(d.kode);
        return uid
          ? [
              {
                pegawai_uid: uid,
                spesialisasi: d.sp,
                no_sip: d.sip,
                sip_berlaku_sampai: '2029-12-31',
                no_str: `31${d.kode.replaceAll('.', '')}${d.jk === 'L' ? '01' : '02'}045`,
                kode_dpjp_bpjs: d.dpjp ?? null,
                tampil_online: d.online,
              },
            ]
          : [];
      }),
    )
    .onConflictDoNothing()
    .returning({ uid: dokter.pegawai_uid });
  // Clinics and sessions only for profiles made now: a second run must not double a schedule.
  const baru = new Set(dokterBaru.map((d) => d.uid));
  const polis: { dokter_uid: string; poli_uid: string }[] = [];
  const sesi: (typeof dokterJadwal.$inferInsert)[] = [];
  for (const d of DOKTER) {
    const uid = peg.get(d.kode);
    if (!uid || !baru.has(uid)) continue;
    for (const kode of new Set(d.jadwal.map((s) => s[0]))) {
      const poli_uid = pol.get(kode);
      if (poli_uid) polis.push({ dokter_uid: uid, poli_uid });
    }
    for (const [kode, hari, jam_mulai, jam_selesai, kuota] of d.jadwal) {
      const poli_uid = pol.get(kode);
      if (poli_uid)
        for (const h of hari)
          sesi.push({
            dokter_uid: uid,
            poli_uid,
            hari: h,
            jam_mulai,
            jam_selesai,
            kuota,
            kuota_jkn: BAGI_JKN.has(kode) ? Math.round(kuota * 0.7) : null,
          });
    }
  }
  if (polis.length) await tx.insert(dokterPoli).values(polis).onConflictDoNothing();
  if (sesi.length) await tx.insert(dokterJadwal).values(sesi);

  const perawatRows = PERAWAT.flatMap((p) => {
    const uid = peg.get(p.kode);
    return uid
      ? [
          {
            pegawai_uid: uid,
            no_str: p.str,
            no_sipp: `446/${p.str.slice(-3)}/SIPP/DPMPTSP/2024`,
            poli_uid: p.poli ? (pol.get(p.poli) ?? null) : null,
            kompetensi: p.kompetensi ?? null,
          },
        ]
      : [];
  });
  if (perawatRows.length) await tx.insert(perawat).values(perawatRows).onConflictDoNothing();
}
