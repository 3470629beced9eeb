import type { CaraPulang } from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { HasilKirim, PesanTersewa } from '../../platform/outbox.pekerja.ts';
import { antreVclaim } from './vclaim.antre.ts';
import { JENIS_VCLAIM, kodePpk, type Pemanggil, terkirim } from './vclaim.klien.ts';
import { bpjsSep } from './vclaim.tables.ts';

/*
 * An inpatient SEP's discharge (docs/vclaim.md "Pulang"): BPJS is told the date and the way home
 * with SEP/2.0/updtglplg, which a claim needs. The inpatient module knows nothing of VClaim, so a
 * scan (beside the control-letter scan, every 10 s) finds discharged stays whose issued SEP does not
 * yet carry that discharge and enqueues it; the key names the date and the way home, so a discharge
 * cancelled and given again with another date is told again, and the same one never twice. A death
 * waits for its death certificate (KEMATIAN letter issued): BPJS requires its number.
 */

const HARI_PINDAI = 7;

/** BPJS's statusPulang (catalogue: 1 atas persetujuan dokter, 3 atas permintaan sendiri, 4 meninggal, 5 lain-lain). */
const STATUS_PULANG: Record<CaraPulang, string> = {
  ATAS_PERSETUJUAN: '1',
  APS: '3',
  MENINGGAL: '4',
  // A referral to another facility is not in updtglplg's list: "lain-lain" (DIPUTUSKAN, docs/vclaim.md).
  DIRUJUK: '5',
};

interface Pulang {
  uid: string;
  no_sep: string;
  tgl_pulang: string | null;
  status_pulang: string | null;
  tgl: string;
  cara_pulang: CaraPulang;
  tgl_meninggal: string | null;
  no_surat_meninggal: string | null;
  no_rm: string;
  nama: string;
  username: string | null;
}

/** One pass: the number of discharge messages written. */
export async function pindaiPulangSep(d: { db: Db; now: () => Date }): Promise<number> {
  if (!(await kodePpk(d.db))) return 0;
  const sejak = new Date(d.now().getTime() - HARI_PINDAI * 86_400_000).toISOString();
  const res =
    await d.db.execute(sql`select s.uid, s.no_sep, s.tgl_pulang::text as tgl_pulang, s.status_pulang,
      to_char(pi.pulang_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tgl, pi.cara_pulang,
      to_char(pi.waktu_meninggal at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tgl_meninggal,
      (select su.nomor from surat su where su.pasien_uid = pi.pasien_uid and su.jenis = 'KEMATIAN'
        and su.status = 'TERBIT' order by su.diterbitkan_pada desc limit 1) as no_surat_meninggal,
      p.no_rm, p.nama, a.username
    from bpjs_sep s
    join perawatan_inap pi on pi.layanan_uid = s.layanan_uid
    join pasien p on p.uid = pi.pasien_uid
    left join akun a on a.uid = pi.dipulangkan_oleh
    where s.jns_pelayanan = '1' and s.status = 'TERBIT' and s.no_sep is not null
      and pi.status = 'PULANG' and pi.pulang_pada >= ${sejak}::timestamptz and pi.cara_pulang is not null
    order by pi.pulang_pada limit 200`);
  const rows = (res as unknown as { rows: Pulang[] }).rows.filter((r) => {
    const status = STATUS_PULANG[r.cara_pulang];
    if (r.tgl_pulang === r.tgl && r.status_pulang === status) return false;
    return r.cara_pulang !== 'MENINGGAL' || Boolean(r.no_surat_meninggal && r.tgl_meninggal);
  });
  if (rows.length === 0) return 0;
  const kunci = (r: Pulang) => `sep:${r.uid}:pulang:${r.tgl}:${STATUS_PULANG[r.cara_pulang]}`;
  const ada = await d.db.execute(
    sql`select kunci_unik from outbox where mitra = 'BPJS_VCLAIM' and kunci_unik in (${sql.join(
      rows.map((r) => sql`${kunci(r)}`),
      sql`, `,
    )})`,
  );
  const sudah = new Set((ada as unknown as { rows: { kunci_unik: string }[] }).rows.map((r) => r.kunci_unik));
  const baru = rows.filter((r) => !sudah.has(kunci(r)));
  if (baru.length === 0) return 0;
  const ctx: Ctx = { user: null, ip: null, userAgent: null, now: d.now };
  await d.db.transaction(async (tx) => {
    for (const r of baru) {
      const status = STATUS_PULANG[r.cara_pulang];
      const meninggal = status === '4';
      await antreVclaim(tx, ctx, {
        kunci: kunci(r),
        jenis: JENIS_VCLAIM.sepPulang,
        ringkasan: `Tanggal pulang SEP ${r.no_sep} ${r.no_rm} – ${r.nama}: ${r.tgl}`,
        payload: {
          sep_uid: r.uid,
          body: {
            request: {
              t_sep: {
                noSep: r.no_sep,
                statusPulang: status,
                noSuratMeninggal: meninggal ? r.no_surat_meninggal : '',
                tglMeninggal: meninggal ? r.tgl_meninggal : '',
                tglPulang: r.tgl,
                noLPManual: '',
                user: r.username ? `Rawat ${r.username}` : 'Rawat',
              },
            },
          },
        },
      });
    }
  });
  return baru.length;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

/** The sender's part: BPJS accepted → the discharge is recorded on the SEP; refused → its words kept. */
export async function kirimPulang(db: Db, bpjs: Pemanggil, p: PesanTersewa): Promise<HasilKirim> {
  const payload = obj(p.payload);
  const t = obj(obj(obj(payload.body).request).t_sep);
  const [s] = await db
    .select()
    .from(bpjsSep)
    .where(eq(bpjsSep.uid, String(payload.sep_uid ?? '')));
  if (s?.status !== 'TERBIT')
    return {
      hasil: 'TOLAK',
      kode: null,
      pesan: 'SEP tidak lagi terbit di Rawat: tanggal pulang tidak dikirim',
    };
  // updtglplg sets the date: sending it again is harmless, so no lookup is needed before a retry.
  const r = await bpjs.panggil('PUT', JENIS_VCLAIM.sepPulang, payload.body);
  if (!r.ok) {
    if (r.tolak && r.j)
      await db
        .update(bpjsSep)
        .set({ pesan_bpjs: `Tanggal pulang ditolak BPJS: ${r.j.pesan}`, diubah_pada: new Date() })
        .where(eq(bpjsSep.uid, s.uid));
    return r.hasil;
  }
  await db
    .update(bpjsSep)
    .set({
      tgl_pulang: String(t.tglPulang),
      status_pulang: String(t.statusPulang),
      pesan_bpjs: null,
      diubah_pada: new Date(),
    })
    .where(eq(bpjsSep.uid, s.uid));
  return terkirim(r.j, `Tanggal pulang ${String(t.tglPulang)} SEP ${s.no_sep} diterima`);
}
