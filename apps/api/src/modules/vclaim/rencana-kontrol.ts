import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mulaiBerkala } from '../../platform/berkala.ts';
import type { Ctx } from '../../platform/context.ts';
import { pindaiPulangSep } from './sep-ranap.pulang.ts';
import { antreVclaim } from './vclaim.antre.ts';
import { JENIS_VCLAIM, kodePpk } from './vclaim.klien.ts';

/*
 * Control letters as BPJS "Rencana Kontrol" (docs/vclaim.md "Rencana kontrol"). The letters module
 * sits below vclaim and knows nothing of it: this scan finds what BPJS has not been told yet, from
 * the letters' state, and enqueues it (run every few seconds beside the outbox worker, main.ts;
 * tests call it directly). Nothing is lost (a letter without its message is found again on the next
 * pass) and nothing is sent twice (each letter's message has its own kunci_unik).
 *  - an issued BPJS control letter (isi.bpjs set) without noSuratKontrol → RencanaKontrol/insert;
 *    the sender writes BPJS's noSuratKontrol into isi.bpjs.noSuratKontrol;
 *  - an issued new version that carries the number of the letter it replaces → RencanaKontrol/Update;
 *  - a letter with a number cancelled without a replacement → RencanaKontrol/Delete.
 * Only letters of the last 7 days, and only while VClaim is set up and active: switching VClaim on
 * does not send a hospital's whole history.
 */

const HARI_PINDAI = 7;

interface SuratKontrol {
  uid: string;
  status: 'TERBIT' | 'DIBATALKAN';
  nomor: string | null;
  isi: { bpjs?: Record<string, string | null> | null };
  no_kartu: string | null;
  nama_pasien: string;
  username: string | null;
}

/** One pass: enqueues what BPJS has not been told; the number of messages written. */
export async function pindaiRencanaKontrol(d: { db: Db; now: () => Date }): Promise<number> {
  if (!(await kodePpk(d.db))) return 0;
  const sejak = new Date(d.now().getTime() - HARI_PINDAI * 86_400_000).toISOString();
  const belum = (akhiran: string) => sql`not exists (select 1 from outbox o where o.mitra = 'BPJS_VCLAIM'
      and o.kunci_unik like 'rk:' || s.uid::text || ${akhiran})`;
  const res =
    await d.db.execute(sql`select s.uid, s.status, s.nomor, s.isi, k.no_kartu, p.nama as nama_pasien,
      a.username
    from surat s
    join layanan l on l.uid = s.layanan_uid
    join kunjungan k on k.uid = l.kunjungan_uid
    join pasien p on p.uid = s.pasien_uid
    left join akun a on a.uid = s.diterbitkan_oleh
    where s.jenis = 'KONTROL' and jsonb_typeof(s.isi -> 'bpjs') = 'object'
      and coalesce(s.isi -> 'bpjs' ->> 'noSEP', '') <> ''
      and ((s.status = 'TERBIT' and s.diterbitkan_pada >= ${sejak}::timestamptz and ${belum(':%')})
        or (s.status = 'DIBATALKAN' and s.dibatalkan_pada >= ${sejak}::timestamptz
          and coalesce(s.isi -> 'bpjs' ->> 'noSuratKontrol', '') <> ''
          and not exists (select 1 from surat g where g.mengganti_uid = s.uid and g.status = 'TERBIT')
          and ${belum(':delete')}))
    order by s.diterbitkan_pada
    limit 200`);
  const rows = (res as unknown as { rows: SuratKontrol[] }).rows;
  if (rows.length === 0) return 0;
  const ctx: Ctx = { user: null, ip: null, userAgent: null, now: d.now };
  await d.db.transaction(async (tx) => {
    for (const s of rows) {
      const b = s.isi.bpjs ?? {};
      const user = s.username ? `Rawat ${s.username}` : 'Rawat';
      const rencana = {
        noSEP: b.noSEP ?? '',
        kodeDokter: b.kodeDokter ?? '',
        poliKontrol: b.poliKontrol ?? '',
        tglRencanaKontrol: b.tglRencanaKontrol ?? '',
        user,
      };
      const siapa = `${s.nomor ?? 'surat kontrol'} ${s.nama_pasien}`;
      if (s.status === 'DIBATALKAN')
        await antreVclaim(tx, ctx, {
          kunci: `rk:${s.uid}:delete`,
          jenis: JENIS_VCLAIM.rkDelete,
          ringkasan: `Hapus rencana kontrol ${b.noSuratKontrol} (${siapa} dibatalkan)`,
          payload: {
            surat_uid: s.uid,
            no_kartu: s.no_kartu,
            body: { request: { t_suratkontrol: { noSuratKontrol: b.noSuratKontrol, user } } },
          },
        });
      else if (b.noSuratKontrol)
        await antreVclaim(tx, ctx, {
          kunci: `rk:${s.uid}:update`,
          jenis: JENIS_VCLAIM.rkUpdate,
          ringkasan: `Ubah rencana kontrol ${b.noSuratKontrol}: ${siapa}, ${rencana.tglRencanaKontrol}`,
          payload: {
            surat_uid: s.uid,
            no_kartu: s.no_kartu,
            body: { request: { noSuratKontrol: b.noSuratKontrol, ...rencana } },
          },
        });
      else
        await antreVclaim(tx, ctx, {
          kunci: `rk:${s.uid}:insert`,
          jenis: JENIS_VCLAIM.rkInsert,
          ringkasan: `Rencana kontrol ${siapa}, SEP ${rencana.noSEP}, ${rencana.poliKontrol} ${rencana.tglRencanaKontrol}`,
          payload: { surat_uid: s.uid, no_kartu: s.no_kartu, body: { request: rencana } },
        });
    }
  });
  return rows.length;
}

/**
 * The scans on a timer (main.ts): control letters and inpatient discharges (sep-ranap.pulang.ts),
 * never two passes at once; `berhenti` waits for the pass.
 */
export function mulaiPemindaiVclaim(d: {
  db: Db;
  now: () => Date;
  intervalMs?: number;
  log?: { warn: (o: object, pesan: string) => void };
}): { berhenti(): Promise<void> } {
  return mulaiBerkala({
    jalankan: async () => (await pindaiRencanaKontrol(d)) + (await pindaiPulangSep(d)),
    intervalMs: d.intervalMs ?? 10_000,
    pesanGagal: 'pemindaian VClaim (rencana kontrol, tanggal pulang SEP) gagal',
    log: d.log,
  });
}
