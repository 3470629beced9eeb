import type { JenisKunjungan } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { BahanEncounter, StatusEncounter } from '../fhir/encounter.ts';
import type { Rujukan } from '../fhir/umum.ts';
import type { Penentu } from '../pengirim.rujukan.ts';
import { baris, LewatiSatusehat, TolakSatusehat, tgl, tglBila } from './sql.ts';

/*
 * A layanan's moments, read the same way by the scan (to decide what to enqueue) and by the sender
 * (to build the Encounter): registered = arrived; first called, moved on the queue or first
 * assessed = in-progress (a stay is in progress from admission); SELESAI = finished, at the
 * queue's DONE when there is one. `l` is layanan, `a` its antrian (left-joined: a stay has none).
 */
const SQL_MULAI_MENTAH = sql`least(
  a.dipanggil_pada,
  case when a.status <> 'WAITING' then a.status_diubah_pada end,
  (select min(s.waktu) from asesmen s where s.layanan_uid = l.uid),
  case when l.jenis = 'RAWAT_INAP' then l.created_at end)`;
// greatest() skips nulls: without any sign of service yet the moment stays null.
export const SQL_MULAI = sql`case when ${SQL_MULAI_MENTAH} is not null
  then greatest(l.created_at, ${SQL_MULAI_MENTAH}) end`;
export const SQL_SELESAI = sql`case
  when l.status = 'SELESAI' then coalesce(case when a.status = 'DONE' then a.status_diubah_pada end, l.updated_at)
  when l.status = 'BATAL' then l.updated_at end`;

interface BarisLayanan {
  uid: string;
  jenis: JenisKunjungan;
  status: string;
  pasien_uid: string;
  dokter_uid: string | null;
  poli_uid: string;
  tiba: unknown;
  mulai: unknown;
  selesai: unknown;
  mulai_terkirim: string | null;
}

/** One layanan and its moments; the in-progress moment as the message that reported it said. */
async function bacaLayanan(db: DbOrTx, uid: string): Promise<BarisLayanan | null> {
  const [r] = await baris<BarisLayanan>(
    db,
    sql`select l.uid, l.jenis, l.status, l.pasien_uid, l.dokter_uid, l.poli_uid, l.created_at as tiba,
          ${SQL_MULAI} as mulai, ${SQL_SELESAI} as selesai,
          (select o.payload->>'waktu' from outbox o
            where o.mitra = 'SATUSEHAT' and o.kunci_unik = ${`Encounter:${uid}:in-progress`}) as mulai_terkirim
        from layanan l left join antrian a on a.layanan_uid = l.uid
        where l.uid = ${uid}`,
  );
  return r ?? null;
}

/**
 * The Encounter of a layanan in the state a message reports (`waktu`: when the scan saw it). On
 * `finished` it names the layanan's diagnoses already at SATUSEHAT, the primary one first.
 */
export async function bahanEncounter(
  db: DbOrTx,
  p: Penentu,
  uid: string,
  status: StatusEncounter,
  waktu: Date | null,
): Promise<BahanEncounter> {
  const l = await bacaLayanan(db, uid);
  if (!l) throw new LewatiSatusehat(`layanan ${uid} tidak ada lagi`);
  if (!l.dokter_uid)
    throw new TolakSatusehat('Layanan belum punya dokter: pilih dokter layanan, lalu kirim ulang pesan ini');
  const tiba = tgl(l.tiba);
  const mulai = l.mulai_terkirim ? new Date(l.mulai_terkirim) : tglBila(l.mulai);
  const akhir = status === 'finished' || status === 'cancelled' ? (waktu ?? tglBila(l.selesai)) : null;
  let diagnosis: BahanEncounter['diagnosis'] = [];
  if (status === 'finished') {
    const rows = await baris<{ id: string; kode: string; nama: string; jenis: string }>(
      db,
      sql`select s.id_satusehat as id, d.kode_icd10 as kode, d.nama, d.jenis
            from diagnosis d join satusehat_id s on s.jenis = 'Condition' and s.uid_lokal = d.uid::text
           where d.layanan_uid = ${uid} order by d.jenis = 'UTAMA' desc, d.created_at`,
    );
    diagnosis = rows.map((r) => ({
      condition: { id: r.id, nama: `${r.kode} ${r.nama}` } satisfies Rujukan,
      utama: r.jenis === 'UTAMA',
    }));
  }
  // A stay lies in wards: one Location per bed segment, with its period (a transfer shows).
  const segmen = await baris<{ ruangan_uid: string; masuk: unknown; keluar: unknown }>(
    db,
    sql`select r.ruangan_uid, r.masuk_pada as masuk, r.keluar_pada as keluar
          from rawat_inap r join perawatan_inap pi on pi.uid = r.perawatan_inap_uid
         where pi.layanan_uid = ${uid} order by r.masuk_pada`,
  );
  const bangsal = [];
  for (const x of segmen)
    bangsal.push({
      lokasi: await p.bangsal(x.ruangan_uid, l.poli_uid),
      mulai: tgl(x.masuk),
      selesai: tglBila(x.keluar),
    });
  return {
    uid,
    jenis: l.jenis,
    status,
    ...(bangsal.length ? { bangsal } : {}),
    pasien: await p.pasien(l.pasien_uid),
    dokter: await p.praktisi(l.dokter_uid),
    lokasi: await p.lokasi(l.poli_uid),
    tiba,
    mulai: status === 'arrived' ? null : (mulai ?? (status === 'in-progress' ? waktu : null)),
    selesai: akhir,
    diagnosis,
  };
}

/** The Encounter a clinical row hangs on, as a reference (delivered earlier in the visit's order). */
export async function rujukanEncounter(p: Penentu, layananUid: string): Promise<Rujukan> {
  return p.id('Encounter', layananUid, null, 'Kunjungan (Encounter)');
}
